package org.cartolab.library;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapePlacements;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.landscape.play.LandscapeEvent;
import org.cartolab.landscape.play.LandscapeLog;
import org.cartolab.landscape.play.LandscapeLogs;
import org.cartolab.landscape.play.LandscapeMatch;
import org.cartolab.landscape.play.LandscapePolicy;
import org.cartolab.landscape.play.LandscapeRecord;
import org.cartolab.landscape.play.LandscapeReplay;
import org.cartolab.landscape.play.Seat;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeDraft;
import org.cartolab.model.LandscapeGame;
import org.junit.jupiter.api.Test;

/**
 * The Confusing Lands game as RULES.md 3.3-3.5, 3.7 and 3.9 have it, played with the shipped cards: what is dealt,
 * kept, passed, skipped and laid, the placement rules on every card laid (checked here cell by cell, not through
 * the engine's own check), the end, the winner and the solo title, and logs that replay to the same bytes.
 */
class ConfusingLandsGameTest {

    private static LandscapeGame game() {
        return ConfusingLandsFixturesTest.game();
    }

    @Test
    void theShippedGameStatesTheRulebooksDraft() {
        assertThat(game().draft()).isEqualTo(new LandscapeDraft(LandscapeDraft.DeckEnd.TOP, 4, 2,
                LandscapeDraft.DeckEnd.BOTTOM, 1));
    }

    @Test
    void aGameOfTwoDealsTwoEachKeepsOneAndLaysTheCardTheOtherPassed() {
        for (long seed = 1; seed <= 6; seed++) {
            LandscapeLog log = LandscapeMatch.play(game(), seed, List.of("greedy", "random")).log();
            Set<String> used = new HashSet<>(List.of(log.shared()));
            for (int round = 1; round <= 4; round++) {
                Map<Integer, List<String>> dealt = new HashMap<>();
                Map<Integer, String> kept = new HashMap<>();
                Map<Integer, LandscapeEvent> received = new HashMap<>();
                for (LandscapeEvent event : roundEvents(log, round)) {
                    switch (event.event()) {
                        case LandscapeEvent.DEALT -> dealt.put(event.player(), event.cards());
                        case LandscapeEvent.KEEPS -> kept.put(event.player(), event.card());
                        case LandscapeEvent.RECEIVES -> received.put(event.player(), event);
                        default -> throw new AssertionError("a game of two has no " + event);
                    }
                }
                for (int player = 1; player <= 2; player++) {
                    int other = 3 - player;
                    assertThat(dealt.get(player)).hasSize(2);
                    assertThat(used.addAll(dealt.get(player))).as("cards are dealt once").isTrue();
                    assertThat(dealt.get(player)).contains(kept.get(player));
                    List<String> passed = new ArrayList<>(dealt.get(other));
                    passed.remove(kept.get(other));
                    assertThat(received.get(player).card()).as("seed %d round %d", seed, round)
                            .isEqualTo(passed.get(0));
                    assertThat(received.get(player).from()).isEqualTo(other);
                }
            }
            // 18 = 1 shared + 16 dealt + 1 left in the deck (RULES.md 3.4).
            assertThat(used).hasSize(17);
            assertThat(log.totals()).hasSize(2);
        }
    }

