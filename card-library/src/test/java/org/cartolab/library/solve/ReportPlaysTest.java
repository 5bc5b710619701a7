package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;

import org.cartolab.model.Game;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.ScoreBound;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Solution;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;

/**
 * The plays a report's case splits list by the rules ({@code DrawnCellsPlays}) are plays of the puzzle, and a search
 * takes one as its best ({@code ScoreBound.Report.play}): checked against the rules engine and the exhaustive search
 * on small seeded Borderlands puzzles, where the line split lists its sets' plays.
 */
class ReportPlaysTest {

    private static final Game BASE = SmallPuzzles.CARTOGRAPHERS;
    private static final SearchControl STOP_AT_ONCE = new SearchControl(null, () -> true,
            SearchControl.SearchListener.SILENT);

    /**
     * A search stopped at its first check (1,024 nodes), its root's report worked out then or at the stop, and no
     * other bound (so its own plays are those of a blind depth-first order, and a better one can only come from the
     * report): the play it reports passes the rules engine, is no better than the exhaustive best, and is called
     * proven only if it is the best; its bound holds.
     */
    @Property(tries = 30)
    void aStoppedSearchReportsOnlyRealPlaysAndProvesOnlyTheBest(
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        PuzzleSetup setup = seed % 3 == 0 ? SmallPuzzles.ruinsAndAmbush(seed, "borderlands")
                : SmallPuzzles.generate(seed, "borderlands");
        check(setup, seed);
    }

    /**
     * The same on fixed seeds, where some stopped searches end proven: only a report's play can meet the report
     * there, the search's own bound pruning nothing.
     */
    @Test
    void someStoppedSearchesEndProvenByTheirReportsPlay() {
        int proven = 0;
        for (long seed = 17100; seed < 17130; seed++) {
            proven += check(SmallPuzzles.generate(seed, "borderlands"), seed) ? 1 : 0;
        }
        // why: not a value of the listing's, a check that the search takes a report's play on these seeds
        assertThat(proven).as("stopped searches proven").isGreaterThanOrEqualTo(1);
    }

    /** The stopped search's checks; whether it ended proven though stopped. */
    private static boolean check(PuzzleSetup setup, long seed) {
        int best = Exhaustive.best(setup, setup.startMap(), 0);
        SolveResult result = new BranchAndBound(setup, blind(new BudgetBound(setup)), 0).solve(STOP_AT_ONCE);
        Solution play = result.best().orElseThrow();
        assertThat(Verifier.verify(setup, play)).as("seed %d", seed).isEqualTo(play.score());
        assertThat(play.score()).as("seed %d", seed).isLessThanOrEqualTo(best);
        assertThat(result.bound()).as("seed %d", seed).isGreaterThanOrEqualTo(best);
        if (result.proven()) {
            assertThat(play.score()).as("seed %d, proven", seed).isEqualTo(best);
        }
        return result.proven() && result.nodes() >= 1024;
    }

    /** No pruning (every position may win), the reports of {@code reports}. */
    private static ScoreBound blind(BudgetBound reports) {
        return new BlindBound() {
            @Override
            public int reported(MapState map, int next) {
                return reports.reported(map, next);
            }

            @Override
            public Report report(MapState map, int next) {
                return reports.report(map, next);
            }

            @Override
            public long work() {
                return reports.work();
            }
        };
    }

    /**
     * The root report's play, replayed move by move by the rules (each a legal move of its step, a pass only where
     * the step has none): a whole play, no better than the exhaustive best. On these puzzles the line split lists
     * some set's plays, and on some the play it keeps is the best there is (the report is then met by a real play).
     */
    @Test
    void aReportsPlayIsALegalPlayAndSometimesTheBest() {
        int found = 0;
        int optimal = 0;
        for (long seed = 17100; seed < 17130; seed++) {
            PuzzleSetup setup = SmallPuzzles.generate(seed, "borderlands");
            int best = Exhaustive.best(setup, setup.startMap(), 0);
            ScoreBound.Report report = new BudgetBound(setup).report(setup.startMap(), 0);
            int reported = report.within(Long.MAX_VALUE).orElseThrow();
            Optional<List<Move>> play = report.play();
            if (play.isEmpty()) {
                continue;
            }
            found++;
            int score = replay(setup, play.get(), seed);
            assertThat(score).as("seed %d", seed).isLessThanOrEqualTo(best).isLessThanOrEqualTo(reported);
            optimal += score == best ? 1 : 0;
        }
        // why: not values of the listing's, a check that the rule is reached at all on these seeds
        assertThat(found).as("reports with a play").isGreaterThanOrEqualTo(5);
        assertThat(optimal).as("reports whose play is the best").isGreaterThanOrEqualTo(1);
    }

    /** Plays {@code play} from the start by the rules, each move checked legal; its final score. */
    private static int replay(PuzzleSetup setup, List<Move> play, long seed) {
        assertThat(play).as("seed %d: a move per step", seed).hasSize(setup.steps().size());
        MapState map = setup.startMap();
        for (int j = 0; j < play.size(); j++) {
            Move wanted = play.get(j);
            List<Move> legal = setup.legal(map, setup.steps().get(j));
            if (wanted == null) {
                assertThat(legal).as("seed %d: step %d passes only with no move", seed, j).isEmpty();
                continue;
            }
            Move move = legal.stream().filter(m -> m.terrain().equals(wanted.terrain()) && m.coin() == wanted.coin()
                    && java.util.Arrays.equals(m.cells(), wanted.cells())).findFirst().orElse(null);
            assertThat(move).as("seed %d: step %d's move %s is legal", seed, j, wanted.describe()).isNotNull();
            setup.apply(map, setup.steps().get(j), move);
        }
        return setup.score(map);
    }
}
