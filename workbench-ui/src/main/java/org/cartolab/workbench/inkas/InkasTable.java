package org.cartolab.workbench.inkas;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.hex.game.InkasAction;
import org.cartolab.hex.game.InkasLog;
import org.cartolab.hex.game.InkasMatch;
import org.cartolab.hex.game.InkasPolicies;
import org.cartolab.hex.game.InkasPolicy;
import org.cartolab.model.hex.HexGame;

/**
 * The play-test table of Rise of the Inkas without JavaFX: 3 or 4 seats, each a person ({@link InkasPolicies#HUMAN})
 * or a policy, a seed, and the game paused at a decision. The engine plays the game and asks each seat's policy;
 * this table pauses it when a person must choose, or (Step) before each policy's decision. The engine's game cannot
 * be resumed from outside, so every move plays the game again from its seed with the persons' choices so far: the
 * same seed and choices give the same game. The log records every seat's decisions in its events, so {@code carto replay}
 * replays a person's seat like any other.
 * What a decision offers is the engine's list, whatever kinds of action it holds.
 */
public final class InkasTable {

    /** A decision the game waits for: the player (1-based) and what the engine offers, in its order. */
    public record Decision(int player, List<InkasAction> legal) {
        public Decision {
            legal = List.copyOf(legal);
        }
    }

    private final HexGame game;
    private final long seed;
    private final List<String> seats;
    private final List<Integer> choices = new ArrayList<>();
    private int decisions;
    private InkasMatch match;
    private Decision pending;
    private InkasLog log;

    private InkasTable(HexGame game, long seed, List<String> seats) {
        this.game = game;
        this.seed = seed;
        this.seats = List.copyOf(seats);
    }

    /**
     * A new game paused at its first decision (the setup is the engine's own).
     *
     * @param seats one per player: {@link InkasPolicies#HUMAN} or a name of {@link InkasPolicies#NAMES}
     * @throws IllegalArgumentException for an unknown policy or a player count the game does not allow
     */
    public static InkasTable start(HexGame game, long seed, List<String> seats) {
        InkasTable table = new InkasTable(game, seed, seats);
        table.playUntil(0);
        return table;
    }

    public HexGame game() {
        return game;
    }

    public long seed() {
        return seed;
    }

    public List<String> seats() {
        return seats;
    }

    /** The game as it stands at the pause (or at its end): board, hands, buildings, roads, robber, events. */
    public InkasMatch match() {
        return match;
    }

    /** The decision the game waits for; empty once it is over. */
    public Optional<Decision> pending() {
        return Optional.ofNullable(pending);
    }

    /** Whether a person must choose now. */
    public boolean personToChoose() {
        return pending != null && human(pending.player());
    }

    public boolean human(int player) {
        return seats.get(player - 1).equals(InkasPolicies.HUMAN);
    }

    /** The game's log once it is over. */
    public Optional<InkasLog> log() {
        return Optional.ofNullable(log);
    }

    /** A policy's seat decides once; the game pauses at the next decision. Nothing happens at a person's. */
    public void step() {
        if (pending != null && !personToChoose()) {
            playUntil(decisions + 1);
        }
    }

    /** The policies play on until a person must choose or the game is over. */
    public void auto() {
        if (pending != null && !personToChoose()) {
            playUntil(Integer.MAX_VALUE);
        }
    }

    /**
     * The person at the pending decision chooses; the game pauses at the next decision.
     *
     * @return why not, when nobody's choice is awaited from a person or the engine does not offer the action
     */
    public Optional<String> choose(InkasAction action) {
        if (pending == null) {
            return Optional.of("the game is over.");
        }
        if (!personToChoose()) {
            return Optional.of("it is player " + pending.player() + "'s decision (" + seats.get(pending.player() - 1)
                    + "): Step or Auto.");
        }
        int index = pending.legal().indexOf(action);
        if (index < 0) {
            return Optional.of("the rules do not offer that now.");
        }
        choices.add(index);
        playUntil(decisions + 1);
        return Optional.empty();
    }

    public boolean canUndo() {
        return !choices.isEmpty();
    }

    /**
     * Takes back the persons' last choice: the game pauses again where it was made (the policies' moves before it
     * are the same, since the game plays again from its seed).
     */
    public void undo() {
        if (!choices.isEmpty()) {
            choices.remove(choices.size() - 1);
            playUntil(Integer.MAX_VALUE);
        }
    }

    /**
     * Plays the game from its seed: persons choose what they chose so far and the game pauses at the first
     * decision of a person beyond those; a policy decides only before the {@code limit}-th decision.
     */
    private void playUntil(int limit) {
        int[] made = {0};
        int[] chosen = {0};
        InkasMatch[] seen = {null};
        List<InkasPolicy> policies = new ArrayList<>();
        for (int seat = 0; seat < seats.size(); seat++) {
            boolean person = seats.get(seat).equals(InkasPolicies.HUMAN);
            InkasPolicy policy = person ? null : InkasPolicies.seated(seats.get(seat), seed, seat);
            policies.add((now, player, legal) -> {
                seen[0] = now;
                if (person ? chosen[0] >= choices.size() : made[0] >= limit) {
                    throw new Paused(new Decision(player, legal));
                }
                made[0]++;
                return person ? legal.get(choices.get(chosen[0]++)) : policy.choose(now, player, legal);
            });
        }
        try {
            log = InkasMatch.play(game, seed, seats, policies);
            pending = null;
        } catch (Paused paused) {
            pending = paused.decision;
        }
        match = seen[0];
        decisions = made[0];
    }

    /** Unwinds the engine's game at a decision the table waits for. */
    private static final class Paused extends RuntimeException {

        private final transient Decision decision;

        Paused(Decision decision) {
            super(null, null, false, false);
            this.decision = decision;
        }
    }
}
