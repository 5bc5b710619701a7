package org.cartolab.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.cartolab.board.Board;
import org.cartolab.board.BoardText;
import org.cartolab.model.Game;
import org.cartolab.model.ScoringCard;
import org.cartolab.scoring.Scorer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every Heroes card and the Heroes monster penalty on boards whose scores were worked out by hand
 * (src/test/resources/fixtures-heroes), scored with the game cartographers-heroes.
 */
class HeroesHandWorkedFixturesTest {

    private static final Game GAME = CardLibrary.load("cartographers-heroes").game("cartographers-heroes")
            .orElseThrow();
    private static final Scorer SCORER = new Scorer(GAME.seasonTerms());

    @TestFactory
    Stream<DynamicTest> everyFixtureScoresAsWorkedByHand() {
        return Fixture.all(Fixture.HEROES_ROOT).stream().flatMap(fixture -> fixture.expected().entrySet().stream()
                .map(expectation -> DynamicTest.dynamicTest(fixture.name() + " " + expectation.getKey(), () -> {
                    Board board = BoardText.read(fixture.name(), fixture.text(), GAME.terrains(), Optional.empty());
                    assertThat(points(board, expectation.getKey()))
                            .as("%s on %s", expectation.getKey(), fixture.name())
                            .isEqualTo(expectation.getValue());
                })));
    }

    @Test
    void everyCardAndTheMonsterPenaltyHaveAtLeastThreeFixtures() {
        List<String> ids = Stream.concat(GAME.scoringCards().stream().map(ScoringCard::id), Stream.of("monsters"))
                .toList();
        assertThat(ids).hasSize(17);
        List<Fixture> fixtures = Fixture.all(Fixture.HEROES_ROOT);
        for (String id : ids) {
            assertThat(fixtures.stream().filter(f -> f.expected().containsKey(id)).count()).as(id)
                    .isGreaterThanOrEqualTo(3);
        }
    }

    private static int points(Board board, String id) {
        if (id.equals("monsters") || id.equals("coins")) {
            return SCORER.score(board, List.of(), 0, false).term(id);
        }
        ScoringCard card = GAME.scoringCard(id).orElseThrow(() -> new AssertionError("no Heroes card " + id));
        return SCORER.points(card, board);
    }
}
