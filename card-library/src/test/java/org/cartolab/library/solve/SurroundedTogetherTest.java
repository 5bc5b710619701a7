package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.ScoringCard;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;

/**
 * The cells a drawing puts into S that wait for their open neighbours ({@code SurroundTargets}: Treetower's forest,
 * Heart of the Forest's) count together only if the other steps can draw all their open neighbours outside the
 * drawing: the other steps' drawings are disjoint, so those neighbours together are at most the cells the other
 * steps draw. Checked against the exhaustive search along random lines of seeded small puzzles (sparse and dense
 * maps, ruins and ambushes), and on a hand-worked board.
 */
class SurroundedTogetherTest {

    private static final Game BASE = CardLibrary.load("cartographers").game("cartographers").orElseThrow();
    private static final Game HEROES = CardLibrary.load("cartographers-heroes").game("cartographers-heroes")
            .orElseThrow();

    /** Treetower, Heart of the Forest and The Cauldrons (the same expression, no cells drawn into S). */
    @Property(tries = 24)
    void boundOfSurroundedCellsHoldsAlongALine(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        ScoringCard card = switch ((int) (seed % 3)) {
            case 0 -> BASE.scoringCard("treetower").orElseThrow();
            case 1 -> HEROES.scoringCard("heart-of-the-forest").orElseThrow();
            default -> BASE.scoringCard("the-cauldrons").orElseThrow();
        };
        PuzzleSetup setup = switch ((int) (seed / 3 % 4)) {
            case 0 -> SmallPuzzles.sparse(seed, card);
            case 1 -> SmallPuzzles.dense(seed, card);
            case 2 -> SmallPuzzles.ruinsAndAmbush(seed, card.id().equals("heart-of-the-forest") ? "treetower"
                    : card.id());
            default -> SmallPuzzles.generate(seed, card);
        };
        BoundValidityTest.checkAlongARandomLine(seed, setup);
    }

    /**
     * Where the rule acts: a few steps on a small board, a forest drawing first, so that its cells wait on the few
     * cells the other steps draw (Treetower, or Heart of the Forest, whose neighbours must be forest).
     */
    @Property(tries = 60)
    void boundOfForestDrawnBesideFewCellsHoldsAlongALine(@ForAll @LongRange(min = 0, max = 1_000_000) long seed)
            throws Exception {
        Random random = new Random(seed);
        int rows = 3 + random.nextInt(2);
        int columns = 4 + random.nextInt(2);
        List<String> board = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < columns; c++) {
                int roll = random.nextInt(100);
                row.append(roll < 60 ? '.' : roll < 80 ? 'V' : roll < 90 ? 'F' : roll < 95 ? 'W' : 'M');
            }
            board.add(row.toString());
        }
        List<PlayableCard> cards = new ArrayList<>();
        cards.add(explore(FOREST_FIRST.get(random.nextInt(FOREST_FIRST.size()))));
        for (int k = 1 + random.nextInt(2); k > 0; k--) {
            cards.add(explore(LATER.get(random.nextInt(LATER.size()))));
        }
        ScoringCard card = random.nextBoolean() ? BASE.scoringCard("treetower").orElseThrow()
                : HEROES.scoringCard("heart-of-the-forest").orElseThrow();
        BoundValidityTest.checkAlongARandomLine(seed,
                PuzzleSetup.onBoard("surrounded-" + seed, BASE, board, 0, cards, List.of(card)));
    }

    private static final List<String> FOREST_FIRST = List.of("orchard", "forgotten-forest", "marshlands",
            "treetop-village");
    private static final List<String> LATER = List.of("rift-lands", "hamlet", "farmland", "forgotten-forest",
            "orchard", "fishing-village");

    private static PlayableCard explore(String id) {
        return BASE.explore().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    /**
     * Hand-worked: Treetower, Orchard (an L of four, forest or farm) then Rift Lands (one cell of any terrain) on
     * <pre>
     * VVVV     (row 0: village, filled)
     * ....     a0 a1 a2 a3
     * ...V     b0 b1 b2 V
     * </pre>
     * Five of the seven empty cells get drawn and a forest cell next to an empty one does not count: the best play
     * is 3 ({a1, a2, a3, b1} in forest, b2 drawn forest by the Rift Lands: a2, a3, b2). Orchard's L {a0, a1, a2, b2}
     * in forest leaves each of its cells one open neighbour (b0, b1, a3, b1), so cell by cell the Rift Lands' one
     * cell may draw any of them and the move was credited all four; together they need three cells where one is
     * drawn, so at most two count (a1 and b2, both waiting on b1: the best after the move, 2). The move's bound is
     * then at most those two and the Rift Lands' best cell (one forest cell counting): 3, where it said 5.
     */
    @Test
    void oneCellLeftSurroundsTheCellsOfOneNeighbour() throws Exception {
        PuzzleSetup setup = PuzzleSetup.onBoard("treetower-l", BASE, List.of("VVVV", "....", "...V"), 0,
                BASE.explore().stream().filter(c -> c.id().equals("orchard") || c.id().equals("rift-lands"))
                        .sorted((a, b) -> a.id().equals("orchard") ? -1 : 1)
                        .map(c -> (PlayableCard) c).toList(),
                List.of(BASE.scoringCard("treetower").orElseThrow()));
        assertThat(setup.steps().get(0).card().id()).isEqualTo("orchard");
        MapState start = setup.startMap();
        assertThat(Exhaustive.best(setup, start, 0)).isEqualTo(3);
        SquareGrid grid = start.grid();
        long[] ell = new long[grid.words()];
        for (int[] cell : new int[][] {{1, 0}, {1, 1}, {1, 2}, {2, 2}}) {
            Bits.set(ell, grid.index(cell[0], cell[1]));
        }
        Move move = setup.legal(start, setup.steps().get(0)).stream()
                .filter(m -> m.terrain() != null && m.terrain().id().equals("forest") && Arrays.equals(m.cells(), ell))
                .findFirst()
                .orElseThrow();
        MapState played = start.copy();
        setup.apply(played, setup.steps().get(0), move);
        assertThat(Exhaustive.best(setup, played, 1)).isEqualTo(2);
        assertThat(new BudgetBound(setup).anyMove(start, 0).upperAfter(move)).isBetween(2, 3);
        BoundValidityTest.checkAlongARandomLine(1, setup);
    }
}
