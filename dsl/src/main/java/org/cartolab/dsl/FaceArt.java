package org.cartolab.dsl;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The cells of a landscape card face as written: one string per row, one token per cell separated by spaces. A
 * token is '.' (an empty cell) or a terrain's board character followed by the edges where the cell has an end:
 * {@code n e s w} (top, right, bottom, left), e.g. {@code Rew} for a river crossing the cell from left to right.
 * Shared by the validator and the compiler, so both read a face the same way.
 */
public final class FaceArt {

    public static final char EMPTY = '.';
    public static final String SIDES = "nesw";

    private FaceArt() {
    }

    /** The tokens of each row. */
    public static List<List<String>> tokens(List<String> rows) {
        List<List<String>> tokens = new ArrayList<>();
        for (String row : rows) {
            String trimmed = row.strip();
            tokens.add(trimmed.isEmpty() ? List.of() : Arrays.asList(trimmed.split("\\s+")));
        }
        return tokens;
    }

    /** The ends of a token as a mask: bit 0 north, 1 east, 2 south, 3 west (unknown letters are ignored). */
    public static int ends(String token) {
        int mask = 0;
        for (int i = 1; i < token.length(); i++) {
            int side = SIDES.indexOf(token.charAt(i));
            if (side >= 0) {
                mask |= 1 << side;
            }
        }
        return mask;
    }
}
