package org.cartolab.solve.landscape;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.CardFace;
import org.cartolab.model.FaceCell;
import org.cartolab.model.Terrain;

/**
 * Counts of cells by terrain (and of empty cells), and of the river ends and end-less edges of the cells of each
 * terrain: of a card face, or of the visible cells of a landscape. Sums of tallies bound what a landscape can hold
 * after more cards: every visible cell at the end is visible now or lies on a card laid later.
 */
final class Tally {

    private final int[] count;
    private final int[] ends;
    private final int[] sides;
    private int cells;

    /** @param terrains the game's terrains; index {@code terrains.size()} counts the empty cells */
    Tally(int terrains) {
        count = new int[terrains + 1];
        ends = new int[terrains + 1];
        sides = new int[terrains + 1];
    }

    static Tally of(CardFace face, List<Terrain> terrains) {
        Tally tally = new Tally(terrains.size());
        for (FaceCell cell : face.cells()) {
            tally.add(cell.terrain().map(terrains::indexOf).orElse(terrains.size()), cell.ends());
        }
        return tally;
    }

    /** The landscape's visible cells: the top-most cell at each covered position. */
    static Tally of(Landscape landscape, List<Terrain> terrains) {
        Map<Long, PlacedCard.Cell> top = new HashMap<>();
        for (PlacedCard card : landscape.cards()) {
            for (PlacedCard.Cell cell : card.cells()) {
                top.put(((long) cell.row() << 32) ^ (cell.col() & 0xffffffffL), cell);
            }
        }
        Tally tally = new Tally(terrains.size());
        for (PlacedCard.Cell cell : top.values()) { // order does not matter: only sums are kept
            tally.add(cell.terrain().map(terrains::indexOf).orElse(terrains.size()), cell.ends());
        }
        return tally;
    }

    private void add(int terrain, int endBits) {
        int endCount = Integer.bitCount(endBits);
        count[terrain]++;
        ends[terrain] += endCount;
        sides[terrain] += 4 - endCount;
        cells++;
    }

    /** Adds another tally, less {@code overlap} cells (a later card covers at least one cell already there). */
    void addAll(Tally other, int overlap) {
        for (int i = 0; i < count.length; i++) {
            count[i] += other.count[i];
            ends[i] += other.ends[i];
            sides[i] += other.sides[i];
        }
        cells += other.cells - overlap;
    }

    void removeAll(Tally other, int overlap) {
        for (int i = 0; i < count.length; i++) {
            count[i] -= other.count[i];
            ends[i] -= other.ends[i];
            sides[i] -= other.sides[i];
        }
        cells -= other.cells - overlap;
    }

    int count(int terrain) {
        return count[terrain];
    }

    int ends(int terrain) {
        return ends[terrain];
    }

    int sides(int terrain) {
        return sides[terrain];
    }

    int cells() {
        return cells;
    }
}
