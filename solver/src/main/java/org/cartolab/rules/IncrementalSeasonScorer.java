package org.cartolab.rules;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Board;
import org.cartolab.scoring.BoardEvaluation;
import org.cartolab.scoring.CompiledCard;
import org.cartolab.scoring.Scorer;

/**
 * A season's score (its edicts and the season terms) that scores a would-be drawing by re-evaluating only the
 * cards the drawing can change (those that read its terrain, filled or empty cells, killed monsters or changed
 * coins) and reusing the others' points on the map as it is.
 */
final class IncrementalSeasonScorer implements SeasonScorer {

    private final Scorer scorer;
    private final List<CompiledCard> cards;
    private final List<CompiledCard> all;

    IncrementalSeasonScorer(Scorer scorer, List<CompiledCard> cards) {
        this.scorer = scorer;
        this.cards = List.copyOf(cards);
        List<CompiledCard> all = new ArrayList<>(cards);
        all.addAll(scorer.seasonTerms());
        this.all = List.copyOf(all);
    }

    @Override
    public int score(Board board, int coins) {
        return scorer.total(board, cards, coins);
    }

    @Override
    public Previewer previewer(MapState map) {
        BoardEvaluation now = BoardEvaluation.of(map.board(), map.coins());
        int[] pointsNow = new int[all.size()];
        for (int i = 0; i < pointsNow.length; i++) {
            pointsNow[i] = all.get(i).points(now);
        }
        return (preview, drawn) -> {
            BoardEvaluation after = null;
            int total = 0;
            for (int i = 0; i < pointsNow.length; i++) {
                CompiledCard card = all.get(i);
                boolean changed = card.changedByDrawing(drawn, preview.killsMonsters())
                        || card.readsCoins() && preview.coins() != map.coins();
                if (!changed) {
                    total += pointsNow[i];
                    continue;
                }
                if (after == null) {
                    after = BoardEvaluation.of(preview.board(), preview.coins());
                }
                total += card.points(after);
            }
            return total;
        };
    }
}
