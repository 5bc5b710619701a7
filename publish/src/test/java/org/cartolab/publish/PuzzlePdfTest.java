package org.cartolab.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Calendar;
import java.util.TimeZone;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/** The printable sheet holds what a player needs: the cards, the scoring text and the par. */
class PuzzlePdfTest {

    @Test
    void sheetNamesTheCardsTheScoringAndThePar() throws IOException {
        try (PDDocument pdf = Loader.loadPDF(PuzzlePdf.write(SamplePuzzle.puzzle()))) {
            String text = new PDFTextStripper().getText(pdf).replaceAll("\\s+", " ");
            assertThat(text).contains("1. Orchard", "2. Temple Ruins", "3. Great River", "4. Hinterland Stream",
                    "5. Goblin Attack", "6. Hamlet", "7. Fishing Village");
            assertThat(text).contains("Sentinel Wood", "Canal Lake",
                    "Earn one reputation star for each forest space adjacent to the edge of the map.",
                    "Earn one reputation star for each water space adjacent to at least one farm space.");
            assertThat(text).contains("Par 10", "grade Medium", "Season time limit 8");
            // why: the grid's labels: columns A to K, rows 1 to 11.
            assertThat(text).contains("A B C D E F G H I J K");
            assertThat(pdf.getNumberOfPages()).isEqualTo(1);
            PDRectangle page = pdf.getPage(0).getMediaBox();
            assertThat(page.getWidth()).isEqualTo(PDRectangle.A4.getWidth());
        }
    }

    @Test
    void aLongMidGamePuzzleFlowsOntoASecondPage() throws IOException {
        PuzzleSheet puzzle = SamplePuzzle.longMidGame();
        try (PDDocument pdf = Loader.loadPDF(PuzzlePdf.write(puzzle))) {
            String text = new PDFTextStripper().getText(pdf).replaceAll("\\s+", " ");
            // why: 17 cards in rows of four do not fit under the map on one A4 page.
            assertThat(pdf.getNumberOfPages()).isEqualTo(2);
            assertThat(text).contains("1. Temple Ruins", "13. Rift Lands", "14. Goblin Attack", "17. Gnoll Raid",
                    "Par 42", "Coins already marked: 3.");
            // why: pre-drawn cells carry their letter for a black-and-white print: row 1 of the sample's final map
            // is "F..M.wPPP.." (forest, water on ruins, three farms).
            assertThat(text).contains("F", "W", "P P P");
        }
    }

    @Test
    void datesComeFromThePuzzleNotTheClock() throws IOException {
        try (PDDocument pdf = Loader.loadPDF(PuzzlePdf.write(SamplePuzzle.puzzle()))) {
            Calendar created = pdf.getDocumentInformation().getCreationDate();
            created.setTimeZone(TimeZone.getTimeZone("UTC"));
            // why: the sample's date is 2026-11-21; the sheet says midnight UTC of it.
            assertThat(created.get(Calendar.YEAR)).isEqualTo(2026);
            assertThat(created.get(Calendar.MONTH)).isEqualTo(Calendar.NOVEMBER);
            assertThat(created.get(Calendar.DAY_OF_MONTH)).isEqualTo(21);
            assertThat(created.get(Calendar.HOUR_OF_DAY)).isZero();
            assertThat(pdf.getDocumentInformation().getModificationDate().getTimeInMillis())
                    .isEqualTo(created.getTimeInMillis());
        }
    }
}
