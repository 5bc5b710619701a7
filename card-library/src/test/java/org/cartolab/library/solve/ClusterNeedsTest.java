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
import org.cartolab.solve.bound.ReportEffort;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;

/**
 * Greengold Plains' village clusters of now that touch too few terrain types, priced in the steps' joint bound by
 * the neighbours they still need ({@code ClusterNeeds}): a cluster left unjoined counts only if the steps draw one
 * of its empty neighbours per type it lacks, so those cells are not also free for Treetower's forest or the
 * mountains' coins. Checked against the exhaustive search on small seeded maps rich in village clusters.
 */
class ClusterNeedsTest {

    private static final Game BASE = SmallPuzzles.CARTOGRAPHERS;
    private static final List<String> CARDS = List.of("rift-lands", "orchard", "hamlet", "homestead",
            "forgotten-forest", "hinterland-stream", "fishing-village", "marshlands", "farmland", "great-river",
            "treetop-village");
    private static final List<String> PARTNERS = List.of("treetower", "sentinel-wood", "greenbough");

    /**
     * Every step of a random line through a seeded 4-5 x 4-5 map with village clusters (most touching one or two
     * types), three cards, scored by Greengold Plains and a forest card: the search's bound, the report and the
     * bounds of single moves are never below the best reachable score.
     */
    @Property(tries = 10)
    void clustersThatNeedNeighboursAreNeverBoundedBelowTheBestReachableScore(
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) throws Exception {
        BoundValidityTest.checkAlongARandomLine(seed, puzzle(new Random(seed), 3));
    }

    /**
     * The report without play-outs (where the joint bound decides with two or more steps left; with the play-outs a
     * report of so few steps is exact), with three cards: never below the exhaustive best along the line.
     */
    @Property(tries = 30)
    void theBareReportWithClustersThatNeedNeighboursIsNeverBelowTheBest(
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) throws Exception {
        Random random = new Random(seed);
        PuzzleSetup setup = puzzle(random, 3);
        BoundValidityTest.checkBareReportAlongARandomLine(seed, setup, random);
    }

    /**
     * Hand-worked: Greengold Plains alone, Orchard (forest or farm) then Marshlands (forest or water). Orchard's L fits
     * only on (0,0), (1,0), (2,0), (2,1); Marshlands' shape fits nowhere, so it draws one cell of forest or water.
     * The cluster (1,2)-(1,3) touches farm only; it needs two more types on two of its open neighbours (0,2), (1,1),
     * (2,3), and Orchard's one move draws none of them: Marshlands' one cell is all they get, so it never counts. The
     * village (3,0) touches farm and at most Orchard's terrain at (2,0): two types. The mountain is surrounded by
     * Marshlands' cell on (3,3): the best is that coin, 1. Credited whole as a cluster that may come to count (three
     * open neighbours, two steps left) the report without play-outs said 4; priced by its need, the cluster adds
     * {@code max(0, 3 - 2 mu)} and Marshlands' cell earns {@code mu} on one of its neighbours against the coin's 1:
     * at {@code mu = 1.5}, 1.5 in all, so 1.
     * <pre>
     * .W.P
     * ..VV
     * ..P.
     * VPM.
     * </pre>
     */
    @Test
    void aClusterTheStepsCannotGiveTwoNeighboursIsNotCredited() throws Exception {
        PuzzleSetup setup = PuzzleSetup.onBoard("needs", BASE, List.of(".W.P", "..VV", "..P.", "VPM."), 0,
                List.of(card("orchard"), card("marshlands")), List.of(scoring("greengold-plains")));
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(1);
        assertThat(new BudgetBound(setup, new ReportEffort(0, 0)).reported(setup.startMap(), 0)).isEqualTo(1);
        BoundValidityTest.checkAlongARandomLine(3, setup);
    }

    static PuzzleSetup puzzle(Random random, int steps) throws Exception {
        List<String> lines = SmallPuzzles.board(random, 4, 4 + random.nextInt(2), "VVVWPF", 1, 2);
        List<PlayableCard> cards = new ArrayList<>();
        for (int i = 0; i < steps; i++) {
            cards.add(card(CARDS.get(random.nextInt(CARDS.size()))));
        }
        List<ScoringCard> scoring = List.of(scoring(PARTNERS.get(random.nextInt(PARTNERS.size()))),
                scoring("greengold-plains"));
        return PuzzleSetup.onBoard("needs", BASE, lines, 0, cards, scoring);
    }

    private static ScoringCard scoring(String id) {
        return BASE.scoringCard(id).orElseThrow();
    }

    private static PlayableCard card(String id) {
        return BASE.explore().stream().filter(card -> card.id().equals(id)).findFirst().orElseThrow();
    }
}
