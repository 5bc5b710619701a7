package org.cartolab.scoring;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Collections;
import java.util.IdentityHashMap;

import org.cartolab.board.Board;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonTerm;

/**
 * The front door of scoring: evaluates scoring cards and season terms on boards. Every place that scores
 * (the CLI, the workbench, the simulator, the solver's verifier) goes through here, so there is one semantics.
 */
public final class Scorer {

    private final List<CompiledCard> seasonTerms;
    private final Map<ScoringCard, CompiledCard> cards = Collections.synchronizedMap(new IdentityHashMap<>());

    /** @param seasonTerms the parts of every season's score besides the cards (the game's coins and monsters) */
    public Scorer(List<SeasonTerm> seasonTerms) {
        this.seasonTerms = seasonTerms.stream()
                .map(term -> new CompiledCard(term.id(), term.id(), List.of(term.term()))).toList();
    }

    /** The game's season terms, planned (coins, the monster penalty). */
    public List<CompiledCard> seasonTerms() {
        return seasonTerms;
    }

    /** Plans a card for repeated evaluation. */
    public static CompiledCard compile(ScoringCard card) {
        return new CompiledCard(card.id(), card.name(), card.terms());
    }

    /** The card's points on a board. */
    public int points(ScoringCard card, Board board) {
        return compiled(card).points(BoardEvaluation.of(board, 0));
    }

    /** The cards' points and the season terms on a board, with explanations if asked for. */
    public SeasonScore score(Board board, List<ScoringCard> scoringCards, int coins, boolean explain) {
        BoardEvaluation evaluation = BoardEvaluation.of(board, coins);
        List<CardScore> cardScores = new ArrayList<>();
        int total = 0;
        for (ScoringCard card : scoringCards) {
            CardScore score = evaluate(compiled(card), evaluation, explain);
            cardScores.add(score);
            total += score.points();
        }
        List<CardScore> termScores = new ArrayList<>();
        for (CompiledCard term : seasonTerms) {
            CardScore score = evaluate(term, evaluation, explain);
            termScores.add(score);
            total += score.points();
        }
        return new SeasonScore(cardScores, termScores, total);
    }

    /**
     * The cards' points on one board, scored together: a card that reads the other cards' points ({@code min of
     * other cards}) sees the points of the cards that do not, all of which are scored first. In the order given.
     */
    public List<CardScore> scoreTogether(Board board, List<ScoringCard> scoringCards, boolean explain) {
        BoardEvaluation evaluation = BoardEvaluation.of(board, 0);
        CardScore[] scores = new CardScore[scoringCards.size()];
        List<Integer> plain = new ArrayList<>();
        for (int i = 0; i < scores.length; i++) {
            CompiledCard card = compiled(scoringCards.get(i));
            if (!card.readsOtherCards()) {
                scores[i] = evaluate(card, evaluation, explain);
                plain.add(scores[i].points());
            }
        }
        for (int i = 0; i < scores.length; i++) {
            CompiledCard card = compiled(scoringCards.get(i));
            if (card.readsOtherCards()) {
                evaluation.frame().otherCards = plain.stream().mapToInt(Integer::intValue).toArray();
                scores[i] = evaluate(card, evaluation, explain);
                evaluation.frame().otherCards = null;
            }
        }
        return List.of(scores);
    }

    /**
     * The total of compiled cards and the season terms on a board, without explanations or score objects: the
     * fast path for policies that try many moves.
     */
    public int total(Board board, List<CompiledCard> scoringCards, int coins) {
        BoardEvaluation evaluation = BoardEvaluation.of(board, coins);
        int total = 0;
        for (CompiledCard card : scoringCards) {
            total += card.points(evaluation);
        }
        for (CompiledCard term : seasonTerms) {
            total += term.points(evaluation);
        }
        return total;
    }

    private static CardScore evaluate(CompiledCard card, BoardEvaluation evaluation, boolean explain) {
        return explain ? card.explain(evaluation)
                : new CardScore(card.id(), card.name(), card.points(evaluation), List.of());
    }

    private CompiledCard compiled(ScoringCard card) {
        return cards.computeIfAbsent(card, Scorer::compile);
    }
}
