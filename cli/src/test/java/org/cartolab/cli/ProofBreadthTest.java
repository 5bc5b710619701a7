package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.Solution;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/** The puzzles of {@code carto bench solve --pairs}: the issue's deck and every pair, or a fixed sample. */
class ProofBreadthTest {

    private static final Game GAME = CardLibrary.load("cartographers").game("cartographers").orElseThrow();

    @Test
    void theDeckStartsWithTheIssuesCardsAndHoldsEveryOtherExploreCardOnce() {
        List<String> deck = ProofBreadth.deck(GAME).stream().map(PlayableCard::id).toList();
        assertThat(deck).startsWith("orchard", "fishing-village", "hamlet", "marshlands");
        // why: 13 explore cards of which 2 are ruins cards: 11 cards, none twice, no ruins.
        assertThat(deck).hasSize(11).doesNotHaveDuplicates().doesNotContain("temple-ruins", "outpost-ruins");
        assertThat(GAME.explore().stream().filter(card -> card.kind() != ExploreKind.RUINS).count()).isEqualTo(11);
        assertThat(ProofBreadth.deck(GAME)).isEqualTo(ProofBreadth.deck(GAME));
    }

    @Test
    void allMeansTheHundredAndTwentyPairsOfSixteenCardsAndASampleIsAFixedSubset() {
        List<ProofBreadth.Pair> all = ProofBreadth.pairs(GAME, GAME.scoringCards(), Integer.MAX_VALUE);
        Set<String> names = new HashSet<>();
        all.forEach(pair -> names.add(pair.name()));
        assertThat(all).hasSize(120);
        assertThat(names).hasSize(120);
        assertThat(all).noneMatch(pair -> pair.first().equals(pair.second()));
        List<String> sample = ProofBreadth.pairs(GAME, GAME.scoringCards(), 20).stream().map(ProofBreadth.Pair::name)
                .toList();
        assertThat(sample).hasSize(20).doesNotHaveDuplicates().isSubsetOf(names)
                .isEqualTo(ProofBreadth.pairs(GAME, GAME.scoringCards(), 20).stream()
                        .map(ProofBreadth.Pair::name).toList());
    }

    @Test
    void aSummaryCountsProofsAndTakesTheMedianOfAllPairsWithUnprovenOnesLast() {
        // why: 2 of 3 proven (1 s and 3 s), one not: sorted times 1, 3, never -> median 3 s, worst "never".
        ProofBreadth.Pair pair = ProofBreadth.pairs(GAME, GAME.scoringCards(), 1).get(0);
        List<ProofBreadth.Run> runs = List.of(run(pair, true, 3000, 10, 10), run(pair, false, 10000, 7, 12),
                run(pair, true, 1000, 5, 5));
        ProofBreadth.Summary summary = ProofBreadth.Summary.of(runs, 1);
        assertThat(summary.share()).isEqualTo("2/3 (67 %)");
        assertThat(summary.medianMillis()).isEqualTo(3000);
        assertThat(summary.worstMillis()).isEqualTo(Long.MAX_VALUE);
        assertThat(summary.worst()).singleElement().satisfies(worst -> assertThat(worst.result().gap()).isEqualTo(5));
        assertThat(ProofBreadth.seconds(Long.MAX_VALUE, 10)).isEqualTo("> 10 s");
    }

    @Test
    void aNumberOfPairsMustBePositive() {
        Run run = carto("bench", "solve", "--pairs", "none");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--pairs 'none'").contains("write all or a number of pairs");
    }

    /**
     * Pairs named on the command line are the sweep's own puzzles: each named pair once, as the sweep orders its
     * cards whichever is named first, in the sweep's order.
     */
    @Test
    void namedPairsAreTheSweepsPuzzlesOfThosePairs() {
        Run run = carto("bench", "solve", "--pairs", "lost-barony+wildholds, great-city+shieldgate", "--k", "1",
                "--time-limit", "10s", "--methods", "bnb", "--worst", "2");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("2 pairs").contains(" 1  b&b       2/2 (100 %)");
        int wildholds = run.out().indexOf("wildholds + lost-barony");
        int greatCity = run.out().indexOf("great-city + shieldgate");
        assertThat(wildholds).as(run.out()).isPositive();
        assertThat(greatCity).as(run.out()).isPositive();
    }

