package org.cartolab.balance;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** carto balance as a user runs it (the plain loop: Spark's own run is BalanceJobTest's). */
class BalanceCommandTest {

    @TempDir
    Path dir;

    private record Result(int exit, String out, String err) {
    }

    private static Result balance(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = BalanceCommand.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Result(exit, out.toString(), err.toString());
    }

    @Test
    void writesTheThreeReportFilesTheSameTwice() throws IOException {
        Result first = balance("--plain", "--games", "40", "--out", dir.resolve("a").toString());
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.out()).contains("40 games (greedy, 1 player)", "sentinel-wood", "Wrote ");
        Result second = balance("--plain", "--games", "40", "--out", dir.resolve("b").toString());
        assertThat(second.exit()).isZero();
        for (String name : List.of("report.json", "cards.csv", "report.html")) {
            assertThat(Files.readAllBytes(dir.resolve("b").resolve(name))).as(name)
                    .isEqualTo(Files.readAllBytes(dir.resolve("a").resolve(name)));
        }
        List<String> csv = Files.readAllLines(dir.resolve("a/cards.csv"));
        assertThat(csv).hasSize(17);
        assertThat(csv.get(0)).startsWith("id,name,deck,solo_value,seasons,mean");
        assertThat(csv.get(1)).startsWith("sentinel-wood,Sentinel Wood,forest,25,");
        String json = Files.readString(dir.resolve("a/report.json"));
        assertThat(json).contains("\"schema\" : \"cartolab-balance/1\"", "\"games\" : 40", "\"seasonSheets\" : 160");
        String html = Files.readString(dir.resolve("a/report.html"));
        assertThat(html).contains("<img alt=\"Mean points per game and printed solo value, per card\" "
                + "src=\"data:image/png;base64,").doesNotContain("src=\"http");
    }

    @Test
    void aTypoInACardFileIsNamedWithItsPlace() throws IOException {
        Path card = dir.resolve("mine.carto");
        Files.writeString(card, """
                uses cartographers
                scoring my-wood "My Wood" solo 20
                    text "One star per forest cell."
                    score 1 per cell c of forrest
                """);
        Result run = balance("--plain", "--games", "5", "--card", card.toString(), "--deck", "forest", "--out",
                dir.resolve("out").toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains(card + ":4:").contains("forrest").contains("forest");
        assertThat(dir.resolve("out")).doesNotExist();
    }

    @Test
    void aNewCardWithoutADeckIsAskedForOne() throws IOException {
        Path card = dir.resolve("mine.carto");
        Files.writeString(card, """
                uses cartographers
                scoring my-wood "My Wood" solo 20
                    text "One star per forest cell."
                    score 1 per cell c of forest
                """);
        Result run = balance("--plain", "--games", "5", "--card", card.toString(), "--out", dir.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("'my-wood' is in no deck", "--deck (forest, farm-water, village, arrangement)");
        Result joined = balance("--plain", "--games", "60", "--card", card.toString(), "--deck", "forest", "--out",
                dir.resolve("joined").toString());
        assertThat(joined.exit()).as(joined.err()).isZero();
        assertThat(Files.readString(dir.resolve("joined/cards.csv"))).contains("\nmy-wood,My Wood,forest,20,");
    }

    @Test
    void usageErrorsSayWhatToDo() {
        Result replace = balance("--replace", "sentinel-wood", "--out", dir.toString());
        assertThat(replace.exit()).isEqualTo(2);
        assertThat(replace.err()).contains("--replace needs the card to put in its place");
        Result game = balance("--plain", "--game", "cartographer", "--out", dir.toString());
        assertThat(game.exit()).isEqualTo(1);
        assertThat(game.err()).contains("unknown game 'cartographer'", "cartographers");
        Result policy = balance("--policy", "smart", "--out", dir.toString());
        assertThat(policy.exit()).isEqualTo(2);
        assertThat(policy.err()).contains("no policy 'smart'");
    }
}
