package org.cartolab.solve.bound;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.Moves;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Step;
import org.junit.jupiter.api.Test;

/**
 * The budget bound finds a step's moves on a later map among its moves on the start ({@link StepPlacements}) and
 * the search asks whether a step has a move before listing them ({@link PuzzleSetup#hasMove}): both against the
 * rules' own listing ({@link Moves}), along random lines of play through small maps that fill up (so that shapes
 * stop fitting and single cells take over).
 */
class StepPlacementsTest {

    private static final Game BASE = CardLibrary.load("cartographers").game("cartographers").orElseThrow();

    @Test
    void theStartsMovesThatStillFitAreTheMovesOfTheMap() throws Exception {
        Random random = new Random(53);
        List<PlayableCard> explore = BASE.explore().stream().filter(card -> card.kind() != ExploreKind.RUINS)
                .map(card -> (PlayableCard) card).toList();
        int compared = 0;
        int singles = 0;
        for (int round = 0; round < 40; round++) {
            List<PlayableCard> cards = new ArrayList<>();
            for (int k = 0; k < 6; k++) {
                cards.add(explore.get(random.nextInt(explore.size())));
            }
            PuzzleSetup setup = PuzzleSetup.onBoard("fill", BASE, randomRows(random), 0, cards,
                    List.of(BASE.scoringCard("borderlands").orElseThrow()));
            List<Step> steps = setup.steps();
            List<StepPlacements> placements = new ArrayList<>();
            for (Step step : steps) {
                placements.add(StepPlacements.of(setup.start().grid(), listed(setup, setup.startMap(), step),
                        setup.start().terrains()));
            }
            MapState map = setup.startMap().copy();
            for (int d = 0; d < steps.size(); d++) {
                for (int j = d; j < steps.size(); j++) {
                    List<Move> fitting = placements.get(j).fitting(map.filled());
                    List<Move> listed = listed(setup, map, steps.get(j));
                    if (fitting.isEmpty()) {
                        singles += listed.isEmpty() || listed.get(0).shape() == Move.SINGLE_CELL ? 1 : 0;
                        assertThat(listed).as("round %d: no shape fits", round)
                                .allMatch(move -> move.shape() == Move.SINGLE_CELL);
                    } else {
                        compared++;
                        assertThat(text(fitting)).as("round %d, step %d on the map before step %d", round, j, d)
                                .isEqualTo(text(listed));
                    }
                }
                List<Move> legal = setup.legal(map, steps.get(d));
                assertThat(setup.hasMove(map, steps.get(d))).as("round %d, step %d", round, d)
                        .isEqualTo(!legal.isEmpty());
                if (legal.isEmpty()) {
                    break;
                }
                setup.apply(map, steps.get(d), legal.get(random.nextInt(legal.size())));
            }
        }
        assertThat(compared).isGreaterThan(200);
        assertThat(singles).as("maps where no shape fits").isGreaterThan(5);
    }

    /** A 4x4 to 5x6 map, each cell empty with probability 3/4, else forest or water. */
    private static List<String> randomRows(Random random) {
        int height = 4 + random.nextInt(2);
        int width = 4 + random.nextInt(3);
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < height; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < width; c++) {
                row.append(random.nextInt(4) > 0 ? '.' : random.nextBoolean() ? 'F' : 'W');
            }
            rows.add(row.toString());
        }
        return rows;
    }

    /** The step's moves as the budget bound asks the rules for them (ruins aside). */
    private static List<Move> listed(PuzzleSetup setup, MapState map, Step step) {
        return Moves.explore(map, step.explore(), false, setup.engine().options(), setup.engine().anyTerrains());
    }

    private static List<String> text(List<Move> moves) {
        return moves.stream().map(move -> move.shape() + " " + Arrays.toString(move.cells()) + " "
                + move.terrain().id() + " " + move.coin()).toList();
    }
}