    @Test
    void aNamedPairOfAnUnknownCardIsAUsageErrorThatSuggestsTheCard() {
        Run typo = carto("bench", "solve", "--pairs", "wildhold+lost-barony");
        assertThat(typo.exit()).isEqualTo(2);
        assertThat(typo.err()).contains("'wildhold' is not a base scoring card").contains("wildholds");
        Run one = carto("bench", "solve", "--pairs", "wildholds+lost-barony+great-city");
        assertThat(one.exit()).isEqualTo(2);
        assertThat(one.err()).contains("two scoring cards joined by '+'");
    }

    /** The combined game (Heroes pairs, Heroes maps) deals the same deck as the base game. */
    @Test
    void theCombinedGameDealsTheSameDeck() {
        Game combined = CardLibrary.load("cartographers-combined").game("cartographers-combined").orElseThrow();
        assertThat(ProofBreadth.deck(combined).stream().map(PlayableCard::id).toList())
                .isEqualTo(ProofBreadth.deck(GAME).stream().map(PlayableCard::id).toList());
    }

    /** One Heroes pair alone on the Heroes map C with one card: a proof is instant, and every play is verified. */
    @Test
    void heroesPairsRunOnAHeroesMap() {
        Run run = carto("bench", "solve", "--pairs", "0", "--heroes", "1", "--map", "C", "--k", "1",
                "--time-limit", "10s");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Proof breadth: map C empty").contains("1 pairs")
                .contains(" 1  b&b       1/1 (100 %)");
    }

    @Test
    void anUnknownMapOrNoPairsAtAllIsAUsageError() {
        Run map = carto("bench", "solve", "--pairs", "1", "--map", "Z");
        assertThat(map.exit()).isEqualTo(2);
        assertThat(map.err()).contains("--map 'Z'").contains("C and D (Heroes)");
        Run none = carto("bench", "solve", "--pairs", "0");
        assertThat(none.exit()).isEqualTo(2);
        assertThat(none.err()).contains("--pairs '0'");
    }

