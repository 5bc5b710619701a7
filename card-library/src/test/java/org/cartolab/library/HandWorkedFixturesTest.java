package org.cartolab.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.cartolab.board.Board;
import org.cartolab.board.BoardText;
import org.cartolab.model.Game;
import org.cartolab.model.ScoringCard;
import org.cartolab.scoring.Scorer;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every scoring card and monster penalty of each game on boards whose scores were worked out by hand: the base
 * game's in src/test/resources/fixtures, the Heroes game's in src/test/resources/fixtures-heroes.
 */
class HandWorkedFixturesTest {

    /** A game and the folder of its fixtures. */
    private record FixtureSet(String game, Path root) {
    }

    private static final List<FixtureSet> SETS = List.of(new FixtureSet("cartographers", Fixture.ROOT),
            new FixtureSet("cartographers-heroes", Fixture.HEROES_ROOT));

    @TestFactory
    Stream<DynamicContainer> everyFixtureScoresAsWorkedByHand() {
        return SETS.stream().map(set -> {
            Game game = CardLibrary.load(set.game()).game(set.game()).orElseThrow();
            Scorer scorer = new Scorer(game.seasonTerms());
            return DynamicContainer.dynamicContainer(set.game(), Fixture.all(set.root()).stream()
                    .flatMap(fixture -> fixture.expected().entrySet().stream()
                            .map(expectation -> DynamicTest.dynamicTest(fixture.name() + " " + expectation.getKey(),
                                    () -> {
                                        Board board = BoardText.read(fixture.name(), fixture.text(), game.terrains(),
                                                Optional.empty());
                                        assertThat(points(game, scorer, board, expectation.getKey()))
                                                .as("%s on %s", expectation.getKey(), fixture.name())
                                                .isEqualTo(expectation.getValue());
                                    }))));
        });
    }

    @TestFactory
    Stream<DynamicTest> everyCardAndTheMonsterPenaltyHaveAtLeastThreeFixtures() {
        return SETS.stream().map(set -> DynamicTest.dynamicTest(set.game(), () -> {
            Game game = CardLibrary.load(set.game()).game(set.game()).orElseThrow();
            List<String> ids = Stream.concat(game.scoringCards().stream().map(ScoringCard::id),
                    Stream.of("monsters")).toList();
            assertThat(ids).hasSize(17);
            List<Fixture> fixtures = Fixture.all(set.root());
            for (String id : ids) {
                assertThat(fixtures.stream().filter(f -> f.expected().containsKey(id)).count()).as(id)
                        .isGreaterThanOrEqualTo(3);
            }
        }));
    }

    private static int points(Game game, Scorer scorer, Board board, String id) {
        if (id.equals("monsters") || id.equals("coins")) {
            return scorer.score(board, List.of(), 0, false).term(id);
        }
        ScoringCard card = game.scoringCard(id).orElseThrow(() -> new AssertionError("no card " + id));
        return scorer.points(card, board);
    }
}
