package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Puzzle;
import org.cartolab.model.PuzzleSeason;
import org.cartolab.model.Terrain;
import org.cartolab.rules.MapState;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.ScoreBound;
import org.cartolab.solve.Step;

/**
 * A position's reported bound by cases on the terrain each remaining explore step of several terrains draws. The
 * steps' joint bound ({@link JointSteps}) prices cells and targets once for all terrains a step may draw, so a step
 * that is worth most as forest to Treetower and as a village to Greengold Plains is credited near both at once
 * through prices that suit neither choice alone. Every play draws each step in one terrain, so it is a play of the
 * case where each split step's card offers that terrain only: the bound is the largest case's, and each case is
 * bounded as a puzzle of its own (the same puzzle with those cards' terrains cut to one), where the prices fit the
 * choice.
 * <p>
 * A case's puzzle keeps every move of its terrain: the same shapes fit (fitting does not depend on the terrain) and
 * a step whose shapes do not fit falls back to one cell as before, in any terrain after ruins or under the rule
 * option "any", else in the card's own terrains: that cell's terrain is the case of it. It costs a bound per case
 * (at most {@link #MOST_CASES}; the steps split are the first ones whose product stays within it), so it is meant
 * for the bound a stopped search reports, not every node. Terrains that no rule tells apart ({@link TerrainClasses})
 * share one case, drawn as the first of them: a play drawing another of them scores what the same play drawing the
 * first does.
 */
final class TerrainCases {

    /** The most cases split: the product of the split steps' terrain counts. */
    static final int MOST_CASES = 64;

    private final PuzzleSetup setup;
    /** Per step: its season's index in the puzzle and its card's index in that season's cards. */
    private final int[] seasonOf;
    private final int[] cardOf;
    /** Per step: the terrains it is split into, one for each class no rule tells apart ({@link TerrainClasses}). */
    private final List<List<Terrain>> casesOf = new ArrayList<>();
    /** Each case's bound, by its key (the split steps and their terrains), built once. */
    private final Map<String, ScoreBound> cases = new HashMap<>();

    TerrainCases(PuzzleSetup setup) {
        this.setup = setup;
        List<Step> steps = setup.steps();
        seasonOf = new int[steps.size()];
        cardOf = new int[steps.size()];
        int j = 0;
        List<PuzzleSeason> seasons = setup.puzzle().seasons();
        for (int s = 0; s < seasons.size(); s++) {
            List<PlayableCard> cards = seasons.get(s).cards();
            for (int c = 0; c < cards.size(); c++) {
                // The steps are the cards that draw, as PuzzleSetup lists them: ruins cards are not steps.
                if (cards.get(c) instanceof ExploreCard explore && explore.kind() == ExploreKind.RUINS) {
                    continue;
                }
                seasonOf[j] = s;
                cardOf[j] = c;
                j++;
            }
        }
        TerrainClasses classes = new TerrainClasses(setup);
        for (Step step : steps) {
            casesOf.add(step.isAmbush() ? List.of() : classes.representatives(step.explore().terrains()));
        }
    }

    /** How many cases a position before step {@code next} splits into (1: none). */
    int count(int next) {
        return split(next).stream().mapToInt(j -> casesOf.get(j).size()).reduce(1, (a, b) -> a * b);
    }

    /**
     * The steps split, from {@code next} on: the first ones of several cases whose product stays within bounds, and
     * every step of one case that offers more terrains (cut to the one that stands for them all).
     */
    private List<Integer> split(int next) {
        List<Integer> split = new ArrayList<>();
        int count = 1;
        for (int j = next; j < setup.steps().size(); j++) {
            int terrains = casesOf.get(j).size();
            boolean merged = terrains == 1 && setup.steps().get(j).explore().terrains().size() > 1;
            if (merged || terrains > 1 && count * terrains <= MOST_CASES) {
                split.add(j);
                count *= terrains;
            }
        }
        return split;
    }

