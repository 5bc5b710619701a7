package org.cartolab.library.rules;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.rules.Decision;
import org.cartolab.rules.Move;
import org.cartolab.rules.Policy;

/** Takes the first legal move and remembers every decision and choice, for scenario tests. */
final class RecordingPolicy implements Policy {

    record Choice(Decision decision, Move move) {
    }

    final List<Choice> choices = new ArrayList<>();

    @Override
    public String name() {
        return "first";
    }

    @Override
    public Move choose(Decision decision) {
        Move move = decision.legal().get(0);
        // The decision's map is the live map, which later moves change: keep it as it is now.
        Decision snapshot = new Decision(decision.kind(), decision.chooser(), decision.owner(), decision.card(),
                decision.map().copy(), decision.legal(), decision.score());
        choices.add(new Choice(snapshot, move));
        return move;
    }
}
