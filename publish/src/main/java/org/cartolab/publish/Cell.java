package org.cartolab.publish;

/** A map cell, 0-based from the top-left. Printed sheets label it as a column letter and a row number. */
public record Cell(int row, int col) {

    /** The label a player sees on the printed grid, e.g. {@code C4} for row 3, column 2. */
    public String label() {
        return columnLabel(col) + (row + 1);
    }

    public static String columnLabel(int col) {
        return String.valueOf((char) ('A' + col));
    }
}
