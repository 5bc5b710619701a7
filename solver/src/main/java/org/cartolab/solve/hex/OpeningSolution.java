package org.cartolab.solve.hex;

import java.util.List;

/**
 * A proven optimum of an {@link OpeningPuzzle} and every set of new villages that reaches it (intersection
 * indices, ascending; the sets in ascending order), with what the search cost. No sets at all when no legal one
 * exists (then {@code best} is 0).
 */
public record OpeningSolution(int best, List<List<Integer>> openings, long nodes, long millis) {

    public OpeningSolution {
        openings = openings.stream().map(List::copyOf).toList();
    }
}
