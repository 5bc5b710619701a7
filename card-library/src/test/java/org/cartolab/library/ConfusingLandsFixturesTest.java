package org.cartolab.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.cartolab.landscape.LandscapeFile;
import org.cartolab.landscape.LandscapeScore;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.LandscapeText;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.ScoringCard;
import org.cartolab.scoring.CardScore;
import org.cartolab.scoring.Scorer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every Confusing Lands condition on landscapes whose cells and scores were worked out by hand
 * (src/test/resources/fixtures-confusing-lands, with the hand computation in {@code // why:} lines).
 */
class ConfusingLandsFixturesTest {

    private static LandscapeGame game;

    /** The shipped game, loaded once (lazily, so a loading problem fails the tests with its message). */
    static LandscapeGame game() {
        if (game == null) {
            game = CardLibrary.load("confusing-lands").landscapeGame("confusing-lands").orElseThrow();
        }
        return game;
    }

    @TestFactory
    Stream<DynamicTest> everyFixtureLaysOutAndScoresAsWorkedByHand() {
        return ConfusingLandsFixture.all().stream().flatMap(fixture -> {
            Stream<DynamicTest> grid = Stream.of(DynamicTest.dynamicTest(fixture.name() + " grid", () ->
                    assertThat(ConfusingLandsFixture.tokens(read(fixture).landscape().board()))
                            .as("the landscape of %s", fixture.name()).isEqualTo(fixture.grid())));
            Stream<DynamicTest> points = fixture.expected().entrySet().stream().map(expectation ->
                    DynamicTest.dynamicTest(fixture.name() + " " + expectation.getKey(), () ->
                            assertThat(points(read(fixture), expectation.getKey()))
                                    .as("%s on %s", expectation.getKey(), fixture.name())
                                    .isEqualTo(expectation.getValue())));
            return Stream.concat(grid, points);
        });
    }

    @Test
    void everyConditionHasAtLeastThreeFixtures() {
        List<ConfusingLandsFixture> fixtures = ConfusingLandsFixture.all();
        assertThat(game().scoringCards()).hasSize(18);
        for (ScoringCard card : game().scoringCards()) {
            assertThat(fixtures.stream().filter(f -> f.expected().containsKey(card.id())).count()).as(card.id())
                    .isGreaterThanOrEqualTo(3);
        }
    }

    private static LandscapeFile read(ConfusingLandsFixture fixture) throws Exception {
        return LandscapeText.read(fixture.name(), fixture.text(), game());
    }

    /**
     * {@code total}: the landscape's score. A condition the landscape scores (own or shared): its points there.
     * Any other condition: its points on the landscape's board, alone.
     */
    private static int points(LandscapeFile file, String id) {
        LandscapeScore score = new LandscapeScorer(game()).score(file.landscape(), file.shared(), false);
        if (id.equals("total")) {
            return score.total();
        }
        Optional<CardScore> scored = Stream.concat(score.own().stream(), score.shared().stream())
                .filter(card -> card.id().equals(id)).findFirst();
        if (scored.isPresent()) {
            return scored.get().points();
        }
        ScoringCard card = game().scoringCards().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
        return new Scorer(List.of()).points(card, file.landscape().board());
    }
}
