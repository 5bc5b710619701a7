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
 * The steps' choices ({@code PieceChoices}) try a step's drawing in a terrain at each of its sizes worth more than
 * every larger one, not at its best value and its most cells at once: a coin shape's coin comes with its own (few)
 * cells. Checked against the exhaustive search on seeded small maps where coin shapes meet piece terms.
 */
class SizeChoicesTest {

    private static final Game BASE = SmallPuzzles.CARTOGRAPHERS;
    /** Explore cards with a coin shape smaller than their other shape (Great River's is one line, kept as a foil). */
    private static final List<String> COIN_CARDS = List.of("hamlet", "farmland", "forgotten-forest", "great-river");
    private static final List<String> OTHER_CARDS = List.of("fishing-village", "orchard", "marshlands",
            "treetop-village", "homestead", "hinterland-stream", "rift-lands");
    /** Cards bounded by the pieces drawn: sizes of village clusters, counts of farm and water clusters. */
    private static final List<String> PIECE_CARDS = List.of("great-city", "shieldgate", "wildholds",
            "greengold-plains", "shoreside-expanse");
    private static final List<String> ANY_CARDS = List.of("treetower", "canal-lake", "sentinel-wood",
            "stoneside-forest", "mages-valley", "borderlands", "the-cauldrons", "great-city", "shieldgate");

    /**
     * Every step of a random line through a seeded small map (some terrain drawn, one or two mountains), two or
     * three cards of which one or two have a coin shape, scored by a piece card alone or with a second card: the
     * search's bound, the reported bound and the bounds of single moves are never below the best reachable score.
     */
    @Property(tries = 80)
    void coinShapesWithPieceTermsAreNeverBoundedBelowTheBestReachableScore(
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) throws Exception {
        BoundValidityTest.checkAlongARandomLine(seed, puzzle(seed));
    }

    /**
     * Hand-worked: Fishing Village (four in a line, village or water) and Hamlet (three cells with a coin, or five),
     * Shieldgate (two stars per cell of the second largest village cluster) on an empty 4x5 map. The line in row 0 and
     * Hamlet's five cells in rows 2-3 are two clusters, 4 and 5: 2 * 4 = 8; with the coin shape instead, 4 and 3:
     * 2 * 3 + 1 = 7; joined, one cluster and no second: 0 or the coin. The best is 8. Taking Hamlet's coin with its
     * five cells said 9.
     * <pre>
     * .....
     * .....
     * .....
     * .....
     * </pre>
     */
    @Test
    void theCoinComesWithTheCoinShapesCellsOnly() throws Exception {
        PuzzleSetup setup = PuzzleSetup.onBoard("shieldgate", BASE, List.of(".....", ".....", ".....", "....."), 0,
                List.of(card("fishing-village"), card("hamlet")), List.of(scoring("shieldgate")));
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(8);
        assertThat(new BudgetBound(setup).upper(setup.startMap(), 0)).isEqualTo(8);
        BoundValidityTest.checkAlongARandomLine(3, setup);
    }

    private static PuzzleSetup puzzle(long seed) throws Exception {
        Random random = new Random(seed);
        int rows = 4 + random.nextInt(2);
        int columns = 4 + random.nextInt(2);
        List<String> lines = SmallPuzzles.board(random, rows, columns, "VVFPWX", 1, 2);
        List<PlayableCard> cards = new ArrayList<>(List.of(card(COIN_CARDS.get(random.nextInt(COIN_CARDS.size())))));
        int more = 1 + random.nextInt(2);
        for (int i = 0; i < more; i++) {
            List<String> from = random.nextBoolean() ? COIN_CARDS : OTHER_CARDS;
            cards.add(random.nextInt(cards.size() + 1), card(from.get(random.nextInt(from.size()))));
        }
        List<ScoringCard> scoring = new ArrayList<>(List.of(scoring(PIECE_CARDS.get(random.nextInt(PIECE_CARDS.size())))));
        if (random.nextBoolean()) {
            String other = ANY_CARDS.get(random.nextInt(ANY_CARDS.size()));
            if (!other.equals(scoring.get(0).id())) {
                scoring.add(scoring(other));
            }
        }
        return PuzzleSetup.onBoard("sizes-" + seed, BASE, lines, 0, cards, scoring);
    }

    private static ScoringCard scoring(String id) {
        return BASE.scoringCard(id).orElseThrow();
    }

    private static PlayableCard card(String id) {
        return BASE.explore().stream().filter(card -> card.id().equals(id)).findFirst().orElseThrow();
    }
}
