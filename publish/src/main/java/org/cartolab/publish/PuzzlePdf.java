package org.cartolab.publish;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;

/**
 * puzzle.pdf: an A4 sheet to print and play on. The map is an empty grid with only the printed cells (and any
 * pre-drawn terrain as a light tint with its letter), the scoring cards' text, how to play, the cards in order with
 * their shapes, and boxes for the score next to the par.
 *
 * <p>Byte-identical output: the embedded font is the shipped DejaVu Sans (subset), the creation and modification
 * dates are the puzzle's date at midnight UTC, and the document id is a hash of the puzzle id.
 */
public final class PuzzlePdf {

    private static final double MARGIN = 32;
    private static final PDRectangle PAGE = PDRectangle.A4;

    private PuzzlePdf() {
    }

    public static byte[] write(PuzzleSheet puzzle) {
        try (PDDocument document = new PDDocument()) {
            PDFont regular = PDType0Font.load(document, new ByteArrayInputStream(Fonts.bytes(Fonts.REGULAR)), true);
            PDFont bold = PDType0Font.load(document, new ByteArrayInputStream(Fonts.bytes(Fonts.BOLD)), true);
            Pages pages = new Pages(document, regular, bold);
            try {
                layout(puzzle, pages);
            } finally {
                pages.close();
            }
            describe(document, puzzle);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            document.save(bytes);
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void layout(PuzzleSheet puzzle, Pages pages) {
        Canvas canvas = pages.current();
        double width = PAGE.getWidth() - 2 * MARGIN;
        List<String> facts = new ArrayList<>(Headings.facts(puzzle));
        facts.add(Headings.gradeNumbers(puzzle));
        double y = Headings.title(canvas, "Cartolab daily puzzle · " + puzzle.gameName() + " · "
                + puzzle.seasonName() + " · " + puzzle.date(), facts, MARGIN, MARGIN, width, 15, 9);
        y += 4;
        BoardDrawing board = new BoardDrawing(puzzle.start(), 25, true);
        board.draw(canvas, MARGIN, y);
        double panelX = MARGIN + board.width() + 16;
        double panelWidth = PAGE.getWidth() - MARGIN - panelX;
        double panelY = Panels.scoring(canvas, puzzle, panelX, y + board.labelMargin(), panelWidth, 8.5);
        panelY = MapKey.of(puzzle.start()).draw(canvas, board, panelX, panelY + 4, panelWidth, 8.5);
        double belowBoard = y + board.height() + 10;
        belowBoard = howToPlay(canvas, puzzle, MARGIN, belowBoard, board.width());
        y = Math.max(belowBoard, panelY) + 12;
        canvas.text("The cards, in order", MARGIN, y + 11, 11, true, Palette.INK);
        y += 17;
        y = Panels.cards(canvas, puzzle.cards(), new CardDrawing(8.5, 9), MARGIN, y, width, 4, 7, pages);
        if (y + 64 > pages.bottom()) {
            pages.newPage();
            y = pages.top();
        }
        scoreBoxes(pages.current(), puzzle, MARGIN, y + 24, width);
    }

    private static double howToPlay(Canvas canvas, PuzzleSheet puzzle, double x, double y, double width) {
        double size = 8.5;
        String letters = String.join(", ", terrainsDrawn(puzzle).stream()
                .map(t -> t.symbol() + " " + t.name().toLowerCase(Locale.ROOT)).toList());
        String rules = "Play the cards in order. For each card draw one of its shapes, turned or mirrored as you "
                + "like, on empty cells (mountains, wasteland and drawn cells are full) and fill it with one of the "
                + "card's terrains: write its letter in each cell (" + letters + "). A coin shape marks a coin. When "
                + "the cards are played, score the season as listed and compare with the par.";
        canvas.text("How to play", x, y + size * 1.15, size * 1.15, true, Palette.INK);
        return TextBlock.draw(canvas, TextBlock.wrap(rules, size, false, width), x, y + size * 1.15
                + TextBlock.lineHeight(size), size, false, Palette.INK) - size;
    }

    /** The drawable terrains the cards use, in the game's order. */
    private static List<Terrain> terrainsDrawn(PuzzleSheet puzzle) {
        Set<Terrain> used = new LinkedHashSet<>();
        for (PlayableCard card : puzzle.cards()) {
            if (card instanceof ExploreCard explore) {
                used.addAll(explore.terrains());
            } else if (card instanceof AmbushCard ambush) {
                used.add(ambush.fill());
            }
        }
        return puzzle.start().terrains().stream()
                .filter(t -> t.role() == TerrainRole.DRAWABLE && used.contains(t)).toList();
    }

    /** A box to write each part of the score in, then the total next to the par. */
    private static void scoreBoxes(Canvas canvas, PuzzleSheet puzzle, double x, double y, double width) {
        double size = 9;
        List<String> labels = new ArrayList<>();
        for (Edict edict : puzzle.edicts()) {
            labels.add(edict.letter() + " " + edict.card().name());
        }
        for (SeasonRule rule : puzzle.seasonRules()) {
            labels.add(rule.name());
        }
        labels.add("Total");
        double gap = 6;
        double parWidth = 62;
        double boxWidth = (width - parWidth - gap * labels.size()) / labels.size();
        double boxHeight = 34;
        canvas.text("Your score", x, y, size * 1.15, true, Palette.INK);
        double top = y + 5;
        for (int i = 0; i < labels.size(); i++) {
            double bx = x + i * (boxWidth + gap);
            boolean total = i == labels.size() - 1;
            canvas.strokeRect(bx, top, boxWidth, boxHeight, Palette.INK, total ? 1.6 : 0.8);
            List<String> label = TextBlock.wrap(labels.get(i), size * 0.85, total, boxWidth - 6);
            canvas.text(label.get(0), bx + 3, top + size, size * 0.85, total, Palette.MUTED);
        }
        double px = x + width - parWidth;
        canvas.fillRect(px, top, parWidth, boxHeight, Palette.INK);
        canvas.centredText("Par " + puzzle.par(), px + parWidth / 2, top + boxHeight / 2 + size * 0.45, size * 1.3,
                true, Palette.PAPER);
    }

    private static void describe(PDDocument document, PuzzleSheet puzzle) {
        PdfInfo.stamp(document, "Cartolab daily puzzle " + puzzle.id(), puzzle.gameName() + ", "
                + puzzle.seasonName() + ", par " + puzzle.par(), puzzle.date(), puzzle.id());
    }

    /** A4 pages, one content stream each, opened as the layout asks for them. */
    private static final class Pages implements Panels.Pager {
        private final PDDocument document;
        private final PDFont regular;
        private final PDFont bold;
        private final List<PDPageContentStream> streams = new ArrayList<>();
        private PdfCanvas current;

        Pages(PDDocument document, PDFont regular, PDFont bold) {
            this.document = document;
            this.regular = regular;
            this.bold = bold;
            newPage();
        }

        @Override
        public Canvas current() {
            return current;
        }

        @Override
        public double top() {
            return MARGIN;
        }

        @Override
        public double bottom() {
            return PAGE.getHeight() - MARGIN;
        }

        @Override
        public Canvas newPage() {
            try {
                PDPage page = new PDPage(PAGE);
                document.addPage(page);
                PDPageContentStream stream = new PDPageContentStream(document, page);
                streams.add(stream);
                current = new PdfCanvas(stream, PAGE.getHeight(), regular, bold);
                return current;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        void close() throws IOException {
            for (PDPageContentStream stream : streams) {
                stream.close();
            }
        }
    }
}
