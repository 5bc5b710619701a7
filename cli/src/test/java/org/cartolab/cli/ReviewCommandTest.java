package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** carto review: a logged solo game, season by season, against the best the same cards allowed. */
class ReviewCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path soloLog(long seed) {
        Path log = dir.resolve("game-" + seed + ".json");
        Run play = Run.carto("play", "--solo", "--seed", String.valueOf(seed), "--policy", "random", "--log",
                log.toString());
        assertThat(play.exit()).as(play.err()).isZero();
        return log;
    }

    /** The season totals as the log itself states them. */
    private static List<Integer> loggedTotals(Path log) throws IOException {
        List<Integer> totals = new ArrayList<>();
        for (JsonNode event : JSON.readTree(log.toFile()).path("events")) {
            if (event.has("season")) {
                totals.add(event.path("total").asInt());
            }
        }
        return totals;
    }

    @Test
    void theJsonHasEverySeasonWithTheLoggedScoreTheBestAndTheDrawingsAndThePicturesAreWritten() throws IOException {
        Path log = soloLog(5);
        Path out = dir.resolve("review");
        Run review = Run.carto("review", log.toString(), "--time-limit", "200ms", "--json", "--out", out.toString());
        assertThat(review.exit()).as(review.err()).isZero();
        JsonNode document = JSON.readTree(review.out());
        assertThat(document.path("schema").asText()).isEqualTo("cartolab-review/1");
        assertThat(JSON.readTree(out.resolve("review.json").toFile())).isEqualTo(document);
        List<Integer> totals = loggedTotals(log);
        JsonNode seasons = document.path("seasons");
        assertThat(seasons).hasSize(totals.size()).hasSize(4);
        int lost = 0;
        for (int s = 0; s < seasons.size(); s++) {
            JsonNode season = seasons.get(s);
            assertThat(season.path("scored").asInt()).isEqualTo(totals.get(s));
            assertThat(season.path("reviewed").asBoolean()).as(season.toString()).isTrue();
            int best = season.path("best").path("best").asInt();
            assertThat(best).isGreaterThanOrEqualTo(totals.get(s))
                    .isLessThanOrEqualTo(season.path("best").path("bound").asInt());
            JsonNode moves = season.path("moves");
            assertThat(moves).isNotEmpty();
            assertThat(moves.get(0).path("before")).isEqualTo(season.path("best"));
            assertThat(moves.get(moves.size() - 1).path("after").path("best").asInt()).isEqualTo(totals.get(s));
            JsonNode bestPlay = season.path("bestPlay");
            assertThat(bestPlay).hasSize(moves.size());
            lost += best - totals.get(s);
            byte[] png = Files.readAllBytes(out.resolve("season-" + (s + 1) + ".png"));
            assertThat(png).startsWith(0x89, 'P', 'N', 'G');
        }
        assertThat(lost).as("a random player leaves points").isPositive();
    }

    @Test
    void theTextNamesEachSeasonItsScoreAndTheCostliestDrawings() {
        Path log = soloLog(6);
        Run review = Run.carto("review", log.toString(), "--time-limit", "200ms", "--threads", "1");
        assertThat(review.exit()).as(review.err()).isZero();
        assertThat(review.out()).contains("Season 1 · Spring (", "Season 4 · Winter (", "You scored ",
                "The best with the same cards from the same map: ", "Where the points went:", "drawing ",
                "The best season: ", "In the 4 reviewed seasons you scored ");
    }

    @Test
    void aGameOfTwoPlayersIsRefusedWithWhatToDo() {
        Path log = dir.resolve("two.json");
        Run play = Run.carto("play", "--players", "2", "--seed", "3", "--log", log.toString());
        assertThat(play.exit()).as(play.err()).isZero();
        Run review = Run.carto("review", log.toString());
        assertThat(review.exit()).isEqualTo(ExitCode.PROBLEMS);
        assertThat(review.err()).contains(log.toString(), "2 players", "carto play --solo").doesNotContain("\tat ");
    }

    @Test
    void aFileThatIsNoLogIsNamed() throws IOException {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\": 3}");
        Run review = Run.carto("review", bad.toString());
        assertThat(review.exit()).isEqualTo(ExitCode.PROBLEMS);
        assertThat(review.err()).contains(bad.toString(), "not a game log").doesNotContain("\tat ");
        Run usage = Run.carto("review", bad.toString(), "--threads", "0");
        assertThat(usage.exit()).isEqualTo(ExitCode.USAGE);
    }
}
