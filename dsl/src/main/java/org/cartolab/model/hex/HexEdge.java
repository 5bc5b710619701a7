package org.cartolab.model.hex;

/**
 * The side two neighbouring hexes share, at least one of them a landscape tile. Indices point into the board's
 * lists.
 *
 * @param id   the two hexes, sorted by column then row and joined by '/', e.g. {@code d3/d5}
 * @param from one end (an intersection)
 * @param to   the other end
 * @param path whether it is a path, where a road may be built; {@link HexBoard#whyNoPath} says why not
 */
public record HexEdge(String id, int hexA, int hexB, int from, int to, boolean path) {
}
