package org.cartolab.publish;

import java.awt.geom.AffineTransform;
import java.awt.geom.GeneralPath;
import java.awt.geom.Path2D;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.GlyphData;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;

/**
 * The two fonts shipped in the resources (DejaVu Sans and its bold; licence beside them). Every picture measures
 * and draws its text from these files, never from the system's fonts, so layout and pixels are the same on every
 * machine: text widths come from the font's advance widths, and glyphs are drawn as the font's own outlines.
 */
final class Fonts {

    static final String REGULAR = "DejaVuSans.ttf";
    static final String BOLD = "DejaVuSans-Bold.ttf";
    private static final String FOLDER = "/org/cartolab/publish/fonts/";

    private static final Face REGULAR_FACE = new Face(bytes(REGULAR));
    private static final Face BOLD_FACE = new Face(bytes(BOLD));

    private Fonts() {
    }

    /** The font file's bytes, for embedding. */
    static byte[] bytes(String file) {
        try (InputStream in = Fonts.class.getResourceAsStream(FOLDER + file)) {
            if (in == null) {
                throw new IllegalStateException("Missing font resource " + FOLDER + file);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static double width(String text, double size, boolean bold) {
        return (bold ? BOLD_FACE : REGULAR_FACE).width(text, size);
    }

    /** The outline of the text with its baseline starting at (x, y), y pointing down. */
    static Path2D outline(String text, double x, double y, double size, boolean bold) {
        return (bold ? BOLD_FACE : REGULAR_FACE).outline(text, x, y, size);
    }

    /** A parsed font; fontbox reads glyphs lazily, so access is synchronised. */
    private static final class Face {
        private final TrueTypeFont font;
        private final CmapLookup cmap;
        private final double unitsPerEm;

        Face(byte[] data) {
            try {
                font = new TTFParser().parse(new RandomAccessReadBuffer(data));
                cmap = font.getUnicodeCmapLookup();
                unitsPerEm = font.getUnitsPerEm();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        synchronized double width(String text, double size) {
            try {
                long units = 0;
                for (int i = 0; i < text.length(); i = text.offsetByCodePoints(i, 1)) {
                    units += font.getAdvanceWidth(cmap.getGlyphId(text.codePointAt(i)));
                }
                return units * size / unitsPerEm;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        synchronized Path2D outline(String text, double x, double y, double size) {
            try {
                Path2D.Double path = new Path2D.Double();
                double scale = size / unitsPerEm;
                double pen = x;
                for (int i = 0; i < text.length(); i = text.offsetByCodePoints(i, 1)) {
                    int glyph = cmap.getGlyphId(text.codePointAt(i));
                    GlyphData data = font.getGlyph().getGlyph(glyph);
                    if (data != null) {
                        GeneralPath shape = data.getPath();
                        // Font units have y up; pictures have y down.
                        AffineTransform place = new AffineTransform(scale, 0, 0, -scale, pen, y);
                        path.append(shape.getPathIterator(place), false);
                    }
                    pen += font.getAdvanceWidth(glyph) * scale;
                }
                return path;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
