package org.cartolab.solve.landscape;

import java.util.Map;

/**
 * The most a final landscape can hold, given the cards laid so far and the faces the others will show: cells of
 * each terrain, river ends and end-less edges, cells in all, and the largest height and width of its bounding box.
 * Each bound is sound on its own; {@link ConditionBounds} turns them into bounds of the conditions' points.
 */
final class Reach {

    private final Tally tally;
    /** The tally's index of each terrain id; the empty cells are at the index {@code terrains.size()}. */
    private final Map<String, Integer> terrains;
    private final int height;
    private final int width;

    Reach(Tally tally, Map<String, Integer> terrains, int height, int width) {
        this.tally = tally;
        this.terrains = terrains;
        this.height = height;
        this.width = width;
    }

    /** At most this many cells of the terrain with this id (0 if the game has no such terrain). */
    int count(String terrainId) {
        int index = index(terrainId);
        return index < 0 ? 0 : tally.count(index);
    }

    int empty() {
        return tally.count(terrains.size());
    }

    /** At most this many river ends on cells of the terrain. */
    int ends(String terrainId) {
        int index = index(terrainId);
        return index < 0 ? 0 : tally.ends(index);
    }

    /** At most this many edges without a river end on cells of the terrain. */
    int sides(String terrainId) {
        int index = index(terrainId);
        return index < 0 ? 0 : tally.sides(index);
    }

    int cells() {
        return tally.cells();
    }

    int height() {
        return height;
    }

    int width() {
        return width;
    }

    private int index(String terrainId) {
        return terrains.getOrDefault(terrainId, -1);
    }
}
