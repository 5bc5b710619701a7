package org.cartolab.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;

import org.cartolab.board.Board;
import org.cartolab.board.BoardText;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.reference.RandomBoards;
import org.cartolab.library.reference.ReferenceScorer;
import org.cartolab.model.Game;
import org.cartolab.scoring.Scorer;
import org.cartolab.scoring.SeasonScore;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The bitboard evaluator running the .carto cards against a deliberately simple second implementation
 * ({@link ReferenceScorer}, plain loops over a char grid) on thousands of random boards.
 */
class ReferenceCrossCheckProperties {

    private static final Workspace LIBRARY = CardLibrary.load("cartographers");
    private static final Game GAME = LIBRARY.game("cartographers").orElseThrow();
    private static final Scorer SCORER = new Scorer(GAME.seasonTerms());

    @Property(tries = 3000)
    void everyCardAgreesWithTheReferenceOnRandomBoards(@ForAll long seed, @ForAll @IntRange(min = 1, max = 13) int maxSide)
            throws Exception {
        List<String> rows = RandomBoards.generate(seed, 1, maxSide);
        Board board = BoardText.read("random", String.join("\n", rows), GAME.terrains(), Optional.empty());
        SeasonScore score = SCORER.score(board, GAME.scoringCards(), 0, false);
        for (var card : score.cards()) {
            assertThat(card.points()).as("%s on%n%s", card.id(), String.join("\n", rows))
                    .isEqualTo(ReferenceScorer.score(card.id(), rows));
        }
        assertThat(score.term("monsters")).as("monsters on%n%s", String.join("\n", rows))
                .isEqualTo(ReferenceScorer.score("monsters", rows));
    }

    @Property(tries = 500)
    void explainingDoesNotChangeThePoints(@ForAll long seed) throws Exception {
        List<String> rows = RandomBoards.generate(seed, 11, 11);
        Board board = BoardText.read("random", String.join("\n", rows), GAME.terrains(), Optional.empty());
        SeasonScore plain = SCORER.score(board, GAME.scoringCards(), 3, false);
        SeasonScore explained = SCORER.score(board, GAME.scoringCards(), 3, true);
        assertThat(explained.total()).isEqualTo(plain.total());
        for (int i = 0; i < plain.cards().size(); i++) {
            assertThat(explained.cards().get(i).points()).isEqualTo(plain.cards().get(i).points());
        }
    }
}
