package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.review.Outlook;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.Policies;
import org.cartolab.scoring.SeasonScore;
import org.junit.jupiter.api.Test;

/** carto bench season: whole seasons of seeded greedy games, posed with every card they revealed. */
class WholeSeasonsTest {

    private static final Game GAME = CardLibrary.load("cartographers").game("cartographers").orElseThrow();

    @Test
    void eachSeedGivesItsSeasonWithTheGreedyScoreOfTheGameAndABestBetweenItAndTheBound() {
        StringWriter text = new StringWriter();
        List<WholeSeasons.Row> rows = WholeSeasons.run(GAME, 2, Duration.ofMillis(300), 2, new PrintWriter(text));
        assertThat(rows).hasSize(2);
        for (WholeSeasons.Row row : rows) {
            int index = (int) (row.seed() - 1) % 4;
            assertThat(row.season().index()).isEqualTo(index);
            // The greedy score is the game's own season score, played again independently here.
            SeasonScore played = new GameEngine(GAME).play("A", row.seed(),
                    List.of(Policies.named("greedy", row.seed())), null).sheets().get(index).score();
            assertThat(row.season().scored()).isEqualTo(played.total());
            Outlook outlook = row.season().outlook().orElseThrow();
            assertThat(outlook.best()).isGreaterThanOrEqualTo(played.total());
            assertThat(outlook.bound()).isGreaterThanOrEqualTo(outlook.best());
            // Every card the season revealed is in the puzzle: at least the drawings it asked for.
            assertThat(row.cards()).isGreaterThanOrEqualTo(3);
        }
        Matcher line = Pattern.compile("(?m)^   1  spring +\\d+  \\S+ \\+ \\S+ +(\\d+) +(\\d+) +(\\d+) ").matcher(
                text.toString());
        assertThat(line.find()).as(text.toString()).isTrue();
        assertThat(Integer.parseInt(line.group(1))).isEqualTo(rows.get(0).season().scored());
        assertThat(Integer.parseInt(line.group(2))).isEqualTo(rows.get(0).season().outlook().orElseThrow().best());
    }

    @Test
    void theCommandPrintsTheSummaryAndRefusesNoSeasons() {
        Run run = Run.carto("bench", "season", "--seasons", "1", "--time-limit", "200ms");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Whole seasons: 1 seeded solo game of", "gap <= 10 %: ", " of 1; proven: ");
        Run none = Run.carto("bench", "season", "--seasons", "0");
        assertThat(none.exit()).isEqualTo(ExitCode.USAGE);
        assertThat(none.err()).contains("--seasons must be 1 or more");
    }
}
