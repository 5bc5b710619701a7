package org.cartolab.library.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.GameLog;
import org.cartolab.rules.GameLogs;
import org.cartolab.rules.GameRecord;
import org.cartolab.rules.GameReplay;
import org.cartolab.rules.LogEvent;
import org.cartolab.rules.Policies;
import org.cartolab.rules.Policy;
import org.cartolab.rules.ReplayException;
import org.junit.jupiter.api.Test;

/** Whole games: determinism, logs, replay and the rejection of tampered logs. */
class GameEngineTest {

    private static final Game GAME = CardLibrary.load("cartographers").game("cartographers").orElseThrow();

    private static GameRecord play(long seed, String... policies) {
        List<Policy> list = new ArrayList<>();
        for (int p = 0; p < policies.length; p++) {
            list.add(Policies.named(policies[p], seed * 31 + p));
        }
        return new GameEngine(GAME).play("A", seed, list, null);
    }

    @Test
    void theSameSeedAndPoliciesGiveByteIdenticalLogs() {
        String first = GameLogs.write(play(7, "random").log());
        String second = GameLogs.write(play(7, "random").log());
        assertThat(first).isEqualTo(second);
        assertThat(GameLogs.write(play(8, "random").log())).isNotEqualTo(first);
        assertThat(GameLogs.write(play(3, "greedy", "random").log()))
                .isEqualTo(GameLogs.write(play(3, "greedy", "random").log()));
    }

    @Test
    void aSoloGameScoresFourSeasonsAndGetsATitle() {
        GameLog log = play(11, "random").log();
        List<LogEvent> scores = log.events().stream().filter(e -> e.season() != null).toList();
        assertThat(scores).extracting(LogEvent::season).containsExactly("spring", "summer", "autumn", "winter");
        int total = scores.stream().mapToInt(LogEvent::total).sum();
        assertThat(log.totals()).containsExactly(total);
        int soloValues = log.edicts().values().stream()
                .mapToInt(id -> GAME.scoringCard(id).orElseThrow().soloValue()).sum();
        assertThat(log.soloScore()).isEqualTo(total - soloValues);
        assertThat(log.soloTitle()).isNotBlank();
        assertThat(log.edicts()).containsOnlyKeys("A", "B", "C", "D");
        // One card from each deck.
        assertThat(log.edicts().values()).extracting(id -> GAME.scoringCard(id).orElseThrow().deck())
                .containsExactlyInAnyOrder("forest", "farm-water", "village", "arrangement");
        // Every season's scores are its two edicts.
        assertThat(scores.get(0).cards()).containsOnlyKeys(log.edicts().get("A"), log.edicts().get("B"));
        assertThat(scores.get(3).cards()).containsOnlyKeys(log.edicts().get("D"), log.edicts().get("A"));
    }

    @Test
    void aLogReplaysToTheSameGame() {
        GameRecord played = play(5, "greedy");
        GameLog read = GameLogs.read(GameLogs.write(played.log()));
        GameRecord replayed = GameReplay.replay(GAME, read);
        assertThat(replayed.maps().get(0).board().toRows()).isEqualTo(played.maps().get(0).board().toRows());
        GameRecord four = play(9, "random", "greedy", "random", "random");
        assertThat(GameReplay.replay(GAME, GameLogs.read(GameLogs.write(four.log()))).log())
                .isEqualTo(four.log());
    }

    @Test
    void aMoveMovedOntoAFilledCellIsRejectedWithItsNumber() {
        GameLog log = play(5, "random").log();
        List<LogEvent> events = new ArrayList<>(log.events());
        int index = lastMoveIndex(events);
        LogEvent move = events.get(index);
        LogEvent first = events.stream().filter(e -> e.move() != null).findFirst().orElseThrow();
        // Put the last move where the first one was: that cell is filled by then.
        events.set(index, new LogEvent(null, move.move(), null, null, move.player(), move.map(), move.card(),
                first.shape(), first.orientation(), first.row(), first.col(), move.terrain(), null, null, null, null,
                null));
        GameLog tampered = withEvents(log, events);
        assertThatThrownBy(() -> GameReplay.replay(GAME, tampered)).isInstanceOf(ReplayException.class)
                .hasMessageStartingWith("move " + move.move() + ": ")
                .satisfies(e -> assertThat(((ReplayException) e).move()).isEqualTo(move.move()));
    }

    @Test
    void anEditedScoreOrSeedIsRejected() {
        GameLog log = play(5, "random").log();
        List<LogEvent> events = new ArrayList<>(log.events());
        for (int i = 0; i < events.size(); i++) {
            LogEvent e = events.get(i);
            if (e.season() != null) {
                events.set(i, new LogEvent(null, null, null, e.season(), e.player(), null, null, null, null, null, null,
                        null, null, e.cards(), e.coins() + 5, e.monsters(), e.total() + 5));
                break;
            }
        }
        assertThatThrownBy(() -> GameReplay.replay(GAME, withEvents(log, events)))
                .isInstanceOf(ReplayException.class).hasMessageContaining("score");
        GameLog otherSeed = new GameLog(log.format(), log.game(), log.map(), log.seed() + 1, log.policies(),
                log.options(), log.edicts(), log.events(), log.totals(), log.winners(), log.soloScore(),
                log.soloTitle());
        assertThatThrownBy(() -> GameReplay.replay(GAME, otherSeed)).isInstanceOf(ReplayException.class);
        GameLog otherTitle = new GameLog(log.format(), log.game(), log.map(), log.seed(), log.policies(),
                log.options(), log.edicts(), log.events(), log.totals(), log.winners(), log.soloScore(),
                "Legendary Cartographer".equals(log.soloTitle()) ? "Apprentice Surveyor" : "Legendary Cartographer");
        assertThatThrownBy(() -> GameReplay.replay(GAME, otherTitle)).isInstanceOf(ReplayException.class)
                .hasMessageContaining("solo");
    }

    @Test
    void aLogThatIsNotJsonIsRejectedWithItsPosition() {
        assertThatThrownBy(() -> GameLogs.read("{\"format\": \"cartolab-game-log/1\",\n  \"seed\": x}"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("line 2, column");
    }

    private static int lastMoveIndex(List<LogEvent> events) {
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i).move() != null) {
                return i;
            }
        }
        throw new AssertionError("no move");
    }

    private static GameLog withEvents(GameLog log, List<LogEvent> events) {
        return new GameLog(log.format(), log.game(), log.map(), log.seed(), log.policies(), log.options(),
                log.edicts(), events, log.totals(), log.winners(), log.soloScore(), log.soloTitle());
    }
}
