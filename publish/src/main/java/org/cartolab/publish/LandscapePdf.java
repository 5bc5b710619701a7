package org.cartolab.publish;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.util.function.ToDoubleFunction;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * A landscape daily as PDF: the hand to lay, then (a page to turn over) the optimal layout, each picture a page of
 * its own size. Byte-identical for the same puzzle, as {@link PuzzlePdf}: the embedded font is the shipped DejaVu
 * Sans, the dates are the puzzle's date, the document id a hash of the puzzle id.
 */
final class LandscapePdf {

    private LandscapePdf() {
    }

    static byte[] write(String id, String subject, LocalDate date, HandPicture hand, LandscapePicture solution) {
        try (PDDocument document = new PDDocument()) {
            PDFont regular = PDType0Font.load(document, new ByteArrayInputStream(Fonts.bytes(Fonts.REGULAR)), true);
            PDFont bold = PDType0Font.load(document, new ByteArrayInputStream(Fonts.bytes(Fonts.BOLD)), true);
            page(document, regular, bold, hand.width(), hand::draw);
            page(document, regular, bold, solution.width(), solution::draw);
            PdfInfo.stamp(document, "Cartolab daily puzzle " + id, subject, date, id);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            document.save(bytes);
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void page(PDDocument document, PDFont regular, PDFont bold, double width,
                             ToDoubleFunction<Canvas> picture) throws IOException {
        double height = picture.applyAsDouble(Canvas.measuring());
        PDPage page = new PDPage(new PDRectangle((float) width, (float) height));
        document.addPage(page);
        try (PDPageContentStream stream = new PDPageContentStream(document, page)) {
            picture.applyAsDouble(new PdfCanvas(stream, height, regular, bold));
        }
    }
}
