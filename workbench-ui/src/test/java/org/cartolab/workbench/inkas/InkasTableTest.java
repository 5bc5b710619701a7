package org.cartolab.workbench.inkas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.hex.game.InkasAction;
import org.cartolab.hex.game.InkasLog;
import org.cartolab.hex.game.InkasLogs;
import org.cartolab.hex.game.InkasMatch;
import org.cartolab.hex.game.InkasPolicies;
import org.cartolab.hex.game.InkasPolicy;
import org.cartolab.hex.game.InkasReplay;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.hex.HexGame;
import org.junit.jupiter.api.Test;

/** The table's game against the engine's own: paused, stepped and resumed, it is the game the engine plays. */
class InkasTableTest {

    static final HexGame GAME = CardLibrary.load("rise-of-the-inkas").hexGame("rise-of-the-inkas").orElseThrow();

    @Test
    void policiesOnAutoPlayTheEnginesGame() {
        List<String> seats = List.of("greedy", "random", "greedy", "random");
        InkasTable table = InkasTable.start(GAME, 11, seats);
        assertThat(table.pending()).isPresent();

        table.auto();

        assertThat(table.pending()).isEmpty();
        assertThat(InkasLogs.write(table.log().orElseThrow()))
                .isEqualTo(InkasLogs.write(InkasMatch.play(GAME, 11, seats)));
        assertThat(table.match().winner()).isEqualTo(table.log().orElseThrow().winner());
    }

    /** Step pauses before every decision and plays the game again from the seed: the game must not change. */
    @Test
    void steppingDecisionByDecisionPlaysTheSameGame() {
        List<String> seats = List.of("random", "greedy", "random");
        InkasLog engine = InkasMatch.play(GAME, 4, seats);
        InkasTable table = InkasTable.start(GAME, 4, seats);
        int steps = 0;
        while (table.pending().isPresent() && steps < 60) {
            int events = table.match().events().size();
            table.step();
            steps++;
            // The events so far are always the start of the engine's game.
            assertThat(table.match().events()).isEqualTo(engine.events().subList(0, table.match().events().size()));
            assertThat(table.match().events().size()).isGreaterThanOrEqualTo(events);
        }
        table.auto();
        assertThat(table.log().orElseThrow().events()).isEqualTo(engine.events());
    }

    /**
     * A person who chooses what the greedy policy would plays the all-greedy game; the log keeps their choices and
     * replays through the engine.
     */
    @Test
    void aPersonsChoicesAreTheGameAndItsLogReplays() {
        InkasTable table = InkasTable.start(GAME, 5, List.of("greedy", InkasPolicies.HUMAN, "greedy"));
        InkasPolicy greedy = InkasPolicies.named("greedy", 0);
        int chosen = 0;
        while (table.pending().isPresent()) {
            if (table.personToChoose()) {
                InkasTable.Decision decision = table.pending().get();
                InkasAction action = greedy.choose(table.match(), decision.player(), decision.legal());
                assertThat(table.choose(action)).isEmpty();
                chosen++;
            } else {
                table.auto();
            }
        }
        InkasLog log = table.log().orElseThrow();
        assertThat(log.events()).isEqualTo(InkasMatch.play(GAME, 5, List.of("greedy", "greedy", "greedy")).events());
        assertThat(chosen).isPositive();
        assertThat(log.policies()).containsExactly("greedy", InkasPolicies.HUMAN, "greedy");
        String text = InkasLogs.write(log);
        assertThat(InkasLogs.write(InkasReplay.replay(GAME, InkasLogs.read(text)))).isEqualTo(text);
    }

    /** Undo goes back to the decision the person's last choice was made at, with the game as it was then. */
    @Test
    void undoTakesBackThePersonsLastChoice() {
        InkasTable table = InkasTable.start(GAME, 8, List.of("greedy", InkasPolicies.HUMAN, "random"));
        InkasPolicy greedy = InkasPolicies.named("greedy", 0);
        for (int choice = 0; choice < 5; choice++) {
            while (!table.personToChoose()) {
                table.auto();
            }
            if (choice == 4) {
                break;
            }
            InkasTable.Decision decision = table.pending().get();
            table.choose(greedy.choose(table.match(), decision.player(), decision.legal()));
        }
        while (table.pending().get().legal().stream().noneMatch(a -> a.kind() == InkasAction.Kind.END)) {
            table.choose(table.pending().get().legal().get(0));
            while (!table.personToChoose()) {
                table.auto();
            }
        }
        InkasTable.Decision before = table.pending().orElseThrow();
        var events = table.match().events();
        // The end of the turn: the next player rolls.
        table.choose(before.legal().stream().filter(a -> a.kind() == InkasAction.Kind.END).findFirst().orElseThrow());
        table.auto();
        assertThat(table.match().events()).hasSizeGreaterThan(events.size());
        assertThat(table.canUndo()).isTrue();

        table.undo();

        assertThat(table.pending()).contains(before);
        assertThat(table.match().events()).isEqualTo(events);
    }

    @Test
    void aPersonIsNotMovedByStepOrAutoAndAnActionNotOfferedIsRefused() {
        InkasTable table = InkasTable.start(GAME, 5, List.of(InkasPolicies.HUMAN, InkasPolicies.HUMAN,
                InkasPolicies.HUMAN));
        InkasTable.Decision decision = table.pending().orElseThrow();
        int events = table.match().events().size();

        table.step();
        table.auto();

        assertThat(table.pending()).contains(decision);
        assertThat(table.match().events()).hasSize(events);
        InkasAction notOffered = new InkasAction(InkasAction.Kind.ROBBER, 0, List.of(), List.of());
        assertThat(decision.legal()).doesNotContain(notOffered);
        assertThat(table.choose(notOffered)).contains("the rules do not offer that now.");
        assertThat(table.pending()).contains(decision);
    }
}
