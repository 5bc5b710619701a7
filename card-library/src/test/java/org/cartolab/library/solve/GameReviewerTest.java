package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.review.GameReview;
import org.cartolab.review.GameReviewer;
import org.cartolab.review.MoveReview;
import org.cartolab.review.SeasonReview;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.GameLog;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.Policies;
import org.cartolab.solve.PlayedStep;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Solution;
import org.cartolab.solve.Step;
import org.junit.jupiter.api.Test;

/**
 * carto review's judge: seasons of random solo games posed as puzzles from the player's own positions. The last
 * drawing of a season is checked against trying each of its legal moves by hand.
 */
class GameReviewerTest {

    private static final Game BASE = CardLibrary.load("cartographers").game("cartographers").orElseThrow();
    private static final Game HEROES = CardLibrary.load("cartographers-heroes").game("cartographers-heroes")
            .orElseThrow();
    private static final Duration LIMIT = Duration.ofMillis(300);

    private static GameLog randomGame(Game game, String map, long seed) {
        return new GameEngine(game).play(map, seed, List.of(Policies.named("random", seed * 7 + 1)), null).log();
    }

    @Test
    void everyBaseSeasonIsReviewedAndItsNumbersHoldTogether() {
        int lostInAll = 0;
        for (long seed = 1; seed <= 2; seed++) {
            GameLog log = randomGame(BASE, "A", seed);
            GameReview review = new GameReviewer(BASE, LIMIT, 2).review(log);
            assertThat(review.seasons()).hasSize(4);
            for (SeasonReview season : review.seasons()) {
                assertThat(season.notReviewed()).as("season %d of seed %d", season.index(), seed).isEmpty();
                assertThat(season.played().orElseThrow().score()).isEqualTo(season.scored());
                Solution best = season.best().orElseThrow();
                assertThat(best.score()).isEqualTo(season.outlook().orElseThrow().best())
                        .isGreaterThanOrEqualTo(season.scored());
                List<MoveReview> moves = season.moves();
                assertThat(moves.get(moves.size() - 1).after().best()).isEqualTo(season.scored());
                assertThat(moves.get(0).before()).isEqualTo(season.outlook().orElseThrow());
                for (int j = 0; j < moves.size(); j++) {
                    MoveReview move = moves.get(j);
                    assertThat(move.before().best()).isGreaterThanOrEqualTo(move.after().best());
                    assertThat(move.lostAtMost()).isGreaterThanOrEqualTo(move.lostAtLeast());
                    if (j > 0) {
                        assertThat(move.before()).isEqualTo(moves.get(j - 1).after());
                    }
                }
                lastDrawingMatchesTryingEveryMove(season);
                lostInAll += season.outlook().orElseThrow().best() - season.scored();
            }
        }
        // Random play leaves points on the table; a judge that only echoed the player's score would not see them.
        assertThat(lostInAll).isPositive();
    }

    /** The last drawing's position: one explore card left, so the best is the best of its legal moves. */
    private static void lastDrawingMatchesTryingEveryMove(SeasonReview season) {
        PuzzleSetup setup = season.setup().orElseThrow();
        List<PlayedStep> played = season.played().orElseThrow().steps();
        int last = -1;
        for (PlayedStep step : played) {
            if (!step.step().isAmbush() && step.move() != null) {
                last = step.step().index();
            }
        }
        MapState map = setup.startMap();
        for (int i = 0; i < last; i++) {
            if (played.get(i).move() != null) {
                setup.apply(map, played.get(i).step(), played.get(i).move());
            }
        }
        int best = Integer.MIN_VALUE;
        for (Move move : setup.legal(map, setup.steps().get(last))) {
            MapState tried = map.copy();
            setup.apply(tried, setup.steps().get(last), move);
            for (Step after : setup.steps().subList(last + 1, setup.steps().size())) {
                List<Move> forced = setup.legal(tried, after);
                if (!forced.isEmpty()) {
                    setup.apply(tried, after, forced.get(0));
                }
            }
            best = Math.max(best, setup.score(tried));
        }
        MoveReview lastMove = season.moves().get(season.moves().size() - 1);
        assertThat(lastMove.before().proven()).isTrue();
        assertThat(lastMove.before().best()).as("season %d", season.index()).isEqualTo(best);
        assertThat(lastMove.lostAtLeast()).isEqualTo(best - season.scored()).isEqualTo(lastMove.lostAtMost());
    }

    @Test
    void heroesSeasonsAreReviewedWithTheHeroWhereItWasDrawnOrSayWhyNot() {
        int reviewed = 0;
        for (long seed = 1; seed <= 3; seed++) {
            GameLog log = randomGame(HEROES, "C", seed);
            GameReview review = new GameReviewer(HEROES, LIMIT, 2).review(log);
            assertThat(review.seasons()).isNotEmpty();
            for (SeasonReview season : review.seasons()) {
                if (season.notReviewed().isPresent()) {
                    assertThat(season.notReviewed().get()).isNotBlank();
                    assertThat(season.moves()).isEmpty();
                    continue;
                }
                reviewed++;
                assertThat(season.played().orElseThrow().score()).isEqualTo(season.scored());
                assertThat(season.best().orElseThrow().score()).isGreaterThanOrEqualTo(season.scored());
                lastDrawingMatchesTryingEveryMove(season);
            }
        }
        assertThat(reviewed).isPositive();
    }

    @Test
    void aGameOfTwoPlayersIsRefused() {
        GameLog log = new GameEngine(BASE).play("A", 3, List.of(Policies.named("random", 1),
                Policies.named("random", 2)), null).log();
        assertThatThrownBy(() -> new GameReviewer(BASE, LIMIT, 1).review(log))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("solo game");
    }
}
