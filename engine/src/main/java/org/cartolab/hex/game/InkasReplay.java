package org.cartolab.hex.game;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.model.hex.HexGame;

/**
 * Replays a Rise of the Inkas game from its log: the seed rolls the dice again, the named policies, seeded as
 * in play, decide again through the same engine, and the seats a person played choose again what the log's
 * choices say. The replay must write the very same bytes; the first event where it does not is named.
 */
public final class InkasReplay {

    private InkasReplay() {
    }

    /**
     * @throws ReplayException naming the event where the log and the game part
     */
    public static InkasLog replay(HexGame game, InkasLog log) {
        if (!game.id().equals(log.game())) {
            throw new ReplayException("the log is of the game '" + log.game() + "', not '" + game.id() + "'.");
        }
        if (log.policies().size() != log.players()) {
            throw new ReplayException("the log has " + log.players() + " players and " + log.policies().size()
                    + " policies; one policy each.");
        }
        InkasLog replayed;
        LoggedChoices logged = new LoggedChoices(log.choices());
        try {
            List<InkasPolicy> policies = new ArrayList<>();
            for (int seat = 0; seat < log.players(); seat++) {
                String name = log.policies().get(seat);
                policies.add(name.equals(InkasPolicies.HUMAN) ? logged
                        : InkasPolicies.seated(name, log.seed(), seat));
            }
            replayed = InkasMatch.play(game, log.seed(), log.policies(), policies).withChoices(log.choices());
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new ReplayException(e.getMessage());
        }
        if (logged.used < log.choices().size()) {
            throw new ReplayException("the game is over after " + logged.used + " of the log's "
                    + log.choices().size() + " choices.");
        }
        List<InkasEvent> expected = log.events();
        List<InkasEvent> actual = replayed.events();
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            if (!expected.get(i).equals(actual.get(i))) {
                throw new ReplayException("event " + (i + 1) + " of the log is " + InkasLogs.event(expected.get(i))
                        + " but the game gives " + InkasLogs.event(actual.get(i)) + ".");
            }
        }
        if (expected.size() != actual.size()) {
            throw new ReplayException("the log has " + expected.size() + " events but the game has "
                    + actual.size() + ".");
        }
        if (!InkasLogs.write(replayed).equals(InkasLogs.write(log))) {
            throw new ReplayException("the log's result (turns " + log.turns() + ", winner " + log.winner()
                    + ") is not the game's (turns " + replayed.turns() + ", winner " + replayed.winner() + ").");
        }
        return replayed;
    }

    /** The seats a person played, choosing again what the log says they chose, in order. */
    private static final class LoggedChoices implements InkasPolicy {

        private final List<Integer> choices;
        private int used;

        LoggedChoices(List<Integer> choices) {
            this.choices = choices;
        }

        @Override
        public InkasAction choose(InkasMatch match, int player, List<InkasAction> legal) {
            if (used >= choices.size()) {
                throw new ReplayException("turn " + match.turn() + ": player " + player + " (" + InkasPolicies.HUMAN
                        + ") chooses, but the log's " + choices.size() + " choices are used up.");
            }
            int choice = choices.get(used++);
            if (choice < 0 || choice >= legal.size()) {
                throw new ReplayException("turn " + match.turn() + ": choice " + used + " of the log is " + choice
                        + ", but player " + player + " has " + legal.size() + " actions to choose from.");
            }
            return legal.get(choice);
        }
    }

    /** A log does not replay. The message says where and why. */
    public static final class ReplayException extends RuntimeException {
        public ReplayException(String message) {
            super(message);
        }
    }
}
