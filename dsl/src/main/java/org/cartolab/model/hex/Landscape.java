package org.cartolab.model.hex;

import java.util.Optional;

/**
 * A kind of hex: a landscape tile that may yield a product, or a frame piece around the board.
 *
 * @param symbol how the landscape is written in a hex map's rows (letters only, so a number token can follow)
 * @param colour how the workbench paints its hexes, {@code #rrggbb}; empty for a plain tile
 * @param frame  a frame piece: it encloses the board, has no number and no intersections or paths of its own
 */
public record Landscape(String id, String name, String symbol, String colour, boolean frame, Optional<Product> yields) {
}
