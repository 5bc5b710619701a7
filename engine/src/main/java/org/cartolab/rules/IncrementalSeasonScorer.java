package org.cartolab.rules;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Board;
import org.cartolab.scoring.CompiledCard;
import org.cartolab.scoring.Scorer;

/**
 * A season's score (its edicts and the season terms) that scores would-be drawings by re-evaluating only the
 * cards a drawing can change (see {@link DrawingScorer}).
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
        return new DrawingScorer(map, all);
    }
}