    /**
     * The lower of {@code plain} (the position's reported bound) and the largest case's reported bound, each case
     * bounded by {@code boundOf} its puzzle (a bound that does not split again); {@code done} holds the cases'
     * reports worked out so far for this position, by their keys (a report cut short goes on from them).
     */
    int lower(int plain, MapState map, int next, Function<PuzzleSetup, ScoreBound> boundOf,
              Map<String, Integer> done) {
        List<Integer> split = split(next);
        int count = count(next);
        if (split.isEmpty()) {
            return plain;
        }
        // One case whose steps are cut to the terrain that stands for theirs still bounds every play (the same plays'
        // scores) and is tighter than the position's own report, as the cases of each terrain were before the merge
        // (lost-barony alone, sparse seed 19016: 10, where the plain report is 13).
        // Each case's search bound first, the cases then reported highest first: once a case's search bound is no
        // higher than the cases reported so far, neither it nor any later one can raise the split, and their reports
        // (case splits of their own, seconds with Lost Barony or lines) are not needed.
        List<Case> byUpper = new ArrayList<>();
        for (int c = 0; c < count; c++) {
            int[] choice = choice(split, c);
            StringBuilder key = new StringBuilder();
            for (int k = 0; k < split.size(); k++) {
                key.append(split.get(k)).append(':').append(choice[k]).append(' ');
            }
            String caseKey = key.toString();
            ScoreBound bound = cases.computeIfAbsent(caseKey, k -> boundOf.apply(caseSetup(split, choice)));
            byUpper.add(new Case(caseKey, bound, bound.upper(map, next)));
        }
        byUpper.sort(Comparator.comparingInt(Case::upper).reversed()); // stable: ties in the order of the cases
        int most = Integer.MIN_VALUE;
        for (Case c : byUpper) {
            if (c.upper() <= most) {
                break;
            }
            Integer reported = done.get(c.key());
            if (reported == null) {
                reported = c.bound().reported(map, next);
                done.put(c.key(), reported);
            }
            // Both bound the case: the lower holds (so the split is the same whatever order the cases come in).
            most = Math.max(most, Math.min(c.upper(), reported));
            if (most >= plain) {
                return plain;
            }
        }
        return most;
    }

    /**
     * The puzzle's cases from its start (one when no step splits): every play of the puzzle is a play of
     * one of them, or draws what one of them draws with a terrain no rule tells from it ({@link TerrainClasses}), and
     * every play of a case is a play of the puzzle.
     */
    List<PuzzleSetup> cases() {
        List<Integer> split = split(0);
        List<PuzzleSetup> all = new ArrayList<>();
        for (int c = 0; c < count(0); c++) {
            all.add(caseSetup(split, choice(split, c)));
        }
        return all;
    }

    /** Case number {@code c}'s terrain of each split step, by its index among the step's cases. */
    private int[] choice(List<Integer> split, int c) {
        int[] choice = new int[split.size()];
        int code = c;
        for (int k = 0; k < split.size(); k++) {
            int terrains = casesOf.get(split.get(k)).size();
            choice[k] = code % terrains;
            code /= terrains;
        }
        return choice;
    }

    /** A case by its key (the split steps and their terrains), its bound, and its search bound of the position. */
    private record Case(String key, ScoreBound bound, int upper) {
    }

    /** The puzzle with each split step's card offering only its case's terrain. */
    private PuzzleSetup caseSetup(List<Integer> split, int[] choice) {
        Puzzle puzzle = setup.puzzle();
        List<List<PlayableCard>> cards = new ArrayList<>();
        for (PuzzleSeason season : puzzle.seasons()) {
            cards.add(new ArrayList<>(season.cards()));
        }
        for (int k = 0; k < split.size(); k++) {
            int j = split.get(k);
            ExploreCard card = setup.steps().get(j).explore();
            Terrain terrain = casesOf.get(j).get(choice[k]);
            cards.get(seasonOf[j]).set(cardOf[j], new ExploreCard(card.id(), card.name(), card.time(), card.kind(),
                    List.of(terrain), card.shapes()));
        }
        List<PuzzleSeason> seasons = new ArrayList<>();
        for (int s = 0; s < puzzle.seasons().size(); s++) {
            PuzzleSeason season = puzzle.seasons().get(s);
            seasons.add(new PuzzleSeason(season.title(), cards.get(s), season.scoring()));
        }
        try {
            return PuzzleSetup.of(new Puzzle(puzzle.id(), puzzle.title(), puzzle.game(), puzzle.map(),
                    puzzle.start(), puzzle.coins(), seasons, puzzle.options()), setup.game());
        } catch (PuzzleException e) {
            throw new IllegalStateException("a terrain case of a playable puzzle is playable", e);
        }
    }
}
