package org.cartolab.publish;

import java.awt.Color;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A canvas that writes an inline SVG element for the HTML page. Numbers are written with at most two decimals in
 * a fixed locale, so the same picture gives the same text everywhere.
 */
final class SvgCanvas implements Canvas {

    private final StringBuilder svg = new StringBuilder();
    private final double width;
    private final double height;

    SvgCanvas(double width, double height, String label) {
        this.width = width;
        this.height = height;
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(n(width)).append(' ')
                .append(n(height)).append("\" width=\"").append(n(width)).append("\" height=\"").append(n(height))
                .append("\" role=\"img\" aria-label=\"").append(Html.escape(label)).append("\">\n")
                .append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
    }

    @Override
    public void fillRect(double x, double y, double w, double h, Color fill) {
        svg.append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" width=\"").append(n(w))
                .append("\" height=\"").append(n(h)).append("\" fill=\"").append(hex(fill)).append("\"/>\n");
    }

    @Override
    public void strokeRect(double x, double y, double w, double h, Color stroke, double width) {
        svg.append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" width=\"").append(n(w))
                .append("\" height=\"").append(n(h)).append("\" fill=\"none\"").append(stroke(stroke, width))
                .append("/>\n");
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Color stroke, double width) {
        svg.append("<line x1=\"").append(n(x1)).append("\" y1=\"").append(n(y1)).append("\" x2=\"").append(n(x2))
                .append("\" y2=\"").append(n(y2)).append('"').append(stroke(stroke, width))
                .append(" stroke-linecap=\"square\"/>\n");
    }

    @Override
    public void fillPolygon(double[] points, Color fill) {
        svg.append("<polygon points=\"");
        for (int i = 0; i < points.length; i += 2) {
            svg.append(i == 0 ? "" : " ").append(n(points[i])).append(',').append(n(points[i + 1]));
        }
        svg.append("\" fill=\"").append(hex(fill)).append("\"/>\n");
    }

    @Override
    public void fillCircle(double cx, double cy, double r, Color fill) {
        svg.append("<circle cx=\"").append(n(cx)).append("\" cy=\"").append(n(cy)).append("\" r=\"").append(n(r))
                .append("\" fill=\"").append(hex(fill)).append("\"/>\n");
    }

    @Override
    public void strokeCircle(double cx, double cy, double r, Color stroke, double width) {
        svg.append("<circle cx=\"").append(n(cx)).append("\" cy=\"").append(n(cy)).append("\" r=\"").append(n(r))
                .append("\" fill=\"none\"").append(stroke(stroke, width)).append("/>\n");
    }

    @Override
    public void text(String text, double x, double y, double size, boolean bold, Color colour) {
        svg.append("<text x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" font-size=\"")
                .append(n(size)).append('"').append(bold ? " font-weight=\"bold\"" : "").append(" fill=\"")
                .append(hex(colour)).append("\">").append(Html.escape(text)).append("</text>\n");
    }

    /** The finished element. */
    String svg() {
        return svg + "</svg>";
    }

    double width() {
        return width;
    }

    double height() {
        return height;
    }

    private static String stroke(Color colour, double width) {
        return " stroke=\"" + hex(colour) + "\" stroke-width=\"" + n(width) + "\"";
    }

    static String hex(Color colour) {
        return String.format(java.util.Locale.ROOT, "#%02x%02x%02x", colour.getRed(), colour.getGreen(),
                colour.getBlue());
    }

    /** A number with at most two decimals and no trailing zeros. */
    static String n(double value) {
        BigDecimal rounded = BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_EVEN).stripTrailingZeros();
        return rounded.signum() == 0 ? "0" : rounded.toPlainString();
    }
}
