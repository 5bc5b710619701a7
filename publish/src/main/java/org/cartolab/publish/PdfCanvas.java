package org.cartolab.publish;

import java.awt.Color;
import java.io.IOException;
import java.io.UncheckedIOException;

import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDFont;

/** A canvas on a PDF page: y is flipped so that pictures keep y pointing down, as on the other canvases. */
final class PdfCanvas implements Canvas {

    /** How far a cubic Bézier control point sits from the end points to draw a quarter circle. */
    private static final double KAPPA = 0.5522847498;

    private final PDPageContentStream out;
    private final double pageHeight;
    private final PDFont regular;
    private final PDFont bold;

    PdfCanvas(PDPageContentStream out, double pageHeight, PDFont regular, PDFont bold) {
        this.out = out;
        this.pageHeight = pageHeight;
        this.regular = regular;
        this.bold = bold;
    }

    private float y(double y) {
        return (float) (pageHeight - y);
    }

    @Override
    public void fillRect(double x, double y, double w, double h, Color fill) {
        draw(() -> {
            out.setNonStrokingColor(fill);
            out.addRect((float) x, y(y + h), (float) w, (float) h);
            out.fill();
        });
    }

    @Override
    public void strokeRect(double x, double y, double w, double h, Color stroke, double width) {
        draw(() -> {
            stroke(stroke, width);
            out.addRect((float) x, y(y + h), (float) w, (float) h);
            out.stroke();
        });
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Color stroke, double width) {
        draw(() -> {
            stroke(stroke, width);
            out.moveTo((float) x1, y(y1));
            out.lineTo((float) x2, y(y2));
            out.stroke();
        });
    }

    @Override
    public void fillPolygon(double[] points, Color fill) {
        draw(() -> {
            out.setNonStrokingColor(fill);
            out.moveTo((float) points[0], y(points[1]));
            for (int i = 2; i < points.length; i += 2) {
                out.lineTo((float) points[i], y(points[i + 1]));
            }
            out.closePath();
            out.fill();
        });
    }

    @Override
    public void fillCircle(double cx, double cy, double r, Color fill) {
        draw(() -> {
            out.setNonStrokingColor(fill);
            circle(cx, cy, r);
            out.fill();
        });
    }

    @Override
    public void strokeCircle(double cx, double cy, double r, Color stroke, double width) {
        draw(() -> {
            stroke(stroke, width);
            circle(cx, cy, r);
            out.stroke();
        });
    }

    @Override
    public void text(String text, double x, double y, double size, boolean bold, Color colour) {
        draw(() -> {
            out.beginText();
            out.setNonStrokingColor(colour);
            out.setFont(bold ? this.bold : regular, (float) size);
            out.newLineAtOffset((float) x, y(y));
            out.showText(text);
            out.endText();
        });
    }

    private void stroke(Color colour, double width) throws IOException {
        out.setStrokingColor(colour);
        out.setLineWidth((float) width);
    }

    private void circle(double cx, double cy, double r) throws IOException {
        float x = (float) cx;
        float y = y(cy);
        float k = (float) (r * KAPPA);
        float rr = (float) r;
        out.moveTo(x + rr, y);
        out.curveTo(x + rr, y + k, x + k, y + rr, x, y + rr);
        out.curveTo(x - k, y + rr, x - rr, y + k, x - rr, y);
        out.curveTo(x - rr, y - k, x - k, y - rr, x, y - rr);
        out.curveTo(x + k, y - rr, x + rr, y - k, x + rr, y);
        out.closePath();
    }

    private interface PdfDrawing {
        void run() throws IOException;
    }

    private static void draw(PdfDrawing drawing) {
        try {
            drawing.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
