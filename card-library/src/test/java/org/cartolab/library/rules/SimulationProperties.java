package org.cartolab.library.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.board.BoardText;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.GameRecord;
import org.cartolab.rules.Policies;
import org.cartolab.rules.Policy;
import org.cartolab.rules.SeasonScoreSheet;
import org.cartolab.scoring.Scorer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.cartolab.rules.GameLogs;
import org.cartolab.rules.GameReplay;

/**
 * Many seeded games with an invariant check after every move: for each shipped game, 1,000 solo games and 200
 * four-player games on its maps, plus greedy games; every final season score is recomputed from the final board,
 * and a sample of games is replayed from its log.
 */
class SimulationProperties {

    private static final Game GAME = CardLibrary.load("cartographers").game("cartographers").orElseThrow();
    private static final GameEngine ENGINE = new GameEngine(GAME);
    private static final Scorer SCORER = new Scorer(GAME.seasonTerms());

    private static GameRecord play(long seed, String map, String... policies) {
        return play(GAME, ENGINE, SCORER, seed, map, policies);
    }

    private static GameRecord play(Game game, GameEngine engine, Scorer scorer, long seed, String map,
                                   String... policies) {
        List<Policy> list = new ArrayList<>();
        for (int p = 0; p < policies.length; p++) {
            list.add(Policies.named(policies[p], seed * 31 + p));
        }
        Invariants invariants = new Invariants(game.coinTrack());
        GameRecord record = engine.play(map, seed, list, invariants);
        assertThat(invariants.moves).isGreaterThan(0);
        checkLastSeason(game, scorer, record);
        if (seed % 50 == 0) {
            assertThat(GameReplay.replay(game, GameLogs.read(GameLogs.write(record.log()))).log())
                    .isEqualTo(record.log());
        }
        return record;
    }

    /** The last season's score sheet equals a fresh score of the final board (read back from its text). */
    private static void checkLastSeason(Game game, Scorer scorer, GameRecord record) {
        int players = record.maps().size();
        List<SeasonScoreSheet> sheets = record.sheets();
        for (int p = 0; p < players; p++) {
            SeasonScoreSheet last = sheets.get(sheets.size() - players + p);
            var cards = last.score().cards().stream()
                    .map(c -> game.scoringCard(c.id()).orElseThrow()).toList();
            var board = record.maps().get(p).board();
            try {
                board = BoardText.read("final", String.join("\n", board.toRows()), game.terrains(), Optional.empty());
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            int total = scorer.score(board, cards, record.maps().get(p).coins(), false).total();
            assertThat(total).isEqualTo(last.score().total());
        }
    }

    @Test
    void aThousandSoloGames() {
        for (long seed = 0; seed < 1000; seed++) {
            GameRecord record = play(seed, seed % 2 == 0 ? "A" : "B", "random");
            assertThat(record.log().soloTitle()).isNotNull();
        }
    }

    @Test
    void twoHundredFourPlayerGames() {
        for (long seed = 0; seed < 200; seed++) {
            GameRecord record = play(seed, seed % 2 == 0 ? "A" : "B", "random", "random", "random", "random");
            assertThat(record.log().totals()).hasSize(4);
            assertThat(record.log().winners()).isNotEmpty();
        }
    }

    @Test
    void greedyGames() {
        for (long seed = 0; seed < 10; seed++) {
            play(seed, "A", "greedy");
        }
        play(1, "B", "greedy", "greedy");
    }

    @Test
    void greedyBeatsRandomOnAverage() {
        int greedy = 0;
        int random = 0;
        for (long seed = 0; seed < 6; seed++) {
            greedy += play(seed, "A", "greedy").log().totals().get(0);
            random += play(seed, "A", "random").log().totals().get(0);
        }
        assertThat(greedy).isGreaterThan(random);
    }

    @ParameterizedTest
    @ValueSource(strings = {"cartographers-heroes", "cartographers-combined"})
    void aThousandSoloAndTwoHundredFourPlayerGamesOfEveryOtherGame(String id) {
        Game game = CardLibrary.load(id).game(id).orElseThrow();
        GameEngine engine = new GameEngine(game);
        Scorer scorer = new Scorer(game.seasonTerms());
        List<String> maps = game.maps().stream().map(m -> m.id()).toList();
        int killed = 0;
        for (long seed = 0; seed < 1000; seed++) {
            GameRecord record = play(game, engine, scorer, seed, maps.get((int) (seed % maps.size())), "random");
            killed += org.cartolab.board.Bits.count(record.maps().get(0).killed());
        }
        for (long seed = 0; seed < 200; seed++) {
            play(game, engine, scorer, seed, maps.get((int) (seed % maps.size())), "random", "random", "greedy",
                    "random");
        }
        play(game, engine, scorer, 1, maps.get(0), "greedy");
        assertThat(killed).as("heroes killed some monsters in 1,000 games").isGreaterThan(0);
    }
}
