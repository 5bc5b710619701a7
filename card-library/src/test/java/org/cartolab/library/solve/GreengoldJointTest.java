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
 * Greengold Plains bounded by sizes together with another card over the village clusters ({@code TouchedTypesPieces}
 * in {@code ClusterSizesJoint}): a group of village pieces is one cluster, counted by Greengold Plains and by the
 * other card as its sizes allow, and with Great City a cluster Greengold Plains counts must touch a mountain when the
 * terrain types without one are too few. Checked against the exhaustive search.
 */
class GreengoldJointTest {

    private static final Game BASE = SmallPuzzles.CARTOGRAPHERS;
    /** Explore cards that draw village (alone or among others), then others. */
    private static final List<String> CARDS = List.of("hamlet", "fishing-village", "homestead", "treetop-village",
            "orchard", "marshlands", "farmland", "great-river", "forgotten-forest", "hinterland-stream");
    private static final List<String> PARTNERS = List.of("great-city", "wildholds", "shieldgate");
    private static final String DRAWN = "VVFPWX";

    /**
     * Every step of a random line through a seeded small map with one to three mountains, some village and other
     * terrain already drawn (clusters of now that touch a mountain or not, count or not), two or three cards (at
     * least one that draws village), scored by Greengold Plains and Great City, Wildholds or Shieldgate: the search's
     * bound, the reported bound and the bounds of single moves are never below the best reachable score.
     */
    @Property(tries = 60)
    void greengoldWithAnotherVillageCardIsNeverBoundedBelowTheBestReachableScore(
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) throws Exception {
        BoundValidityTest.checkAlongARandomLine(seed, puzzle(seed));
    }

    /**
     * Hand-worked: Hamlet (village only) the one card, Great City and Greengold Plains. The map's only terrain types
     * are a mountain, a forest and a farm, and Hamlet draws none, so a village cluster touches three types only
     * through the mountain, and then Great City does not count it. Hamlet's five cells over (1,1) touch all three:
     * Greengold 3; its five cells in rows 2-3 away from the mountain: Great City 5; the coin shape gives at most 3 + 1
     * or 3 + 1. The best is 5. One card at a time the piece counts for both, 5 + 3 and the coin, 9; together by sizes
     * the piece is one cluster, excluded or not: 5 (the coin comes with the coin shape's three cells only, which the
     * steps' choices try apart from the five: SizeChoicesTest; taken with the five cells it said 6).
     * <pre>
     * .M..
     * F.P.
     * ....
     * ....
     * </pre>
     */
    @Test
    void aClusterGreengoldCountsThroughTheMountainIsNotGreatCitys() throws Exception {
        PuzzleSetup setup = PuzzleSetup.onBoard("both", BASE, List.of(".M..", "F.P.", "....", "...."), 0,
                List.of(card("hamlet")), List.of(scoring("great-city"), scoring("greengold-plains")));
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(5);
        assertThat(new BudgetBound(setup).upper(setup.startMap(), 0)).isEqualTo(5);
        BoundValidityTest.checkAlongARandomLine(1, setup);
    }

    /**
     * Hand-worked: Fishing Village (village or water) and Hamlet (village), Wildholds and Greengold Plains, on the
     * 4x4 map of the previous test. With both drawing village the only types are the mountain, the forest and the
     * farm, and a cluster touches the mountain only through (1,1) or (0,2), which no line of four can cover: one
     * Greengold cluster at most. The best: Hamlet's coin shape (1,1), (2,1), (2,2) and the line along row 3, one
     * cluster of seven touching all three types: Wildholds 8, Greengold 3, the coin 1, 12. Bounded one card at a time
     * the two pieces are one cluster of nine for Wildholds and two clusters for Greengold: 8 + 2 * 3 + 1 = 15;
     * together by sizes the best grouping of the pieces (4 and 5) is one cluster, 8 + 3 (apart: 2 * 3), or with the
     * coin shape's three cells and its coin one cluster of seven, 8 + 3 + 1: 12.
     * <pre>
     * .M..
     * F.P.
     * ....
     * ....
     * </pre>
     */
    @Test
    void oneClusterOfSixIsOneGreengoldCluster() throws Exception {
        PuzzleSetup setup = PuzzleSetup.onBoard("both", BASE, List.of(".M..", "F.P.", "....", "...."), 0,
                List.of(card("fishing-village"), card("hamlet")),
                List.of(scoring("wildholds"), scoring("greengold-plains")));
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(12);
        assertThat(new BudgetBound(setup).upper(setup.startMap(), 0)).isEqualTo(12);
    }

