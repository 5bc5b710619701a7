package org.cartolab.solve.bound;

import java.util.List;

import org.cartolab.model.ScoreTerm;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.expr.Expr;
import org.cartolab.scoring.CompiledCard;
import org.cartolab.scoring.Scorer;

/** One part of a score, planned on its own so that a bound can read its value on a position. */
final class MeasuredTerm {

    private final CompiledCard card;

    MeasuredTerm(Expr expression) {
        this.card = Scorer.compile(new ScoringCard("bound-term", "bound term", "", 0, "",
                List.of(new ScoreTerm(expression, ""))));
    }

    int valueOn(Position position) {
        return card.points(position.evaluation());
    }
}
