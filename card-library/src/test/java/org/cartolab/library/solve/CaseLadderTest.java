package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.ScoringCard;
import org.cartolab.solve.GreedyLine;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.bound.BudgetBound;
import org.cartolab.solve.bound.CaseLadder;
import org.cartolab.solve.bound.ReportEffort;
import org.junit.jupiter.api.Test;

/**
 * A bound lowered by terrain cases ({@code CaseLadder}): each case (the steps of several terrains cut to one, the
 * terrains no rule tells apart sharing one case) searched for a play above a target, the first target the one a
 * gap of 10 % asks for, then down to the best. Given the time, it ends at the exhaustive best: never below it (no
 * case loses a play, merged terrains score alike), and not above it (the case holding the best finds it).
 */
class CaseLadderTest {

    /** Cards that leave some terrains unread (so that cases merge) and cards that read them (so that they split). */
    private static final List<String> CARDS = List.of("the-cauldrons", "shieldgate", "borderlands", "treetower",
            "greengold-plains", "lost-barony", "the-broken-road", "great-city");

    private static final ReportEffort NO_PLAY_OUT = new ReportEffort(ReportEffort.SEARCH.lineSets(), 0);

    @Property(tries = 12)
    void unlimitedTheLadderEndsAtTheExhaustiveBest(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        checkTheLadder(seed);
    }

    /**
     * Seeds the mutation checks found (BENCHMARKS.md "Seasons by terrain case"): 28, a generated puzzle whose
     * best draws a terrain a card reads (merged with one it does not, the ladder ends at 9 for 10); 260, a dense
     * one where a case searched by another case's bound ends at 3 for 5.
     */
    @Test
    void casesFoundByTheMutationChecks() {
        checkTheLadder(28);
        checkTheLadder(260);
    }

    /**
     * The rung on the puzzle itself (every rung, as when many cases are above it): without a time limit the same
     * end, the exhaustive best, proven by searches of the whole puzzle instead of its cases.
     */
    @Property(tries = 8)
    void unlimitedTheWholeRungEndsAtTheExhaustiveBest(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        checkTheLadder(seed, 1);
    }

    /**
     * Stopped anywhere, the rung on the puzzle itself keeps only proven bounds too (as {@link #checkCutShort}), here
     * from the greedy play (a first rung above it, which a search stopped early has found no play above).
     */
    @Property(tries = 12)
    void cutShortTheWholeRungKeepsOnlyProvenBounds(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                                   @ForAll @IntRange(min = 1, max = 6) int checks) {
        checkCutShort(seed, checks, 1, true);
    }

    /**
     * The mutation check's sample (BENCHMARKS.md "A season's schedule"): a search of the whole puzzle cut short
     * taking the rung as every case's bound ends seed 144 stopped after 5 checks below its exhaustive best of 7.
     */
    @Test
    void aWholeRungCutShortFoundByTheMutationCheck() {
        checkCutShort(144, 5, 1, true);
    }

    private static void checkTheLadder(long seed) {
        checkTheLadder(seed, Integer.MAX_VALUE);
    }

    private static void checkTheLadder(long seed, int wholeAt) {
        PuzzleSetup setup = withCases(seed);
        int best = Exhaustive.best(setup, setup.startMap(), 0);
        int greedy = GreedyLine.play(setup).score();
        // Bounded without playing few plays out (which would report these small puzzles exactly): so the ladder has
        // rungs to climb down, searching its cases.
        int upper = new BudgetBound(setup, NO_PLAY_OUT).reported(setup.startMap(), 0);
        CaseLadder.Result lowered = CaseLadder.lower(setup, one -> new BudgetBound(one, NO_PLAY_OUT), greedy, upper,
                1, () -> false, () -> false, wholeAt);
        assertThat(lowered.bound()).as("seed %d (%s): bound by cases from %d, greedy %d", seed,
                setup.puzzle().id(), upper, greedy).isEqualTo(best);
        lowered.play().ifPresent(play -> assertThat(play.score()).as("seed %d: the play found", seed)
                .isEqualTo(best));
    }