    /**
     * Solo (RULES.md 3.9): the card not kept is discarded; the top card is discarded and the one under it laid. The
     * shared condition is the deck's top card and the deal comes from the bottom: so with the deal from the top
     * instead, the same seed must deal in round 1 the very cards that the bottom-dealt game skipped and received
     * (the deck's 2nd and 3rd cards).
     */
    @Test
    void soloSkipsTheTopCardAndLaysTheOneUnderItWhileDealingFromTheBottom() {
        LandscapeGame fromTop = withDraft(new LandscapeDraft(LandscapeDraft.DeckEnd.TOP, 4, 2,
                LandscapeDraft.DeckEnd.TOP, 1));
        for (long seed = 1; seed <= 10; seed++) {
            LandscapeLog bottom = LandscapeMatch.play(game(), seed, List.of("random")).log();
            LandscapeLog top = LandscapeMatch.play(fromTop, seed, List.of("random")).log();
            assertThat(top.shared()).isEqualTo(bottom.shared());
            List<LandscapeEvent> round1 = roundEvents(bottom, 1);
            assertThat(round1).extracting(LandscapeEvent::event).containsExactly(LandscapeEvent.DEALT,
                    LandscapeEvent.KEEPS, LandscapeEvent.DISCARDED, LandscapeEvent.SKIPPED, LandscapeEvent.RECEIVES);
            String skipped = round1.get(3).cards().get(0);
            String received = round1.get(4).card();
            assertThat(roundEvents(top, 1).get(0).cards()).containsExactly(skipped, received);
            assertThat(round1.get(2).cards()).hasSize(1).doesNotContain(round1.get(1).card())
                    .isSubsetOf(round1.get(0).cards());
            assertThat(round1.get(2).reason()).isEqualTo(LandscapeEvent.NOT_KEPT);
        }
    }

    @Test
    void everyCardLaidOverlapsTheLandscapeAndCoversNoCondition() {
        for (long seed = 1; seed <= 8; seed++) {
            LandscapeRecord record = LandscapeMatch.play(game(), seed, List.of(seed % 2 == 0 ? "greedy" : "random",
                    "random"));
            for (Landscape landscape : record.landscapes()) {
                assertThat(landscape.cards()).hasSize(8);
                Map<List<Integer>, Boolean> condition = new HashMap<>();
                for (int i = 0; i < landscape.cards().size(); i++) {
                    boolean overlaps = false;
                    for (PlacedCard.Cell cell : landscape.cards().get(i).cells()) {
                        Boolean under = condition.get(List.of(cell.row(), cell.col()));
                        overlaps |= under != null;
                        assertThat(under).as("seed %d card %d covers a condition", seed, i + 1).isNotEqualTo(true);
                    }
                    assertThat(overlaps || i == 0).as("seed %d card %d overlaps", seed, i + 1).isTrue();
                    for (PlacedCard.Cell cell : landscape.cards().get(i).cells()) {
                        condition.put(List.of(cell.row(), cell.col()), cell.terrain()
                                .filter(t -> t == game().conditionCells()).isPresent());
                    }
                }
            }
        }
    }

    @Test
    void playersDecideAtOnceSeeingOnlyWhatWasLaidBeforeTheStep() {
        List<Integer> seen = new ArrayList<>();
        LandscapePolicy watcher = (seat, offered) -> {
            seen.add(seat.others().get(0).cards().size());
            return Optional.of(LandscapePlacements.legal(seat.own(), offered.get(0)).get(0));
        };
        LandscapeMatch.play(game(), 3, List.of("p1", "p2"), List.of(watcher, watcher));
        // Per round: both keep seeing 2(r-1) cards in the other landscape, then both receive seeing 2(r-1)+1.
        assertThat(seen).containsExactly(0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7);
    }

    @Test
    void theHigherTotalWinsAndTheSoloTitleFollowsTheRatingTable() {
        for (long seed = 1; seed <= 6; seed++) {
            LandscapeLog two = LandscapeMatch.play(game(), seed, List.of("greedy", "random")).log();
            int best = Math.max(two.totals().get(0), two.totals().get(1));
            for (int winner : two.winners()) {
                assertThat(two.totals().get(winner - 1)).isEqualTo(best);
            }
            LandscapeLog solo = LandscapeMatch.play(game(), seed, List.of("greedy")).log();
            int total = solo.totals().get(0);
            // RULES.md 3.9: 50+ Incredible, 40+ Amazing, 30+ Wondrous, 20+ Tricky, 10+ Confused, below Lost.
            String expected = total >= 50 ? "Incredible" : total >= 40 ? "Amazing" : total >= 30 ? "Wondrous"
                    : total >= 20 ? "Tricky" : total >= 10 ? "Confused" : "Lost";
            assertThat(solo.soloTitle()).as("score %d", total).isEqualTo(expected);
            assertThat(solo.winners()).containsExactly(1);
        }
    }

