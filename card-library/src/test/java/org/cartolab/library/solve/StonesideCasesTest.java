package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.ScoringCard;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;

/**
 * Stoneside Forest bounded by the terrain the steps draw: the reported bound's cases on each step's terrain
 * ({@code TerrainCases}: forest or another), and, with one or two steps left that can draw forest, the most
 * mountains their drawings join ({@code LinkDrawings}). Checked against the exhaustive search.
 */
class StonesideCasesTest {

    private static final Game BASE = SmallPuzzles.CARTOGRAPHERS;
    /** Explore cards that may draw forest or another terrain, forest only, or no forest. */
    private static final List<String> CARDS = List.of("orchard", "marshlands", "treetop-village", "forgotten-forest",
            "fishing-village", "hamlet", "farmland", "great-river", "homestead", "hinterland-stream", "rift-lands");
    private static final String DRAWN = "FFFPWVX";

    /**
     * Every step of a random line through a seeded small map with two to four mountains, some forest and other
     * terrain already drawn, two or three cards (at least one that may draw forest), scored by Stoneside Forest
     * alone or with a random second card (so one or two forest steps, with forest next to the mountains or not):
     * the search's bound, the reported bound and the bounds of single moves are never below the best reachable
     * score.
     */
    @Property(tries = 80)
    void boundsByForestCasesAreNeverBelowTheBestReachableScore(@ForAll @LongRange(min = 0, max = 1_000_000) long seed)
            throws Exception {
        BoundValidityTest.checkAlongARandomLine(seed, puzzle(seed));
    }

    /**
     * Hand-worked: a 3x5 map with mountains at the top-left corner and two cells to its right, Orchard (an L of four
     * cells, forest or farm) the only card, Stoneside Forest the only scoring card. Forest on the cell between the
     * mountains joins both: 6, and no drawing can do more (there are two mountains). Cell by cell, the open
     * neighbours of each mountain are worth 3 in forest: the L through the cell between them (3 + 3) and the one
     * below the right mountain (3) says 9; one drawing joining at most both says 6.
     */
    @Test
    void oneForestStepJoinsAtMostWhatOneOfItsDrawingsJoins() throws Exception {
        PuzzleSetup setup = PuzzleSetup.onBoard("stoneside", BASE, List.of("M.M..", ".....", "....."), 0,
                List.of(card("orchard")), List.of(BASE.scoringCard("stoneside-forest").orElseThrow()));
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(6);
        assertThat(new BudgetBound(setup).upper(setup.startMap(), 0)).isEqualTo(6);
    }

    private static PuzzleSetup puzzle(long seed) throws Exception {
        Random random = new Random(seed);
        int rows = 4 + random.nextInt(2);
        int columns = 4 + random.nextInt(3);
        List<String> lines = SmallPuzzles.board(random, rows, columns, DRAWN, 2, 3);
        List<PlayableCard> cards = new ArrayList<>(List.of(card(CARDS.get(random.nextInt(4)))));
        int more = 1 + random.nextInt(2);
        for (int i = 0; i < more; i++) {
            cards.add(random.nextInt(cards.size() + 1), card(CARDS.get(random.nextInt(CARDS.size()))));
        }
        List<ScoringCard> scoring = new ArrayList<>(List.of(BASE.scoringCard("stoneside-forest").orElseThrow()));
        if (random.nextInt(4) > 0) {
            List<ScoringCard> others = BASE.decks().stream().flatMap(deck -> deck.cards().stream())
                    .filter(card -> !card.id().equals("stoneside-forest")).toList();
            scoring.add(others.get(random.nextInt(others.size())));
        }
        return PuzzleSetup.onBoard("stoneside-" + seed, BASE, lines, 0, cards, scoring);
    }

    private static PlayableCard card(String id) {
        return BASE.explore().stream().filter(card -> card.id().equals(id)).findFirst().orElseThrow();
    }
}
