package org.cartolab.publish;

import java.awt.Color;

/**
 * Where a picture is drawn: a PNG image, a PDF page or an SVG element. Coordinates are in points with y pointing
 * down; each picture is laid out once and drawn the same way on all three.
 */
interface Canvas {

    void fillRect(double x, double y, double w, double h, Color fill);

    void strokeRect(double x, double y, double w, double h, Color stroke, double width);

    void line(double x1, double y1, double x2, double y2, Color stroke, double width);

    /** A closed polygon through the points x0, y0, x1, y1, ... */
    void fillPolygon(double[] points, Color fill);

    void fillCircle(double cx, double cy, double r, Color fill);

    void strokeCircle(double cx, double cy, double r, Color stroke, double width);

    /** Text in the shipped font with its baseline starting at (x, y). */
    void text(String text, double x, double y, double size, boolean bold, Color colour);

    /** Text centred on x. */
    default void centredText(String text, double x, double y, double size, boolean bold, Color colour) {
        text(text, x - Fonts.width(text, size, bold) / 2, y, size, bold, colour);
    }

    /** A canvas that draws nothing: layouts run once on it to measure their height. */
    static Canvas measuring() {
        return new Blank();
    }

    /** Draws nothing; a test that records one kind of call overrides just that one. */
    class Blank implements Canvas {
        @Override
        public void fillRect(double x, double y, double w, double h, Color fill) {
        }

        @Override
        public void strokeRect(double x, double y, double w, double h, Color stroke, double width) {
        }

        @Override
        public void line(double x1, double y1, double x2, double y2, Color stroke, double width) {
        }

        @Override
        public void fillPolygon(double[] points, Color fill) {
        }

        @Override
        public void fillCircle(double cx, double cy, double r, Color fill) {
        }

        @Override
        public void strokeCircle(double cx, double cy, double r, Color stroke, double width) {
        }

        @Override
        public void text(String text, double x, double y, double size, boolean bold, Color colour) {
        }
    }
}
