package org.cartolab.solve;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import org.cartolab.rules.Decision;
import org.cartolab.rules.Move;
import org.cartolab.rules.Policy;

/** Plays given moves in order, each of which must be legal when the rules engine asks for it. */
final class ScriptedPolicy implements Policy {

    private final Deque<Move> script;
    private int decisions;

    ScriptedPolicy(List<Move> moves) {
        this.script = new ArrayDeque<>(moves);
    }

    @Override
    public String name() {
        return "scripted";
    }

    @Override
    public Move choose(Decision decision) {
        decisions++;
        Move expected = script.pollFirst();
        if (expected == null) {
            throw new VerificationException("decision " + decisions + " (" + decision.card()
                    + "): the rules ask for a move but the play has no more moves");
        }
        MoveKey key = MoveKey.of(expected);
        for (Move move : decision.legal()) {
            if (MoveKey.of(move).equals(key)) {
                return move;
            }
        }
        throw new VerificationException("decision " + decisions + " (" + decision.card() + "): "
                + expected.describe() + " is not a legal move there");
    }

    boolean finished() {
        return script.isEmpty();
    }
}
