package org.cartolab.hex.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.hex.HexGame;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/** Whole seeded games: a winner, logs that replay to the same bytes, cards that neither appear nor vanish. */
class InkasGameTest {

    static final HexGame GAME = CardLibrary.load("rise-of-the-inkas").hexGame("rise-of-the-inkas").orElseThrow();

    @Test
    void aSeededThreePlayerGreedyGameHasAWinnerAndReplaysToTheSameBytes() {
        InkasLog log = InkasMatch.play(GAME, 7, List.of("greedy", "greedy", "greedy"));
        assertWonAndReplays(log);
    }

    @Test
    void aSeededFourPlayerMixedGameHasAWinnerAndReplaysToTheSameBytes() {
        InkasLog log = InkasMatch.play(GAME, 11, List.of("greedy", "random", "greedy", "random"));
        assertWonAndReplays(log);
    }

    @Test
    void theSameSeedPlaysTheSameGameAndAnotherSeedAnother() {
        String once = InkasLogs.write(InkasMatch.play(GAME, 3, List.of("random", "random", "random")));
        assertThat(InkasLogs.write(InkasMatch.play(GAME, 3, List.of("random", "random", "random")))).isEqualTo(once);
        assertThat(InkasLogs.write(InkasMatch.play(GAME, 4, List.of("random", "random", "random")))).isNotEqualTo(once);
    }

    @Test
    void anEditedLogDoesNotReplayAndTheMessageNamesTheEvent() {
        String text = InkasLogs.write(InkasMatch.play(GAME, 7, List.of("greedy", "greedy", "greedy")));
        String edited = text.replaceFirst("\"event\":\"rolled\",\"dice\":\\[(\\d),", "\"event\":\"rolled\",\"dice\":[9,");
        assertThat(edited).isNotEqualTo(text);
        assertThatThrownBy(() -> InkasReplay.replay(GAME, InkasLogs.read(edited)))
                .isInstanceOf(InkasReplay.ReplayException.class).hasMessageContaining("\"dice\":[9,");
    }

    @Test
    void aLoggedDecisionTheRulesDoNotOfferIsRefusedAtItsEvent() {
        InkasLog log = InkasMatch.play(GAME, 7, List.of("greedy", "greedy", "greedy"));
        int index = 0;
        while (!(log.events().get(index).turn() > 0 && log.events().get(index).event().equals("village"))) {
            index++;
        }
        // f13/g12/g14 lies between jungle and jungle frame: no path leads there, so no village is ever offered there.
        List<InkasEvent> events = new ArrayList<>(log.events());
        InkasEvent village = events.get(index);
        events.set(index, village.at("f13/g12/g14"));
        InkasLog tampered = new InkasLog(log.format(), log.game(), log.map(), log.seed(), log.players(),
                log.policies(), events, log.turns(), log.winner());
        assertThatThrownBy(() -> InkasReplay.replay(GAME, InkasLogs.read(InkasLogs.write(tampered))))
                .isInstanceOf(InkasReplay.ReplayException.class)
                .hasMessageStartingWith("event " + (index + 1) + " of the log is ")
                .hasMessageContaining("\"at\":\"f13/g12/g14\"")
                .hasMessageEndingWith("which the rules do not allow player " + village.player() + " there.");
    }

    @Test
    void aLogCutShortEndsTheReplayAtTheMissingDecision() {
        InkasLog log = InkasMatch.play(GAME, 5, List.of("random", "greedy", "random", "greedy"));
        InkasLog cut = new InkasLog(log.format(), log.game(), log.map(), log.seed(), log.players(),
                log.policies(), log.events().subList(0, log.events().size() / 2), log.turns(), log.winner());
        assertThatThrownBy(() -> InkasReplay.replay(GAME, cut)).isInstanceOf(InkasReplay.ReplayException.class);
    }

