package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Puzzle;
import org.cartolab.model.ScoringCard;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.ChocoPuzzleSolver;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.ScoreBound;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * The r-th largest cluster is bounded by the pieces the cards draw (PieceTerm). A drawing is not always one piece
 * of the set: a split shape draws separate cells, and in {@code water except ruins} a river over a ruins cell
 * falls apart. Both once let the bound fall below the best play, and the solver "proved" a wrong optimum.
 */
class RankedClusterPiecesTest {

    private static final String CARDS = """
            uses cartographers

            scoring second-forest "Second forest" solo 0
                score 5 * size(second largest cluster of forest)

            scoring second-water "Second water" solo 0
                score 5 * size(second largest cluster of water except ruins)

            // Water everywhere but six cells. Worked by hand: rift lands draws a non-forest cell at (1,2) (1-based
            // row 2, column 3), then forgotten forest's split coin shape puts forest on (1,1) and (2,2): two forest
            // clusters of one cell (5 points), one forest cell on the edge (Sentinel Wood 1), the shape's coin and
            // a surrounded mountain's (2) and the 5 coins of the mountains surrounded from the start: 13.
            puzzle split "Split shape" {
                game cartographers
                map A
                start {
                    "..WWWWWWWWW"
                    "W.WMWwWWWWW"
                    "WwWWWWWWMwW"
                    "WWWWWWWWWWW"
                    "WWWWWWWWW.W"
                    "WWWWWMWWW.W"
                    "WWWWWWWWW.W"
                    "WWWWWWWWWWW"
                    "WwMWWWWWWwW"
                    "WWWWWwWMWWW"
                    "WWWWWWWWWWW"
                }
                cards rift-lands, forgotten-forest, great-river
                scoring second-forest, sentinel-wood
            }

            puzzle river-over-ruins "A river over ruins" {
                game cartographers
                map A
                start {
                    "VVVVV.VVVVV"
                    "VVVMVRVVVVV"
                    "VvVVV.VVMvV"
                    "VVVVVVVVVVV"
                    "VVVVVVVVVVV"
                    "VVVVVMVVVVV"
                    "VVVVVVVVVVV"
                    "VVVVVVVVVVV"
                    "VvMVVVVVVvV"
                    "VVVVVvVMVV."
                    "VVVVVVVVVVV"
                }
                cards great-river, farmland
                scoring second-water
            }
            """;

    private static final Workspace WORKSPACE = load();

    private static Workspace load() {
        LoadResult result = CardLibrary.loader().load(List.of(new SourceFile("ranked.carto", CARDS)));
        assertThat(result.problems()).isEmpty();
        return result.workspace().orElseThrow();
    }

    private static PuzzleSetup setup(String id) throws PuzzleException {
        Puzzle puzzle = WORKSPACE.puzzle(id).orElseThrow();
        return PuzzleSetup.of(puzzle, WORKSPACE.game(puzzle.game()).orElseThrow());
    }

    @Test
    void aSplitShapeMakesTwoClustersAndTheSolverFindsThem() throws PuzzleException {
        PuzzleSetup setup = setup("split");
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(13);
        assertProvenOptimum(setup, 13);
        assertBoundHoldsEverywhere(setup, setup.startMap(), 0);
    }

    @Test
    void aDrawingThatFallsApartInTheSetIsBoundedCellByCell() throws PuzzleException {
        PuzzleSetup setup = setup("river-over-ruins");
        int best = Exhaustive.best(setup, setup.startMap(), 0);
        assertProvenOptimum(setup, best);
        assertBoundHoldsEverywhere(setup, setup.startMap(), 0);
    }

    /**
     * Random small puzzles scoring a ranked cluster of forest (split shapes) or of water except ruins. The cards
     * come from another workspace than the game's, with equal but distinct terrains: that once made the searches'
     * drawing scorer think a forest drawing could not change the card (it compared terrains by identity).
     */
    @Test
    void boundHoldsOnRandomPuzzlesWithRankedClustersOfOtherSets() {
        for (String id : List.of("second-forest", "second-water")) {
            ScoringCard card = WORKSPACE.scoringCard(id).orElseThrow();
            for (long seed = 6000; seed < 6030; seed++) {
                PuzzleSetup setup = SmallPuzzles.generate(seed, card);
                assertBoundHoldsEverywhere(setup, setup.startMap(), 0);
                assertProvenOptimum(setup, Exhaustive.best(setup, setup.startMap(), 0));
            }
        }
    }

    private static void assertProvenOptimum(PuzzleSetup setup, int optimum) {
        SolveResult choco = new ChocoPuzzleSolver(setup, new BudgetBound(setup)).solve(SearchControl.UNLIMITED,
                false);
        assertThat(choco.proven()).isTrue();
        assertThat(choco.score()).as("%s: Choco", setup.puzzle().id()).isEqualTo(optimum);
        SolveResult plain = new BranchAndBound(setup, new BudgetBound(setup)).solve(SearchControl.UNLIMITED);
        assertThat(plain.score()).as("%s: branch-and-bound", setup.puzzle().id()).isEqualTo(optimum);
    }

    /** At every position of the whole tree: the bound, and on the last step every move's bound. */
    private static void assertBoundHoldsEverywhere(PuzzleSetup setup, MapState map, int next) {
        BudgetBound bound = new BudgetBound(setup);
        assertThat(bound.upper(map, next)).as("%s before step %d", setup.puzzle().id(), next)
                .isGreaterThanOrEqualTo(Exhaustive.best(setup, map, next));
        if (next == setup.steps().size()) {
            return;
        }
        List<Move> legal = setup.legal(map, setup.steps().get(next));
        ScoreBound.MoveBound after = next == setup.steps().size() - 1 ? bound.lastMove(map, next) : null;
        for (Move move : legal) {
            MapState child = map.copy();
            setup.apply(child, setup.steps().get(next), move);
            if (after != null) {
                assertThat(after.upperAfter(move)).as("%s, last move %s", setup.puzzle().id(), move)
                        .isGreaterThanOrEqualTo(setup.score(child));
            } else {
                assertBoundHoldsEverywhere(setup, child, next + 1);
            }
        }
    }
}
