package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.solve.Solution;
import org.cartolab.solve.SolveResult;
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

    private static ProofBreadth.Run run(ProofBreadth.Pair pair, boolean proven, long millis, int score, int bound) {
        return new ProofBreadth.Run(pair, new SolveResult(Optional.of(new Solution(List.of(), score)), proven, bound,
                0, 0, 0, millis, OptionalLong.empty()));
    }
}
