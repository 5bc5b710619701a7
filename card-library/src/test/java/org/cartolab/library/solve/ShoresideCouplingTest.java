package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.CardLibrary;
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
 * Shoreside Expanse with Canal Lake: a farm (water) cluster that counts for Shoreside Expanse touches no water
 * (farm), so none of its cells earns Canal Lake's star for touching it; the bound takes that credit off each new
 * counted cluster's piece ({@code ClusterCountBound}). Checked against the exhaustive search.
 */
class ShoresideCouplingTest {

    private static final Game BASE = SmallPuzzles.CARTOGRAPHERS;
    /** Explore cards that draw farm or water (or either), and two that draw neither. */
    private static final List<String> CARDS = List.of("orchard", "marshlands", "fishing-village", "farmland",
            "great-river", "homestead", "hinterland-stream", "rift-lands", "hamlet", "forgotten-forest");
    private static final String DRAWN = "PPWWFVX";
    /** A card whose farm cells count for touching village, which Shoreside Expanse's farm clusters may well do. */
    private static final String VARIANTS = """
            uses cartographers

            scoring farm-by-villages "Farm by villages" solo 0
                score 1 per cell p of farm where p touches village

            scoring wide-farms "Wide farms" solo 0
                score 4 * size(largest cluster of farm)

            scoring water-by-farms "Water by farms" solo 0
                score 3 per cell p of water where p touches farm
            """;

    /**
     * Every step of a random line through a seeded small map (some farm, water and other terrain drawn, a mountain
     * or two), two or three cards that mostly draw farm or water, scored by Shoreside Expanse with Canal Lake (or,
     * one time in four, with a random other card): the search's bound, the reported bound and the bounds of single
     * moves are never below the best reachable score.
     */
    @Property(tries = 80)
    void boundsOfIsolatedClustersWithCellsTouchingAreNeverBelowTheBestReachableScore(
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) throws Exception {
        BoundValidityTest.checkAlongARandomLine(seed, puzzle(seed, null));
    }

    /**
     * The same with a card whose farm cells count for touching village: a counted farm cluster touches no water
     * and no edge, but may touch village, so those credits stay (a farm cluster next to a village cell earns both).
     */
    @Property(tries = 40)
    void creditsForTouchingWhatTheClusterMayTouchStay(@ForAll @LongRange(min = 0, max = 1_000_000) long seed)
            throws Exception {
        Workspace variants = variants();
        BoundValidityTest.checkAlongARandomLine(seed,
                puzzle(seed, variants.scoringCard("farm-by-villages").orElseThrow()));
    }

    /**
     * Hand-worked: an empty 5x5 map, Orchard (an L of four cells, forest or farm) then Fishing Village (a line of
     * four, village or water). Canal Lake scores at most the eight cells, and only farm and water that touch;
     * Shoreside Expanse's clusters touch neither each other nor the edge, so the L and the line both count only on
     * the 3x3 inside, where a line of four does not fit: 3 for the L alone. So at most 8. One card at a time, each
     * cell says 1 for Canal Lake and each piece 3 for Shoreside Expanse: 8 + 6 = 14; each piece has four cells, each
     * credited 1 for touching what its cluster must not touch, so the pieces add nothing: 8.
     */
    @Test
    void aCountedClusterEarnsNoCanalLakeStars() throws Exception {
        PuzzleSetup setup = PuzzleSetup.onBoard("shoreside", BASE,
                List.of(".....", ".....", ".....", ".....", "....."), 0,
                List.of(card("orchard"), card("fishing-village")),
                List.of(BASE.scoringCard("canal-lake").orElseThrow(),
                        BASE.scoringCard("shoreside-expanse").orElseThrow()));
        int best = Exhaustive.best(setup, setup.startMap(), 0);
        assertThat(best).isLessThanOrEqualTo(8);
        assertThat(new BudgetBound(setup).upper(setup.startMap(), 0)).isEqualTo(8);
        BoundValidityTest.checkAlongARandomLine(3, setup);
    }

    /**
     * Hand-worked: a farm cell and a water cell inside a 7x7 map, each a cluster Shoreside Expanse counts now (6),
     * then Orchard (an L of four cells, forest or farm), scored with 4 per cell of the largest farm cluster. Drawn
     * as farm next to the farm cell, away from the water and the edge, the L keeps that cluster counted: 6 + 4 x 5
     * = 26; anywhere else it makes a cluster of its own at best, 9 + 16 = 25. Farm next to a counted farm cluster
     * loses nothing (only water does), so the reported bound's case split must not charge it a lost cluster.
     */
    @Test
    void farmNextToACountedFarmClusterLosesNothing() throws Exception {
        Workspace variants = variants();
        PuzzleSetup setup = PuzzleSetup.onBoard("both-counted", BASE,
                List.of(".......", ".P.....", ".......", ".....W.", ".......", ".......", "......."), 0,
                List.of(card("orchard")),
                List.of(BASE.scoringCard("shoreside-expanse").orElseThrow(),
                        variants.scoringCard("wide-farms").orElseThrow()));
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(26);
        assertThat(new BudgetBound(setup).reported(setup.startMap(), 0)).isGreaterThanOrEqualTo(26);
    }

