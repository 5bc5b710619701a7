package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code carto play} and {@code carto replay} for Confusing Lands, as a user runs them. */
class LandscapePlayCommandTest {

    @TempDir
    Path dir;

    @Test
    void aGameOfTwoPlaysToAWinnerAndItsLogReplays() throws IOException {
        Path log = dir.resolve("game.json");
        Run play = carto("play", "--game", "confusing-lands", "--players", "2", "--seed", "9", "--policy",
                "greedy,random", "--log", log.toString());
        assertThat(play.exit()).isZero();
        assertThat(play.out()).contains("Shared condition: ", "Round 4", "Player 2's landscape (8 cards):")
                .containsPattern("(Winner: player [12]|Shared win)");
        Run replay = carto("replay", log.toString());
        assertThat(replay.exit()).isZero();
        assertThat(replay.out()).contains("The log replays exactly");
        Run again = carto("play", "--game", "confusing-lands", "--players", "2", "--seed", "9", "--policy",
                "greedy,random", "--json");
        assertThat(again.out()).isEqualTo(Files.readString(log));
    }

    @Test
    void soloEndsWithItsTitle() {
        Run play = carto("play", "--game", "confusing-lands", "--solo", "--seed", "4");
        assertThat(play.exit()).isZero();
        assertThat(play.out()).contains("Your landscape (8 cards):", "skips ", "receives ")
                .containsPattern("Score -?[0-9]+: (Incredible|Amazing|Wondrous|Tricky|Confused|Lost)");
    }

    @Test
    void wrongInputGetsAMessageAndNoStackTrace() throws IOException {
        Run three = carto("play", "--game", "confusing-lands", "--players", "3", "--seed", "1");
        assertThat(three.exit()).isEqualTo(2);
        assertThat(three.err()).contains("for 1 or 2 players, not 3").doesNotContain("Exception");
        Run policy = carto("play", "--game", "confusing-lands", "--seed", "1", "--policy", "greedie");
        assertThat(policy.exit()).isEqualTo(2);
        assertThat(policy.err()).contains("Maybe you meant 'greedy'");
        Path log = dir.resolve("bad.json");
        Files.writeString(log, "{\"format\":\"cartolab-landscape-log/1\",\"game\":\"confusing-lands\",\n\"seed\":x}");
        Run replay = carto("replay", log.toString());
        assertThat(replay.exit()).isEqualTo(1);
        assertThat(replay.err()).contains("bad.json: not a landscape game log: line 2").doesNotContain("Exception");
    }
}
