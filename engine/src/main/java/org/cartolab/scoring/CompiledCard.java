package org.cartolab.scoring;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.model.ScoreTerm;

/**
 * A scoring card (or season term) ready to evaluate: its terms planned once, evaluated on any number of boards.
 * Thread-safe: all evaluation state lives in the {@link BoardEvaluation}.
 */
public final class CompiledCard {

    private final String id;
    private final String name;
    private final List<ScoreTerm> terms;
    private final List<ExpressionPlanner.NumberNode> nodes;
    private final Reads reads;

    CompiledCard(String id, String name, List<ScoreTerm> terms) {
        this.id = id;
        this.name = name;
        this.terms = List.copyOf(terms);
        ExpressionPlanner planner = new ExpressionPlanner();
        this.nodes = terms.stream().map(term -> planner.number(term.expression())).toList();
        this.reads = Reads.of(this.terms);
    }

    /**
     * Whether drawing {@code terrain} into empty cells may change this card's points; if not, a policy trying the
     * drawing can reuse the points it had. {@code killsMonsters}: the drawing kills monsters (heroes' ranges).
     */
    public boolean changedByDrawing(org.cartolab.model.Terrain terrain, boolean killsMonsters) {
        return reads.changedByDrawing(terrain, killsMonsters);
    }

    /**
     * Whether the points may depend on which cells hold {@code terrain}. If not, drawing it into empty cells
     * changes the points, if at all, only through which cells are filled (and killed monsters): drawing any other
     * such terrain into the same cells, killing nothing, gives the same points.
     */
    public boolean readsTerrain(org.cartolab.model.Terrain terrain) {
        return reads.readsTerrain(terrain);
    }

    /** Whether the points depend on the coins marked. */
    public boolean readsCoins() {
        return reads.readsCoins();
    }

    /** Whether the points depend on the other cards' points ({@code min of other-cards}). */
    public boolean readsOtherCards() {
        return reads.readsOtherCards();
    }

    public String id() {
        return id;
    }

    public String name() {
        return name;
    }

    /** The card's points on the evaluation's board. */
    public int points(BoardEvaluation evaluation) {
        Frame frame = evaluation.frame();
        int total = 0;
        for (ExpressionPlanner.NumberNode node : nodes) {
            total += node.eval(frame);
        }
        return total;
    }

    /** The card's points term by term, with the cells that earned them. */
    public CardScore explain(BoardEvaluation evaluation) {
        Frame frame = evaluation.frame();
        List<TermScore> scores = new ArrayList<>();
        int total = 0;
        for (int i = 0; i < nodes.size(); i++) {
            Highlights highlights = new Highlights();
            frame.sink = highlights;
            int points;
            try {
                points = nodes.get(i).eval(frame);
            } finally {
                frame.sink = null;
            }
            total += points;
            scores.add(new TermScore(terms.get(i).text(), points, highlights.toList()));
        }
        return new CardScore(id, name, total, scores);
    }
}
