package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.model.PuzzleSeason;
import org.cartolab.model.ScoreTerm;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonTerm;
import org.cartolab.rules.MapState;
import org.cartolab.solve.PuzzleSetup;

/**
 * For the tests in other packages: the quick bound the budget bound's per-step rows put on a drawing before valuing
 * its drawing terms ({@link Position#drawingBound(StepPlacements, int, int, int)}) against their value, for every
 * drawing the remaining steps can make on a map.
 */
public final class QuickBounds {

    /** How many drawings {@link #worstShortfall} compared, and how many of them a term credited whole. */
    public record Shortfall(double worst, int compared, int whole) {
    }

    private QuickBounds() {
    }

    /**
     * The most a drawing's value exceeds its quick bound (below 0: none does), over every placement each step from
     * {@code next} on has on the start that still fits on {@code map}, in each of its terrains.
     */
    public static Shortfall worstShortfall(PuzzleSetup setup, MapState map, int next) {
        Position position = lastSeasonPosition(setup, map, next);
        double worst = Double.NEGATIVE_INFINITY;
        int compared = 0;
        int whole = 0;
        for (int j = next; j < setup.seasonEnd(setup.puzzle().seasons().size() - 1); j++) {
            StepPlacements placements = StepPlacements.of(setup.start().grid(),
                    setup.legal(setup.startMap(), setup.steps().get(j)), setup.start().terrains());
            boolean credited = position.creditsWhole();
            for (int p = 0; p < placements.size(); p++) {
                if (!placements.fits(p, map.filled())) {
                    continue;
                }
                for (int t : placements.terrains(p)) {
                    double value = position.drawingValue(placements.cells(p), t, j);
                    worst = Math.max(worst, value - position.drawingBound(placements, p, t, j));
                    compared++;
                    whole += credited ? 1 : 0;
                }
            }
        }
        return new Shortfall(worst, compared, whole);
    }

    /**
     * The position whose steps from {@code next} on the per-step rows of {@link BudgetBound#upper} value in the last
     * season, its terms attributed, as the bound poses it.
     */
    private static Position lastSeasonPosition(PuzzleSetup setup, MapState map, int next) {
        StepFacts facts = StepFacts.of(setup);
        StepSupply supply = new StepSupply(setup);
        SeasonPositions positions = new SeasonPositions(new PuzzleFacts(facts, supply.lineReach(),
                supply.stepDrawings()));
        int last = setup.puzzle().seasons().size() - 1;
        Position position = positions.of(map.board(), map.coins(), next, setup.seasonEnd(last), false, false,
                map.board().empty());
        SeasonPositions.attribute(lastSeasonTerms(setup), position, new Work());
        return position;
    }

    /** The bounds of the last season's scoring cards' and the game's season terms. */
    private static List<TermBound> lastSeasonTerms(PuzzleSetup setup) {
        TermBounds planner = new TermBounds(setup.engine().mapRules().mountain(),
                setup.engine().mapRules().edgeSurroundsMountains());
        List<TermBound> terms = new ArrayList<>();
        List<PuzzleSeason> seasons = setup.puzzle().seasons();
        for (ScoringCard card : seasons.get(seasons.size() - 1).scoring()) {
            for (ScoreTerm term : card.terms()) {
                terms.addAll(planner.plan(term.expression()));
            }
        }
        for (SeasonTerm term : setup.game().seasonTerms()) {
            terms.addAll(planner.plan(term.term().expression()));
        }
        return terms;
    }
}