    /** Replaying feeds the logged decisions back: any seeded game, random or greedy, gives the same bytes. */
    @Property(tries = 25)
    void everySeededGameReplaysToTheSameBytes(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                              @ForAll @IntRange(min = 3, max = 4) int players) {
        List<String> names = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            names.add(p % 2 == 0 ? "random" : "greedy");
        }
        String text = InkasLogs.write(InkasMatch.play(GAME, seed, names));
        assertThat(InkasLogs.write(InkasReplay.replay(GAME, InkasLogs.read(text)))).isEqualTo(text);
    }

    @Test
    void actionCardsTwoEnterOnceEveryPlayersFirstTribeHasDeclinedAndNotBefore() {
        for (long seed = 1; seed <= 6; seed++) {
            InkasLog log = InkasMatch.play(GAME, seed, List.of("greedy", "random", "greedy", "random"));
            List<InkasEvent> events = log.events();
            int lastFirstDecline = -1;
            boolean everyone = true;
            for (int p = 1; p <= log.players(); p++) {
                int player = p;
                int at = -1;
                for (int i = 0; i < events.size() && at < 0; i++) {
                    InkasEvent e = events.get(i);
                    at = e.player() == player && e.event().equals("declined") ? i : -1;
                }
                everyone &= at >= 0;
                lastFirstDecline = Math.max(lastFirstDecline, at);
            }
            List<Integer> deckTwo = new ArrayList<>();
            for (int i = 0; i < events.size(); i++) {
                if (events.get(i).event().equals("deck-2")) {
                    deckTwo.add(i);
                }
            }
            // §4.8: once, as the last player's first tribe declines: after the decline, before its founding.
            if (!everyone) {
                assertThat(deckTwo).as("seed " + seed).isEmpty();
                continue;
            }
            assertThat(deckTwo).as("seed " + seed).hasSize(1);
            int founded = lastFirstDecline;
            while (!events.get(founded).event().equals("founded")) {
                founded++;
            }
            assertThat(deckTwo.get(0)).as("seed " + seed).isBetween(lastFirstDecline + 1, founded - 1);
        }
    }

    @Test
    void foundingATribeEndsTheTurnAtOnce() {
        for (long seed = 1; seed <= 4; seed++) {
            List<InkasEvent> events = InkasMatch.play(GAME, seed, List.of("random", "greedy", "random")).events();
            for (int i = 0; i < events.size(); i++) {
                InkasEvent founded = events.get(i);
                if (!founded.event().equals("founded")) {
                    continue;
                }
                // §4.10: no more trading, building, action cards or powers: the next event is the next turn's
                // (or the end of the game).
                if (i + 1 < events.size()) {
                    assertThat(events.get(i + 1).turn()).as("seed " + seed + ", event " + (i + 1))
                            .isEqualTo(founded.turn() + 1);
                }
            }
        }
    }

    @Test
    void twoOrFivePlayersAreRefused() {
        assertThatThrownBy(() -> InkasMatch.play(GAME, 1, List.of("greedy", "greedy")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3 or 4 players");
    }

    /**
     * A seat a person played (the workbench's table) replays like any other, from the decisions its events record:
     * here the person chose what the greedy policy would, so the game is the all-greedy game's, and its log replays
     * to the same bytes; with the person's last decision taken out of the log it does not.
     */
    @Test
    void aPersonsSeatReplaysFromTheLogsEvents() {
        InkasPolicy greedy = InkasPolicies.named("greedy", 0);
        int[] decided = {0};
        InkasPolicy person = (match, player, legal) -> {
            decided[0]++;
            return greedy.choose(match, player, legal);
        };
        List<String> seats = List.of("greedy", InkasPolicies.HUMAN, "greedy");
        InkasLog log = InkasMatch.play(GAME, 5, seats, List.of(InkasPolicies.seated("greedy", 5, 0), person,
                InkasPolicies.seated("greedy", 5, 2)));

        assertThat(log.events()).isEqualTo(InkasMatch.play(GAME, 5, List.of("greedy", "greedy", "greedy")).events());
        assertThat(decided[0]).isPositive();
        String text = InkasLogs.write(log);
        assertThat(text).contains("\"human\"");
        assertThat(InkasLogs.write(InkasReplay.replay(GAME, InkasLogs.read(text)))).isEqualTo(text);
        List<InkasEvent> events = new ArrayList<>(log.events());
        int last = events.size() - 1;
        while (events.get(last).player() != 2) {
            last--;
        }
        events.remove(last);
        InkasLog cut = new InkasLog(log.format(), log.game(), log.map(), log.seed(), log.players(), log.policies(),
                events, log.turns(), log.winner());
        assertThatThrownBy(() -> InkasReplay.replay(GAME, cut)).isInstanceOf(InkasReplay.ReplayException.class);
    }

    /** The bank and the hands together always hold 19 cards of each of the 8 products, none below 0. */
    @Property(tries = 40)
    void cardsAreConservedAtEveryDecision(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                          @ForAll @IntRange(min = 3, max = 4) int players) {
        List<InkasPolicy> policies = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            InkasPolicy inner = InkasPolicies.named(p % 2 == 0 ? "random" : "greedy", seed + p);
            names.add(p % 2 == 0 ? "random" : "greedy");
            policies.add((match, player, legal) -> {
                assertConserved(match);
                return inner.choose(match, player, legal);
            });
        }
        InkasLog log = InkasMatch.play(GAME, seed, names, policies);
        assertThat(log.events()).isNotEmpty();
    }

    /**
     * At every decision of random and greedy games: the distance rule holds between every two buildings (declined
     * ones too), nobody has more pieces on the board than §4.2 gives them, and no active tribe has more tokens than
     * its goal or more than one city.
     */
    @Property(tries = 20)
    void piecesAndTheDistanceRuleHoldAtEveryDecision(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                                     @ForAll @IntRange(min = 3, max = 4) int players) {
        List<InkasPolicy> policies = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            String name = p % 2 == 0 ? "greedy" : "random";
            InkasPolicy inner = InkasPolicies.named(name, seed + p);
            names.add(name);
            policies.add((match, player, legal) -> {
                assertPieces(match);
                return inner.choose(match, player, legal);
            });
        }
        assertThat(InkasMatch.play(GAME, seed, names, policies).events()).isNotEmpty();
    }

    static void assertPieces(InkasMatch match) {
        var board = match.board();
        int crossings = board.intersections().size();
        for (int a = 0; a < crossings; a++) {
            for (int b : board.intersections().get(a).neighbours()) {
                assertThat(match.owner(a) != 0 && match.owner(b) != 0).as("buildings on neighbours %s and %s",
                        board.intersections().get(a).id(), board.intersections().get(b).id()).isFalse();
            }
        }
        for (int p = 1; p <= match.players(); p++) {
            int villages = 0;
            int cities = 0;
            int activeCities = 0;
            int roads = 0;
            for (int at = 0; at < crossings; at++) {
                if (match.owner(at) == p) {
                    villages += match.isCity(at) ? 0 : 1;
                    cities += match.isCity(at) ? 1 : 0;
                    activeCities += match.isCity(at) && !match.declined(at) ? 1 : 0;
                }
            }
            for (int path = 0; path < board.paths().size(); path++) {
                roads += match.roadOwner(path) == p ? 1 : 0;
            }
            assertThat(villages).isLessThanOrEqualTo(8);
            assertThat(cities).isLessThanOrEqualTo(2);
            assertThat(activeCities).isLessThanOrEqualTo(1);
            assertThat(roads).isLessThanOrEqualTo(7);
            assertThat(match.tribeTokens(p)).isLessThanOrEqualTo(match.tribe(p) == 3 ? 3 : 4);
        }
    }

    static void assertConserved(InkasMatch match) {
        int[] total = match.bank();
        for (int p = 1; p <= match.players(); p++) {
            int[] hand = match.hand(p);
            assertThat(Arrays.stream(hand).min().orElseThrow()).isNotNegative();
            for (int i = 0; i < hand.length; i++) {
                total[i] += hand[i];
            }
        }
        assertThat(Arrays.stream(match.bank()).min().orElseThrow()).isNotNegative();
        int[] expected = new int[total.length];
        Arrays.fill(expected, 19);
        assertThat(total).isEqualTo(expected);
    }

    static void assertWonAndReplays(InkasLog log) {
        assertThat(log.winner()).isBetween(1, log.players());
        InkasEvent last = log.events().get(log.events().size() - 1);
        assertThat(last.event()).isEqualTo("won");
        assertThat(last.player()).isEqualTo(log.winner());
        assertThat(last.tribe()).isEqualTo(3);
        // §4.11: the winner placed all 11 development tokens (4 + 4 + 3), one per building placed: villages,
        // cities, rebuildings and foundings; and each of the two earlier tribes declined.
        long built = log.events().stream().filter(e -> e.player() == log.winner()
                && List.of("village", "city", "rebuilt", "founded").contains(e.event())).count();
        assertThat(built).isEqualTo(11);
        assertThat(log.events().stream().filter(e -> e.player() == log.winner() && e.event().equals("declined"))
                .map(InkasEvent::tribe).toList()).containsExactly(1, 2);
        String text = InkasLogs.write(log);
        InkasLog read = InkasLogs.read(text);
        assertThat(InkasLogs.write(InkasReplay.replay(GAME, read))).isEqualTo(text);
    }
}