    /**
     * Stopped anywhere (the stop asked {@code checks} times first: where, depends on the search only, with one
     * thread), the ladder reports only what it proved: a bound no lower than the exhaustive best and no higher than
     * the bound it was given; a play it found is a legal play of the puzzle that scores what it says. It starts from
     * a best of 0 (nothing known), so its first rung is 0, far below the exhaustive best: a case cut short there
     * must keep its own bound, not the rung's.
     */
    @Property(tries = 10)
    void cutShortTheLadderKeepsOnlyProvenBounds(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                                @ForAll @IntRange(min = 0, max = 400) int checks) {
        checkCutShort(seed, checks);
    }

    /**
     * The mutation check's sample (BENCHMARKS.md "Seasons closed by terrain cases"): a case cut short taking the
     * rung as its bound ends seed 2 stopped after 2 checks at 35 for an exhaustive best of 38.
     */
    @Test
    void aCaseCutShortFoundByTheMutationCheck() {
        checkCutShort(2, 2);
    }

    private static void checkCutShort(long seed, int checks) {
        checkCutShort(seed, checks, Integer.MAX_VALUE, false);
    }

    private static void checkCutShort(long seed, int checks, int wholeAt, boolean fromGreedy) {
        PuzzleSetup setup = withCases(seed);
        int best = Exhaustive.best(setup, setup.startMap(), 0);
        int upper = new BudgetBound(setup, NO_PLAY_OUT).reported(setup.startMap(), 0);
        AtomicInteger asked = new AtomicInteger();
        int from = fromGreedy ? GreedyLine.play(setup).score() : 0;
        CaseLadder.Result lowered = CaseLadder.lower(setup, one -> new BudgetBound(one, NO_PLAY_OUT), from, upper,
                1, () -> false, () -> asked.incrementAndGet() > checks, wholeAt);
        assertThat(lowered.bound()).as("seed %d, stopped after %d checks: bound from %d, best %d", seed, checks,
                upper, best).isBetween(best, Math.max(upper, best));
        lowered.play().ifPresent(play -> {
            assertThat(Verifier.verify(setup, play)).as("seed %d: the play's score in the puzzle", seed)
                    .isEqualTo(play.score());
            assertThat(play.score()).as("seed %d: the play found", seed).isGreaterThan(0).isLessThanOrEqualTo(best);
        });
    }

    /**
     * From a best of 0 the first rung is 0: every case's search finds its optimum, and the largest comes back as a
     * play of the puzzle itself (its moves mapped from the case's) scoring the exhaustive best, which is then also
     * the bound.
     */
    @Property(tries = 6)
    void aPlayAboveTheFirstRungIsAPlayOfThePuzzle(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        checkPlayAbove(seed, Integer.MAX_VALUE);
    }

    /** The same by the rung on the puzzle itself: its play is the puzzle's own. */
    @Property(tries = 4)
    void aPlayAboveTheWholeRungIsAPlayOfThePuzzle(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        checkPlayAbove(seed, 1);
    }

    private static void checkPlayAbove(long seed, int wholeAt) {
        PuzzleSetup setup = withCases(seed);
        int best = Exhaustive.best(setup, setup.startMap(), 0);
        Assume.that(best > 0);
        int upper = new BudgetBound(setup, NO_PLAY_OUT).reported(setup.startMap(), 0);
        CaseLadder.Result lowered = CaseLadder.lower(setup, one -> new BudgetBound(one, NO_PLAY_OUT), 0, upper,
                2, () -> false, () -> false, wholeAt);
        assertThat(lowered.play()).as("seed %d: a play above 0", seed).isPresent();
        assertThat(Verifier.verify(setup, lowered.play().get())).as("seed %d: the play in the puzzle", seed)
                .isEqualTo(lowered.play().get().score()).isEqualTo(best);
        assertThat(lowered.bound()).as("seed %d: the bound", seed).isEqualTo(best);
    }

