package org.cartolab.solve.landscape;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToIntFunction;

import org.cartolab.landscape.Landscape;
import org.cartolab.model.CardFace;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.Terrain;

/**
 * An upper bound of the score of every completion of a partial layout. Which conditions a landscape ends with is
 * decided by the faces the remaining cards show (a condition laid stays: no card may cover it), so the bound
 * tries every choice of faces and takes the best of: the conditions' bounds on the {@link Reach} of that choice,
 * the shared condition's when there is an own condition, less the cost of the own conditions. A condition
 * without a known bound counts as {@link #UNBOUNDED}, which keeps the bound sound and only makes it weak.
 */
final class LayoutBound {

    /** More than any condition scores on a landscape of 8 cards. */
    static final int UNBOUNDED = 10_000;

    private final LandscapePuzzle puzzle;
    private final List<Terrain> terrains;
    private final Map<String, Integer> terrainIndex = new HashMap<>();
    /** Per card, per face: its tally. */
    private final List<List<Tally>> faceTallies = new ArrayList<>();
    /** Per card: the longest side of its faces. */
    private final int[] longestSide;
    private final Map<ScoringCard, ToIntFunction<Reach>> bounds = new HashMap<>();
    private final Set<ScoringCard> leastOfOthers = new HashSet<>();

    LayoutBound(LandscapePuzzle puzzle) {
        this.puzzle = puzzle;
        this.terrains = puzzle.game().terrains();
        for (int i = 0; i < terrains.size(); i++) {
            terrainIndex.put(terrains.get(i).id(), i);
        }
        longestSide = new int[puzzle.cards().size()];
        for (int i = 0; i < puzzle.cards().size(); i++) {
            LandscapeCard card = puzzle.cards().get(i);
            faceTallies.add(card.faces().stream().map(face -> Tally.of(face, terrains)).toList());
            longestSide[i] = card.faces().stream().mapToInt(face -> Math.max(face.height(), face.width())).max()
                    .orElse(0);
            card.faces().forEach(face -> face.condition().ifPresent(this::remember));
        }
        remember(puzzle.sharedCondition());
    }

    private void remember(ScoringCard condition) {
        bounds.put(condition, ConditionBounds.of(condition).orElse(reach -> UNBOUNDED));
        if (ConditionBounds.isLeastOfOthers(condition)) {
            leastOfOthers.add(condition);
        }
    }

    /** The bound for a layout whose first cards are the landscape's (the puzzle's first cards, in order). */
    int upper(Landscape landscape) {
        int next = landscape.cards().size();
        Tally tally = Tally.of(landscape, terrains);
        int height;
        int width;
        if (next == 0) {
            height = 0;
            width = 0;
        } else {
            Placements.Extent extent = Placements.Extent.of(landscape);
            height = extent.height();
            width = extent.width();
        }
        // A card overlapping the landscape reaches at most its longest side less one beyond the bounding box.
        for (int i = next; i < puzzle.cards().size(); i++) {
            int growth = i == 0 ? longestSide[i] : longestSide[i] - 1;
            height += growth;
            width += growth;
        }
        List<ScoringCard> conditions = new ArrayList<>(landscape.conditions());
        return best(next, tally, conditions, height, width);
    }

    /** The best over the faces of the cards from {@code card} on. */
    private int best(int card, Tally tally, List<ScoringCard> conditions, int height, int width) {
        if (card == puzzle.cards().size()) {
            return value(new Reach(tally, terrainIndex, height, width), conditions);
        }
        // Every card after the first covers at least one cell that is already there.
        int overlap = card == 0 ? 0 : 1;
        int best = Integer.MIN_VALUE;
        List<CardFace> faces = puzzle.cards().get(card).faces();
        for (int f = 0; f < faces.size(); f++) {
            Tally face = faceTallies.get(card).get(f);
            tally.addAll(face, overlap);
            faces.get(f).condition().ifPresent(conditions::add);
            best = Math.max(best, best(card + 1, tally, conditions, height, width));
            faces.get(f).condition().ifPresent(condition -> conditions.remove(conditions.size() - 1));
            tally.removeAll(face, overlap);
        }
        return best;
    }

    /** The bound of one choice of conditions on its reach (RULES.md 3.7). */
    private int value(Reach reach, List<ScoringCard> own) {
        if (own.isEmpty()) {
            return 0; // no own condition: the shared one scores nothing
        }
        List<ScoringCard> scored = new ArrayList<>(own);
        scored.add(puzzle.sharedCondition());
        int[] points = new int[scored.size()];
        for (int i = 0; i < points.length; i++) {
            points[i] = leastOfOthers.contains(scored.get(i)) ? -1 : bounds.get(scored.get(i)).applyAsInt(reach);
        }
        int total = -puzzle.game().conditionCost() * own.size();
        for (int i = 0; i < points.length; i++) {
            total += points[i] >= 0 ? points[i] : leastOtherBound(points, i);
        }
        return total;
    }

    /**
     * Land of Plenty scores the least of the other conditions (here there is always the shared one), which is at
     * most the least of the others' bounds. Beside only other conditions of its kind nothing bounds it.
     */
    private static int leastOtherBound(int[] points, int self) {
        int least = UNBOUNDED;
        for (int i = 0; i < points.length; i++) {
            if (i != self && points[i] >= 0) {
                least = Math.min(least, points[i]);
            }
        }
        return least;
    }
}
