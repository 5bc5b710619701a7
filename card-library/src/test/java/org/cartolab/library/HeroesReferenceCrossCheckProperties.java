package org.cartolab.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.board.Board;
import org.cartolab.board.BoardText;
import org.cartolab.library.reference.HeroesReferenceScorer;
import org.cartolab.library.reference.RandomBoards;
import org.cartolab.model.Game;
import org.cartolab.scoring.Scorer;
import org.cartolab.scoring.SeasonScore;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The evaluator running the Cartographers Heroes .carto cards and monster penalty against a deliberately simple
 * second implementation ({@link HeroesReferenceScorer}) on random boards that include killed monsters.
 */
class HeroesReferenceCrossCheckProperties {

    private static final Game GAME = CardLibrary.load("cartographers-heroes").game("cartographers-heroes")
            .orElseThrow();
    private static final Scorer SCORER = new Scorer(GAME.seasonTerms());

    @Property(tries = 3000)
    void everyHeroesCardAndTheMonsterPenaltyAgreeWithTheReference(@ForAll long seed,
            @ForAll @IntRange(min = 1, max = 13) int maxSide) throws Exception {
        List<String> rows = RandomBoards.generateWithKilled(seed, 1, maxSide);
        Board board = BoardText.read("random", String.join("\n", rows), GAME.terrains(), Optional.empty());
        SeasonScore score = SCORER.score(board, GAME.scoringCards(), 0, false);
        List<String> seen = new ArrayList<>();
        for (var card : score.cards()) {
            seen.add(card.id());
            assertThat(card.points()).as("%s on%n%s", card.id(), String.join("\n", rows))
                    .isEqualTo(HeroesReferenceScorer.score(card.id(), rows));
        }
        assertThat(seen).containsExactlyInAnyOrderElementsOf(
                HeroesReferenceScorer.IDS.subList(0, HeroesReferenceScorer.IDS.size() - 1));
        assertThat(score.term("monsters")).as("monsters on%n%s", String.join("\n", rows))
                .isEqualTo(HeroesReferenceScorer.score("monsters", rows));
    }
}