    /**
     * The first rung is the largest bound within 10 % of the best (hand-worked: 1.1 x 25 = 27.5, 1.1 x 30 = 33), never
     * below the best (1.1 x -3 = -3.3: the rung -4 would search no case at all).
     */
    @Test
    void theFirstRungIsTheGapsTarget() {
        assertThat(CaseLadder.closeEnough(25)).isEqualTo(27);
        assertThat(CaseLadder.closeEnough(28)).isEqualTo(30);
        assertThat(CaseLadder.closeEnough(30)).isEqualTo(33);
        assertThat(CaseLadder.closeEnough(9)).isEqualTo(9);
        assertThat(CaseLadder.closeEnough(-3)).isEqualTo(-3);
    }

    /**
     * The ladder leaves the search before it out only where its first rung searches the puzzle itself: the case
     * reports of `bench season` seed 7 (best 42: rung 46, 13 of 16 above it) and seed 4 (best 28: rung 30, all 6
     * above it, fewer than the 8 that take the puzzle itself); a rung below the best searches nothing.
     */
    @Test
    void theSearchBeforeTheLadderIsLeftOutOnlyWhereItsFirstRungSearchesThePuzzle() {
        int[] seed7 = {46, 48, 48, 50, 46, 49, 46, 48, 48, 50, 50, 51, 49, 51, 48, 50};
        assertThat(CaseLadder.searchesWhole(seed7, 42)).isTrue();
        assertThat(CaseLadder.searchesWhole(seed7, 47)).as("rung 51 - 1 = 50: 2 above").isFalse();
        assertThat(CaseLadder.searchesWhole(new int[] {35, 35, 35, 33, 35, 33}, 28)).isFalse();
        assertThat(CaseLadder.searchesWhole(new int[] {9, 9, 9, 9, 9, 9, 9, 9, 9}, 9)).as("nothing above").isFalse();
    }

    /** A small seeded puzzle (of one of the cards by the seed) with a step of several terrains. */
    private static PuzzleSetup withCases(long seed) {
        String card = CARDS.get((int) (seed % CARDS.size()));
        ScoringCard scoring = SmallPuzzles.CARTOGRAPHERS.scoringCard(card).orElseThrow();
        PuzzleSetup setup = switch ((int) (seed / CARDS.size() % 4)) {
            case 0 -> SmallPuzzles.dense(seed, scoring, 3);
            case 1 -> SmallPuzzles.generate(seed, card);
            case 2 -> SmallPuzzles.ruinsAndAmbush(seed, card);
            default -> SmallPuzzles.seasons(seed);
        };
        Assume.that(setup.steps().stream()
                .anyMatch(step -> !step.isAmbush() && step.explore().terrains().size() > 1));
        return setup;
    }

    /**
     * Hand-worked, on a small empty map: Hinterland Stream draws farm or water. The Cauldrons (empty cells
     * surrounded) and Shieldgate (village clusters) read neither, nor do coins (mountains surrounded by filled cells)
     * or monsters: one case. Treetower reads neither either, but Greengold Plains counts every terrain type a
     * village cluster touches: two cases.
     */
    @Test
    void terrainsThatNoCardReadsShareACase() throws Exception {
        assertThat(CaseLadder.splits(hinterland("the-cauldrons", "shieldgate"))).isFalse();
        assertThat(CaseLadder.splits(hinterland("treetower", "greengold-plains"))).isTrue();
    }

    private static PuzzleSetup hinterland(String first, String second) throws Exception {
        return PuzzleSetup.onBoard("hinterland", SmallPuzzles.CARTOGRAPHERS, List.of(".....", "..M..", "....."), 0,
                SmallPuzzles.CARTOGRAPHERS.explore().stream().filter(c -> c.id().equals("hinterland-stream"))
                        .map(c -> (PlayableCard) c).toList(),
                List.of(SmallPuzzles.CARTOGRAPHERS.scoringCard(first).orElseThrow(),
                        SmallPuzzles.CARTOGRAPHERS.scoringCard(second).orElseThrow()));
    }
}