    /** Greedy lays, of all legal placements of all offered cards (found here by trying every offset), the best now. */
    @Test
    void greedyLaysTheBestPlacementNow() {
        LandscapeScorer scorer = new LandscapeScorer(game());
        List<Integer> checked = new ArrayList<>();
        LandscapePolicy greedy = org.cartolab.landscape.play.LandscapePolicies.named("greedy", 0);
        LandscapePolicy judge = (seat, offered) -> {
            Optional<PlacedCard> chosen = greedy.lay(seat, offered);
            int best = Integer.MIN_VALUE;
            for (LandscapeCard card : offered) {
                for (var face : card.faces()) {
                    for (int turns = 0; turns < 4; turns++) {
                        for (int row = -12; row <= 12; row++) {
                            for (int col = -12; col <= 12; col++) {
                                PlacedCard placed = new PlacedCard(card, face, turns, row, col);
                                if (seat.own().problem(placed).isEmpty()) {
                                    best = Math.max(best, scorer.score(seat.own().place(placed), seat.shared(),
                                            false).total());
                                }
                            }
                        }
                    }
                }
            }
            int got = scorer.score(seat.own().place(chosen.orElseThrow()), seat.shared(), false).total();
            assertThat(got).isEqualTo(best);
            checked.add(got);
            return chosen;
        };
        LandscapeMatch.play(game(), 11, List.of("judged"), List.of(judge));
        assertThat(checked).hasSize(8);
    }

    @Test
    void aLogReplaysToTheSameBytesAndATamperedOneIsRefusedWithItsPlace() {
        for (List<String> policies : List.of(List.of("greedy"), List.of("random", "greedy"))) {
            LandscapeRecord record = LandscapeMatch.play(game(), 5, policies);
            String text = LandscapeLogs.write(record.log());
            LandscapeRecord replayed = LandscapeReplay.replay(game(), LandscapeLogs.read(text));
            assertThat(LandscapeLogs.write(replayed.log())).isEqualTo(text);
            assertThat(LandscapeLogs.write(LandscapeMatch.play(game(), 5, policies).log())).isEqualTo(text);
        }
        LandscapeLog log = LandscapeMatch.play(game(), 5, List.of("greedy")).log();
        // The second card laid (round 1's received card) moved far away: it no longer overlaps.
        List<LandscapeEvent> events = new ArrayList<>(log.events());
        int at = -1;
        for (int i = 0; i < events.size() && at < 0; i++) {
            if (events.get(i).event().equals(LandscapeEvent.RECEIVES)) {
                at = i;
            }
        }
        LandscapeEvent moved = events.get(at);
        events.set(at, new LandscapeEvent(moved.round(), moved.player(), moved.event(), null, moved.card(),
                moved.from(), moved.face(), moved.degrees(), moved.row() + 40, moved.col(), null));
        LandscapeLog tampered = new LandscapeLog(log.format(), log.game(), log.seed(), log.players(), log.policies(),
                log.options(), log.shared(), events, log.totals(), log.winners(), log.soloTitle());
        assertThatThrownBy(() -> LandscapeReplay.replay(game(), tampered))
                .isInstanceOf(LandscapeReplay.ReplayException.class)
                .hasMessageContaining("round 1").hasMessageContaining(moved.card())
                .hasMessageContaining("does not overlap");
        LandscapeLog otherTotal = new LandscapeLog(log.format(), log.game(), log.seed(), log.players(),
                log.policies(), log.options(), log.shared(), log.events(), List.of(log.totals().get(0) + 1),
                log.winners(), log.soloTitle());
        assertThatThrownBy(() -> LandscapeReplay.replay(game(), otherTotal))
                .isInstanceOf(LandscapeReplay.ReplayException.class).hasMessageContaining("totals");
    }

    private static List<LandscapeEvent> roundEvents(LandscapeLog log, int round) {
        return log.events().stream().filter(event -> event.round() == round).toList();
    }

    private static LandscapeGame withDraft(LandscapeDraft draft) {
        LandscapeGame g = game();
        return new LandscapeGame(g.id(), g.name(), g.terrains(), g.groups(), g.cards(), g.conditionCells(),
                g.conditionCost(), draft, g.soloTitles(), g.options());
    }
}
