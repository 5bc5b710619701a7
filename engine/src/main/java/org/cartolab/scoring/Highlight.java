package org.cartolab.scoring;

/**
 * Cells that earned points: one item of a "per" term with its points, or (points = {@code SHARE}) a region whose
 * size or side made up the term's points, such as the largest cluster.
 */
public record Highlight(long[] cells, int points) {

    /** The points of a highlight that shares the term's points with the term's other highlights. */
    public static final int SHARE = Integer.MIN_VALUE;

    public boolean perItem() {
        return points != SHARE;
    }
}
