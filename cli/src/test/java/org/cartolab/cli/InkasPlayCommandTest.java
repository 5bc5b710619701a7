package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.cartolab.hex.game.InkasLog;
import org.cartolab.hex.game.InkasLogs;
import org.cartolab.hex.game.InkasMatch;
import org.cartolab.hex.game.InkasPolicies;
import org.cartolab.hex.game.InkasPolicy;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.hex.HexGame;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code carto play} and {@code carto replay} for Rise of the Inkas, as a user runs them. */
class InkasPlayCommandTest {

    @TempDir
    Path dir;

    @Test
    void aGameOfFourPlaysToAWinnerAndItsLogReplays() throws IOException {
        Path log = dir.resolve("inkas.json");
        Run play = carto("play", "--game", "rise-of-the-inkas", "--players", "4", "--seed", "7", "--policy",
                "greedy,random,greedy,random", "--log", log.toString());
        assertThat(play.exit()).isZero();
        assertThat(play.out()).contains("4 players (greedy, random, greedy, random)", "player 4: tribe ")
                .containsPattern("Player [1-4] wins in turn [0-9]+: the third tribe reached its goal, all 11 "
                        + "development tokens placed.");
        Run replay = carto("replay", log.toString());
        assertThat(replay.exit()).isZero();
        assertThat(replay.out()).contains("The log replays exactly");
        Run again = carto("play", "--game", "rise-of-the-inkas", "--players", "4", "--seed", "7", "--policy",
                "greedy,random,greedy,random", "--json");
        assertThat(again.out()).isEqualTo(Files.readString(log));
    }

    /** A log the workbench's table writes: a person's seat, replayed from the decisions its events record. */
    @Test
    void aLogWithAPersonsSeatReplays() throws IOException {
        HexGame game = CardLibrary.load("rise-of-the-inkas").hexGame("rise-of-the-inkas").orElseThrow();
        InkasPolicy greedy = InkasPolicies.named("greedy", 0);
        InkasLog played = InkasMatch.play(game, 3, List.of(InkasPolicies.HUMAN, "random", "greedy"),
                List.of(greedy, InkasPolicies.seated("random", 3, 1), InkasPolicies.seated("greedy", 3, 2)));
        Path log = Files.writeString(dir.resolve("table.json"), InkasLogs.write(played));

        Run replay = carto("replay", log.toString());
        assertThat(replay.exit()).isZero();
        assertThat(replay.out()).contains("The log replays exactly");

        // The game's last event taken out: the log ends before the game does, and the message says so.
        InkasLog cut = new InkasLog(played.format(), played.game(), played.map(), played.seed(), played.players(),
                played.policies(), played.events().subList(0, played.events().size() - 1), played.turns(),
                played.winner());
        Files.writeString(log, InkasLogs.write(cut));
        Run edited = carto("replay", log.toString());
        assertThat(edited.exit()).isEqualTo(1);
        assertThat(edited.err()).contains("does not replay").doesNotContain("Exception");
    }

    @Test
    void anEditedLogIsRefusedAtItsEvent() throws IOException {
        Path log = dir.resolve("inkas.json");
        carto("play", "--game", "rise-of-the-inkas", "--players", "3", "--seed", "2", "--log", log.toString());
        String text = Files.readString(log);
        Files.writeString(log, text.replaceFirst("\"event\":\"rolled\",\"dice\":\\[\\d,", "\"event\":\"rolled\",\"dice\":[9,"));
        Run replay = carto("replay", log.toString());
        assertThat(replay.exit()).isEqualTo(1);
        assertThat(replay.err()).contains("does not replay: event ", "\"dice\":[9,").doesNotContain("Exception");
    }

    @Test
    void wrongInputGetsAMessageAndNoStackTrace() {
        Run solo = carto("play", "--game", "rise-of-the-inkas", "--seed", "1");
        assertThat(solo.exit()).isEqualTo(2);
        assertThat(solo.err()).contains("played by 3 or 4 players").doesNotContain("Exception");
        Run policy = carto("play", "--game", "rise-of-the-inkas", "--players", "3", "--seed", "1", "--policy",
                "greedie");
        assertThat(policy.exit()).isEqualTo(2);
        assertThat(policy.err()).contains("Maybe you meant 'greedy'");
    }

    @Test
    void benchPlaysTheGamesAndCountsTheWinners() {
        Run bench = carto("play", "--game", "rise-of-the-inkas", "--players", "3", "--seed", "1", "--bench", "20");
        assertThat(bench.exit()).isZero();
        assertThat(bench.out()).containsPattern("20 games \\(greedy,greedy,greedy\\), 20 won, 0 stopped at the "
                + "turn limit, [0-9.]+ turns a game");
    }
}