    /**
     * Both kinds counted at once: a seeded empty map with one farm cell and one water cell inside, apart (each a
     * cluster Shoreside Expanse counts now), then one or two cards that draw farm or water, scored with Wide farms
     * (the largest farm cluster), so the best play often grows the counted farm cluster while a counted water
     * cluster stands beside it: the case split must pair each cluster with the terrains its own term avoids.
     */
    @Property(tries = 60)
    void boundsWithAFarmAndAWaterClusterCountedAreNeverBelowTheBestReachableScore(
            @ForAll @LongRange(min = 0, max = 1_000_000) long seed) throws Exception {
        Workspace variants = variants();
        Random random = new Random(seed);
        int rows = 5 + random.nextInt(2);
        int columns = 5 + random.nextInt(3);
        char[][] cells = new char[rows][columns];
        for (char[] row : cells) {
            Arrays.fill(row, '.');
        }
        int farmRow = 1 + random.nextInt(rows - 2);
        int farmColumn = 1 + random.nextInt(columns - 2);
        int waterRow;
        int waterColumn;
        do {
            waterRow = 1 + random.nextInt(rows - 2);
            waterColumn = 1 + random.nextInt(columns - 2);
        } while (Math.abs(waterRow - farmRow) + Math.abs(waterColumn - farmColumn) < 2);
        cells[farmRow][farmColumn] = 'P';
        cells[waterRow][waterColumn] = 'W';
        List<String> lines = Arrays.stream(cells).map(String::new).toList();
        List<PlayableCard> cards = new ArrayList<>();
        for (int i = 0, count = 1 + random.nextInt(2); i < count; i++) {
            cards.add(card(CARDS.get(random.nextInt(7))));
        }
        ScoringCard second = random.nextBoolean() ? variants.scoringCard("wide-farms").orElseThrow()
                : BASE.scoringCard("canal-lake").orElseThrow();
        PuzzleSetup setup = PuzzleSetup.onBoard("both-kinds-" + seed, BASE, lines, 0, cards,
                List.of(BASE.scoringCard("shoreside-expanse").orElseThrow(), second));
        BoundValidityTest.checkAlongARandomLine(seed, setup);
    }

    /**
     * Hand-worked: a farm line of four inside a 7x7 map (a cluster Shoreside Expanse counts now, 3), then Fishing
     * Village (a line of four, village or water), scored with 3 per water cell touching farm. Water drawn along the
     * farm line touches it with all four cells: 12, and neither cluster counts any more; water kept away from the
     * farm and the edge counts as a second cluster: 6. So the best play loses the counted cluster, and the reported
     * bound's case where it is lost (the plain rise less 3) must stay: the case where it is kept is below 12.
     */
    @Test
    void aPlayThatLosesTheCountedClusterIsStillBounded() throws Exception {
        Workspace variants = variants();
        PuzzleSetup setup = PuzzleSetup.onBoard("lost-cluster", BASE,
                List.of(".......", ".......", ".PPPP..", ".......", ".......", ".......", "......."), 0,
                List.of(card("fishing-village")),
                List.of(BASE.scoringCard("shoreside-expanse").orElseThrow(),
                        variants.scoringCard("water-by-farms").orElseThrow()));
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(12);
        assertThat(new BudgetBound(setup).reported(setup.startMap(), 0)).isGreaterThanOrEqualTo(12);
    }

    /** A seeded small puzzle scored by Shoreside Expanse and {@code second} (null: Canal Lake, or a random card). */
    private static PuzzleSetup puzzle(long seed, ScoringCard second) throws Exception {
        Random random = new Random(seed);
        int rows = 4 + random.nextInt(2);
        int columns = 4 + random.nextInt(3);
        List<String> lines = SmallPuzzles.board(random, rows, columns, DRAWN, 0, 3);
        List<PlayableCard> cards = new ArrayList<>(List.of(card(CARDS.get(random.nextInt(7)))));
        int more = 1 + random.nextInt(2);
        for (int i = 0; i < more; i++) {
            cards.add(random.nextInt(cards.size() + 1), card(CARDS.get(random.nextInt(CARDS.size()))));
        }
        List<ScoringCard> scoring = new ArrayList<>(List.of(BASE.scoringCard("shoreside-expanse").orElseThrow()));
        List<ScoringCard> others = BASE.decks().stream().flatMap(deck -> deck.cards().stream())
                .filter(card -> !card.id().equals("shoreside-expanse")).toList();
        ScoringCard other = random.nextInt(4) > 0 ? BASE.scoringCard("canal-lake").orElseThrow()
                : others.get(random.nextInt(others.size()));
        scoring.add(second == null ? other : second);
        return PuzzleSetup.onBoard("shoreside-" + seed, BASE, lines, 0, cards, scoring);
    }

    /** The cards of {@link #VARIANTS}, loaded beside the shipped ones. */
    private static Workspace variants() {
        LoadResult result = CardLibrary.loader().load(List.of(new SourceFile("variants.carto", VARIANTS)));
        assertThat(result.problems()).isEmpty();
        return result.workspace().orElseThrow();
    }

    private static PlayableCard card(String id) {
        return BASE.explore().stream().filter(card -> card.id().equals(id)).findFirst().orElseThrow();
    }
}
