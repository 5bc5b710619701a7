package org.cartolab.model.hex;

import java.util.ArrayList;
import java.util.List;

/**
 * The rows of a hex map as written: each row is a list of cells separated by spaces, one per column; '.' is no
 * hex, otherwise a landscape's symbol followed by its number token, if any ("F5", "JP11", "j"). Row r, column c
 * holds a hex only where r + c has the parity of the first hex, because neighbouring columns are offset by half a
 * hex (one row).
 */
public final class HexArt {

    /** One hex as written: 0-based position, the symbol and the number (0 for none). */
    public record Cell(int column, int row, String symbol, int number, String text) {
    }

    /** A cell that cannot be read, with its 0-based row and a message. */
    public record Problem(int row, String message) {
    }

    /** The cells, or the problems if any. */
    public record Result(List<Cell> cells, List<Problem> problems) {
    }

    private HexArt() {
    }

    public static Result read(List<String> rows) {
        List<Cell> cells = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        int parity = -1;
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r).strip();
            if (row.isEmpty()) {
                problems.add(new Problem(r, "Row " + (r + 1) + " is empty. Write '.' for each column without a hex."));
                continue;
            }
            String[] tokens = row.split("\\s+");
            for (int c = 0; c < tokens.length; c++) {
                String token = tokens[c];
                if (token.equals(".")) {
                    continue;
                }
                int digits = 0;
                while (digits < token.length() && !Character.isDigit(token.charAt(digits))) {
                    digits++;
                }
                String symbol = token.substring(0, digits);
                String number = token.substring(digits);
                String where = "Row " + (r + 1) + ", column " + (c + 1) + " ('" + token + "')";
                if (symbol.isEmpty() || !number.chars().allMatch(Character::isDigit) || number.length() > 2) {
                    problems.add(new Problem(r, where + " is not a hex: write a landscape's symbol and its number "
                            + "token, e.g. 'F5', or '.' for no hex."));
                    continue;
                }
                if (parity < 0) {
                    parity = (r + c) % 2;
                } else if ((r + c) % 2 != parity) {
                    problems.add(new Problem(r, where + " is between two hex positions: neighbouring columns are "
                            + "offset by one row, so a hex can stand only where row + column is "
                            + (parity == 0 ? "even" : "odd") + " (as for the first hex). Move it up or down a row."));
                    continue;
                }
                cells.add(new Cell(c, r, symbol, number.isEmpty() ? 0 : Integer.parseInt(number), token));
            }
        }
        return new Result(cells, problems);
    }
}
