package org.cartolab.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.Terrain;

/**
 * Looks one card ahead on its own map: of the {@value #CANDIDATES} drawings that score most now, it takes the one
 * after which the next explore card, averaged over the game's drawing cards (the deck's composition is public, its
 * order is not), lets it score most. The policy does not know how much time the season has left, so near a season's
 * end it may prefer a drawing whose gain only comes with a card that is never drawn. Monsters, heroes and the other
 * decisions are greedy. Deterministic: ties go to the move the greedy order puts first.
 */
public final class LookaheadPolicy implements Policy {

    /** How many of the greedy-best drawings are looked ahead from: more costs time, rarely points. */
    static final int CANDIDATES = 4;

    private final List<ExploreCard> drawingCards;
    private final RuleOptions options;
    private final List<Terrain> anyTerrains;
    private final GreedyPolicy greedy = new GreedyPolicy();

    public LookaheadPolicy(Game game) {
        this.drawingCards = game.explore().stream().filter(card -> card.kind() == ExploreKind.NORMAL).toList();
        this.options = RuleOptions.of(game);
        this.anyTerrains = Moves.offeredTerrains(game);
    }

    @Override
    public String name() {
        return "lookahead";
    }

    @Override
    public Move choose(Decision decision) {
        if (decision.kind() != Decision.Kind.EXPLORE || !decision.own() || drawingCards.isEmpty()) {
            return greedy.choose(decision);
        }
        SeasonScorer.Previewer now = decision.score().previewer(decision.map());
        List<Ranked> ranked = new ArrayList<>();
        for (int i = 0; i < decision.legal().size(); i++) {
            Move move = decision.legal().get(i);
            ranked.add(new Ranked(move, i, now.score(move.cells(), move.terrain(), move.coin())));
        }
        ranked.sort(Comparator.comparingInt(Ranked::score).reversed().thenComparingInt(Ranked::order));
        Move best = null;
        long bestValue = Long.MIN_VALUE;
        for (Ranked candidate : ranked.subList(0, Math.min(CANDIDATES, ranked.size()))) {
            MapState after = decision.map().copy();
            decision.applyTo(after, candidate.move());
            long value = nextCardTotal(after, decision.score(), candidate.score());
            if (value > bestValue) {
                bestValue = value;
                best = candidate.move();
            }
        }
        return best;
    }

    /** The sum over the drawing cards of the best score each lets the map reach (the sum ranks as the mean does). */
    private long nextCardTotal(MapState map, SeasonScorer score, int scoreNow) {
        SeasonScorer.Previewer next = score.previewer(map);
        long total = 0;
        for (ExploreCard card : drawingCards) {
            int best = scoreNow; // a full map draws nothing more
            for (Move move : Moves.explore(map, card, false, options, anyTerrains)) {
                best = Math.max(best, next.score(move.cells(), move.terrain(), move.coin()));
            }
            total += best;
        }
        return total;
    }

    private record Ranked(Move move, int order, int score) {
    }
}