    /**
     * Two jobs finish the pairs in another order than one job, yet the runs come back in the order of the pairs:
     * the first pair's search waits until the three others have finished, so with two jobs it finishes last.
     */
    @Test
    void runsComeBackInTheOrderOfThePairsWhateverOrderTheyFinishIn() throws Exception {
        List<ProofBreadth.Pair> pairs = ProofBreadth.pairs(GAME, GAME.scoringCards(), 4);
        CountDownLatch othersDone = new CountDownLatch(3);
        List<String> finished = new CopyOnWriteArrayList<>();
        ProofBreadth.Method waiting = new ProofBreadth.Method("waiting", setup -> {
            int index = indexOf(pairs, setup);
            if (index == 0) {
                await(othersDone);
            }
            // why: no play (the verifier checks plays), the pair's index as the bound to see it come back.
            return new SolveResult(Optional.empty(), false, index, 0, 0, 0, 0, OptionalLong.empty());
        });
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<CompletableFuture<List<ProofBreadth.Run>>> started = ProofBreadth.start(pairs, 1, "A",
                    List.of(waiting), pool, runs -> {
                        finished.add(runs.get(0).pair().name());
                        othersDone.countDown();
                    });
            List<String> inOrder = started.stream().map(future -> future.join().get(0).pair().name()).toList();
            assertThat(inOrder).isEqualTo(pairs.stream().map(ProofBreadth.Pair::name).toList());
            assertThat(started.stream().map(future -> future.join().get(0).result().bound()).toList())
                    .containsExactly(0, 1, 2, 3);
            assertThat(finished).hasSize(4).last().isEqualTo(pairs.get(0).name());
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The same 4 pairs at K = 3 with the branch-and-bound, one job and two: the same pairs in the same order with
     * the same proven values (each search is its own, so the number of jobs cannot change a proof; times differ).
     */
    @Test
    void twoJobsProveTheSameValuesInTheSameOrderAsOne() {
        List<ProofBreadth.Pair> pairs = ProofBreadth.pairs(GAME, GAME.scoringCards(), 4);
        List<ProofBreadth.Method> bnb = List.of(new ProofBreadth.Method("b&b", setup -> new BranchAndBound(setup,
                new BudgetBound(setup)).solve(SearchControl.within(Duration.ofSeconds(60)))));
        assertThat(outcomes(pairs, bnb, 2)).isEqualTo(outcomes(pairs, bnb, 1)).hasSize(4)
                .allSatisfy(outcome -> assertThat(outcome).endsWith("proven"));
    }

    @Test
    void methodsChooseTheSearchesOfTheTable() {
        Run bnb = carto("bench", "solve", "--pairs", "1", "--k", "1", "--time-limit", "10s", "--methods", "bnb",
                "--jobs", "2");
        assertThat(bnb.exit()).as(bnb.err()).isZero();
        assertThat(bnb.lines()).anyMatch(line -> line.startsWith("1 b&b 1/1 (100 %)"))
                .noneMatch(line -> line.contains("choco")).contains("K method proven median proof worst proof");
        assertThat(bnb.out()).contains("1 pairs, time limit 10 s per search, 2 pairs at a time");
        Run choco = carto("bench", "solve", "--pairs", "1", "--k", "1", "--time-limit", "10s", "--methods",
                "choco");
        assertThat(choco.exit()).as(choco.err()).isZero();
        assertThat(choco.lines()).anyMatch(line -> line.startsWith("1 choco 1/1 (100 %)"))
                .noneMatch(line -> line.contains("b&b"));
        Run both = carto("bench", "solve", "--pairs", "1", "--k", "1", "--time-limit", "10s");
        assertThat(both.lines()).anyMatch(line -> line.startsWith("1 choco 1/1 (100 %)"))
                .anyMatch(line -> line.startsWith("1 b&b 1/1 (100 %)"));
    }

    @Test
    void unknownMethodsNoJobsOrJobsWithThreadsAreUsageErrors() {
        Run methods = carto("bench", "solve", "--pairs", "1", "--methods", "cpsat");
        assertThat(methods.exit()).isEqualTo(2);
        assertThat(methods.err()).contains("--methods 'cpsat'").contains("both, bnb");
        Run jobs = carto("bench", "solve", "--pairs", "1", "--jobs", "0");
        assertThat(jobs.exit()).isEqualTo(2);
        assertThat(jobs.err()).contains("--jobs must be 1 or more, not 0");
        Run threads = carto("bench", "solve", "--pairs", "1", "--jobs", "2", "--threads", "2");
        assertThat(threads.exit()).isEqualTo(2);
        assertThat(threads.err()).contains("--jobs 2 with --threads 2");
    }

    /** Pair, best score, bound and whether proven, of every pair in the order the runs come back. */
    private static List<String> outcomes(List<ProofBreadth.Pair> pairs, List<ProofBreadth.Method> methods,
            int jobs) {
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        try {
            return ProofBreadth.start(pairs, 3, "A", methods, pool, runs -> {
            }).stream().map(CompletableFuture::join).map(runs -> runs.get(0)).map(run -> run.pair().name() + " "
                    + run.result().score() + " <= " + run.result().bound() + (run.result().proven() ? " proven"
                            : " open")).toList();
        } finally {
            pool.shutdownNow();
        }
    }

    private static int indexOf(List<ProofBreadth.Pair> pairs, PuzzleSetup setup) {
        for (int i = 0; i < pairs.size(); i++) {
            if (setup.puzzle().scoring().equals(List.of(pairs.get(i).first(), pairs.get(i).second()))) {
                return i;
            }
        }
        throw new IllegalArgumentException("not a pair of the list");
    }

    private static void await(CountDownLatch latch) {
        try {
            assertThat(latch.await(60, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static ProofBreadth.Run run(ProofBreadth.Pair pair, boolean proven, long millis, int score, int bound) {
        return new ProofBreadth.Run(pair, result(proven, millis, score, bound));
    }

    private static SolveResult result(boolean proven, long millis, int score, int bound) {
        return new SolveResult(Optional.of(new Solution(List.of(), score)), proven, bound, 0, 0, 0, millis,
                OptionalLong.empty());
    }
}
