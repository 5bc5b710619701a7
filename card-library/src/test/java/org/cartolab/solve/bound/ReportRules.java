package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.cartolab.model.ScoreTerm;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonTerm;
import org.cartolab.model.Terrain;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;

/**
 * For the tests in other packages: rules of the reported bound on their own, {@link TermGroupsSum} and
 * {@link TerrainClasses}.
 */
public final class ReportRules {

    private ReportRules() {
    }

    /**
     * {@link TermGroupsSum}'s bound of the rise of a puzzle of one season from its start (the report's: no play-out
     * of few plays, no line cases), or NaN where it does not bound (fewer than two parts); recorded as the report
     * asks for it, with the report's own season.
     */
    public static double termGroupsSumAtStart(PuzzleSetup setup) {
        double[] found = {Double.NaN};
        TermGroupsSum sum = new TermGroupsSum();
        RiseBound recorder = (plain, season) -> {
            double parts = sum.lower(Double.MAX_VALUE, season);
            found[0] = parts == Double.MAX_VALUE ? Double.NaN : parts;
            return plain;
        };
        new BudgetBound(setup, new ReportEffort(0, 0), List.of(recorder)).reported(setup.startMap(), 0);
        return found[0];
    }

    /**
     * {@link TermGroupsSum}'s bound given {@code plain} and the parts' rises as a season bounds them: by the
     * puzzle's first scoring card, its second, the game's season terms, the first card with them, the second card
     * with them ({@code rises}, in that order; the puzzle needs two scoring cards), at the puzzle's start.
     */
    public static double termGroupsSumOf(PuzzleSetup setup, double plain, double... rises) {
        List<List<TermBound>> cards = new ArrayList<>();
        TermBounds planner = new TermBounds(setup.engine().mapRules().mountain(),
                setup.engine().mapRules().edgeSurroundsMountains());
        for (ScoringCard card : setup.puzzle().seasons().get(0).scoring()) {
            List<TermBound> terms = new ArrayList<>();
            for (ScoreTerm term : card.terms()) {
                terms.addAll(planner.plan(term.expression()));
            }
            cards.add(terms);
        }
        List<TermBound> game = new ArrayList<>();
        for (SeasonTerm term : setup.game().seasonTerms()) {
            game.addAll(planner.plan(term.term().expression()));
        }
        Map<List<TermBound>, Double> rise = Map.of(cards.get(0), rises[0], cards.get(1), rises[1], game, rises[2],
                joined(cards.get(0), game), rises[3], joined(cards.get(1), game), rises[4]);
        StepFacts facts = StepFacts.of(setup);
        Position position = new SeasonPositions(new PuzzleFacts(facts, null, null)).of(setup.start(),
                setup.startMap().coins(), 0, setup.steps().size(), false, false, setup.start().empty());
        return new TermGroupsSum().lower(plain, new ScriptedSeason(position, cards, game, rise));
    }

    private static List<TermBound> joined(List<TermBound> card, List<TermBound> game) {
        List<TermBound> joined = new ArrayList<>(card);
        joined.addAll(game);
        return joined;
    }

    /** Whether some rule of {@code setup} reads {@code terrain} ({@link TerrainClasses#read}). */
    public static boolean read(PuzzleSetup setup, Terrain terrain) {
        return new TerrainClasses(setup).read(terrain);
    }

    /** The terrains of {@code offered} that need a case each ({@link TerrainClasses#representatives}). */
    public static List<Terrain> representatives(PuzzleSetup setup, List<Terrain> offered) {
        return new TerrainClasses(setup).representatives(offered);
    }

    /** A season whose parts rise as scripted: only what {@link TermGroupsSum} asks of a season. */
    private record ScriptedSeason(Position position, List<List<TermBound>> cardTerms, List<TermBound> gameTerms,
                                  Map<List<TermBound>, Double> rises) implements RiseBound.Season {

        @Override
        public double rise(List<TermBound> terms, long[] reachable, RiseBound.MoveFilter filter) {
            return rises.get(terms);
        }

        @Override
        public List<TermBound> terms() {
            throw new UnsupportedOperationException();
        }

        @Override
        public int next() {
            throw new UnsupportedOperationException();
        }

        @Override
        public int end() {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<Move> moves(int step) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean drawsSingleCell(int step) {
            throw new UnsupportedOperationException();
        }

        @Override
        public DecidedSquares.Season decidedSquares() {
            throw new UnsupportedOperationException();
        }

        @Override
        public RiseBound.Season quick() {
            throw new UnsupportedOperationException();
        }

        @Override
        public double mostDrawingAll(long[] missing, int[] caps, int slack) {
            throw new UnsupportedOperationException();
        }

        @Override
        public double mostDrawingAllAbove(long[] missing, int[] caps, int slack, List<TermBound> terms,
                                          double floor, DrawnCellsPlays.Budget budget) {
            throw new UnsupportedOperationException();
        }
    }
}
