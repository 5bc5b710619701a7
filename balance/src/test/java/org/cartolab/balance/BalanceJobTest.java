package org.cartolab.balance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.Deck;
import org.cartolab.model.Game;
import org.cartolab.model.ScoringCard;
import org.junit.jupiter.api.Test;

/** The run on Spark against the plain loop, and what a run's tallies must add up to. */
class BalanceJobTest {

    private static BalanceSpec spec(String policy, long games) {
        return new BalanceSpec("cartographers", null, List.of(), null, null, null, policy, 1, 1, games);
    }

    @Test
    void sparkOnOneOrFourPartitionsTalliesWhatThePlainLoopTallies() {
        BalanceSpec spec = spec("greedy", 3 * BalanceJob.SHARD / 2 + 7);
        Tallies plain = BalanceRun.plain(spec);
        assertThat(BalanceJob.spark(spec, "local[1]", 1, null)).isEqualTo(plain);
        assertThat(BalanceJob.spark(spec, "local[2]", 4, null)).isEqualTo(plain);
        assertThat(plain.games()).isEqualTo(spec.games());
    }

    @Test
    void theSampledSeasonsOptimumIsTheSameOnSparkAndNeverBelowGreedy() {
        BalanceSpec spec = spec("greedy", 3);
        OptimumTally plain = BalanceRun.plainOptimum(spec, 3, 3000);
        assertThat(BalanceJob.spark(spec, 3, 3000, "local[2]", 0, null).optimum()).isEqualTo(plain);
        // 3 games of 4 seasons, each season counted for its 2 scoring cards.
        assertThat(plain.lines().values().stream().mapToLong(OptimumTally.Line::sampled).sum()).isEqualTo(24);
        for (var line : plain.lines().entrySet()) {
            OptimumTally.Line l = line.getValue();
            if (!Double.isNaN(l.meanBoundGap())) { // NaN: no season of this card had a finite bound
                assertThat(l.meanBoundGap()).as(line.getKey()).isGreaterThanOrEqualTo(0);
            }
            if (l.proven() > 0) {
                assertThat(l.optimum()).as(line.getKey()).isGreaterThanOrEqualTo(l.greedyTotal());
                assertThat(l.meanBoundGap()).as("a proven season's bound is its optimum")
                        .isGreaterThanOrEqualTo(0);
            }
        }
    }

    @Test
    void everyDeckGivesOneCardToTwoSeasonsOfEveryGameAndItsCardsComeEvenly() {
        long games = 2000;
        Tallies tallies = BalanceRun.plain(spec("random", games));
        Game game = CardLibrary.load("cartographers").game("cartographers").orElseThrow();
        assertThat(tallies.seasons()).isEqualTo(4 * games);
        for (Deck deck : game.decks()) {
            long seasons = 0;
            for (ScoringCard card : deck.cards()) {
                long mine = tallies.cards().get(card.id()).seasons();
                seasons += mine;
                // A shuffled deck of 4 deals each card to a quarter of the games: 1000 seasons here, with a
                // standard deviation of about 27. Seeds that shuffle alike (neighbouring java.util.Random seeds)
                // once gave one forest card 3620 seasons and another none.
                assertThat(mine).as(card.id()).isBetween(850L, 1150L);
            }
            assertThat(seasons).as(deck.id()).isEqualTo(2 * games);
            // Dealt once per game, scoring in two of its four seasons: per game, twice the mean per season.
            assertThat(deck.cards().stream().mapToLong(card -> tallies.cards().get(card.id()).games()).sum())
                    .as(deck.id()).isEqualTo(games);
            for (ScoringCard card : deck.cards()) {
                CardTally tally = tallies.cards().get(card.id());
                assertThat(tally.meanPerGame()).isEqualTo(2 * tally.mean(), org.assertj.core.api.Assertions.within(1e-9));
            }
        }
    }

    @Test
    void aChangedCardChangesItsOwnRowOnly() {
        // Random play does not look at the scoring cards, so the games are the same and only the card differs.
        String variant = """
                uses cartographers
                scoring sentinel-wood-doubled "Sentinel Wood, doubled" solo 25
                    text "Two reputation stars for each forest space adjacent to the edge of the map."
                    score 2 per cell c of forest where c touches edge
                """;
        BalanceSpec before = spec("random", 400);
        BalanceSpec after = new BalanceSpec("cartographers", null,
                List.of(new BalanceSpec.CardFile("variant.carto", variant)), "sentinel-wood", null, null, "random", 1, 1,
                400);
        Map<String, CardRow> was = rows(BalanceReport.of(before, BalanceRun.plain(before)));
        Map<String, CardRow> now = rows(BalanceReport.of(after, BalanceRun.plain(after)));

        assertThat(now).doesNotContainKey("sentinel-wood").containsKey("sentinel-wood-doubled");
        CardRow old = was.get("sentinel-wood");
        CardRow doubled = now.get("sentinel-wood-doubled");
        assertThat(doubled.seasons()).isEqualTo(old.seasons());
        assertThat(doubled.mean()).isEqualTo(2 * old.mean());
        assertThat(doubled.max()).isEqualTo(2 * old.max());
        for (String id : was.keySet()) {
            if (!id.equals("sentinel-wood")) {
                CardRow a = was.get(id);
                CardRow b = now.get(id);
                assertThat(List.of(b.seasons(), b.mean(), b.histogram())).as(id)
                        .isEqualTo(List.of(a.seasons(), a.mean(), a.histogram()));
            }
        }
    }

    private static Map<String, CardRow> rows(BalanceReport report) {
        Map<String, CardRow> rows = new java.util.TreeMap<>();
        report.rows().forEach(row -> rows.put(row.id(), row));
        return rows;
    }
}