    /**
     * Hand-worked: Rift Lands (one cell, of any of five terrains) the one card, Great City and Greengold Plains, a
     * village cluster of two not touching the mountain (Great City 2). A village cell at (1,1) touches the mountain,
     * the forest and the farm: Greengold 3, and Great City keeps its 2: 5, the best (the cell joining the cluster makes
     * 3; in another terrain no cluster comes to touch three types). The reported bound's case where Rift Lands draws
     * village has no type to draw, so a cluster Greengold counts must touch the mountain: the cell is tried excluded
     * from Great City (5) as well as not (3); trying only "not" would report 3.
     * <pre>
     * .M.V
     * F.PV
     * ....
     * </pre>
     */
    @Test
    void aGroupGreengoldCountsIsTriedExcludedFromGreatCity() throws Exception {
        PuzzleSetup setup = PuzzleSetup.onBoard("both", BASE, List.of(".M.V", "F.PV", "...."), 0,
                List.of(card("rift-lands")), List.of(scoring("great-city"), scoring("greengold-plains")));
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(5);
        assertThat(new BudgetBound(setup).reported(setup.startMap(), 0)).isEqualTo(5);
    }

    /**
     * Hand-worked: Greengold Plains alone, a mountain in the corner the only terrain on the map, Hamlet (village) and
     * Marshlands (forest or water) to come. Forest and water can both still be drawn, so three types are within reach
     * of the map as a whole; but the one step that draws neither village draws one of them: a village cluster touches
     * the mountain and one more type at most, and none counts. The best is the coins: Hamlet's coin shape and the
     * mountain surrounded, 2. Counting one cluster per village piece would say 3 more.
     * <pre>
     * M...
     * ....
     * ....
     * </pre>
     */
    @Test
    void aStepThatDrawsVillageDrawsNoOtherType() throws Exception {
        PuzzleSetup setup = PuzzleSetup.onBoard("alone", BASE, List.of("M...", "....", "...."), 0,
                List.of(card("hamlet"), card("marshlands")), List.of(scoring("greengold-plains")));
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(2);
        assertThat(new BudgetBound(setup).upper(setup.startMap(), 0)).isEqualTo(2);
        BoundValidityTest.checkAlongARandomLine(2, setup);
    }

    private static PuzzleSetup puzzle(long seed) throws Exception {
        Random random = new Random(seed);
        int rows = 4 + random.nextInt(2);
        int columns = 4 + random.nextInt(2);
        List<String> lines = SmallPuzzles.board(random, rows, columns, DRAWN, 1, 3);
        List<PlayableCard> cards = new ArrayList<>(List.of(card(CARDS.get(random.nextInt(4)))));
        int more = 1 + random.nextInt(2);
        for (int i = 0; i < more; i++) {
            cards.add(random.nextInt(cards.size() + 1), card(CARDS.get(random.nextInt(CARDS.size()))));
        }
        List<ScoringCard> scoring = List.of(scoring(PARTNERS.get(random.nextInt(PARTNERS.size()))),
                scoring("greengold-plains"));
        return PuzzleSetup.onBoard("greengold-" + seed, BASE, lines, 0, cards, scoring);
    }

    private static ScoringCard scoring(String id) {
        return BASE.scoringCard(id).orElseThrow();
    }

    private static PlayableCard card(String id) {
        return BASE.explore().stream().filter(card -> card.id().equals(id)).findFirst().orElseThrow();
    }
}
