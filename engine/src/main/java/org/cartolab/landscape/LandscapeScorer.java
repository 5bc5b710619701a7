package org.cartolab.landscape;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.board.Board;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.ScoringCard;
import org.cartolab.scoring.CardScore;
import org.cartolab.scoring.Scorer;

/**
 * Scores landscapes (RULES.md 3.7): every own condition and the shared one on the player's own landscape, the
 * shared one scoring 0 for a player with no condition of their own, minus the game's cost per own condition.
 */
public final class LandscapeScorer {

    private final LandscapeGame game;
    private final Scorer scorer = new Scorer(List.of());

    public LandscapeScorer(LandscapeGame game) {
        this.game = game;
    }

    /**
     * The solo rating of a final score (RULES.md 3.9): the title with the highest minimum the score reaches, or
     * empty if the game has none that low.
     */
    public Optional<String> soloTitle(int total) {
        return game.soloTitles().stream().filter(title -> total >= title.minimum())
                .max(java.util.Comparator.comparingInt(org.cartolab.model.SoloTitle::minimum))
                .map(org.cartolab.model.SoloTitle::title);
    }

    public LandscapeScore score(Landscape landscape, Optional<ScoringCard> shared, boolean explain) {
        Board board = landscape.board();
        List<ScoringCard> own = landscape.conditions();
        List<ScoringCard> scored = new ArrayList<>(own);
        // Without an own condition the shared one scores nothing, so it is not scored (nor seen by other cards).
        boolean sharedCounts = shared.isPresent() && !own.isEmpty();
        if (sharedCounts) {
            scored.add(shared.get());
        }
        List<CardScore> scores = scorer.scoreTogether(board, scored, explain);
        List<CardScore> ownScores = scores.subList(0, own.size());
        Optional<CardScore> sharedScore = shared.map(card -> sharedCounts ? scores.get(own.size())
                : new CardScore(card.id(), card.name(), 0, List.of()));
        int cost = -game.conditionCost() * own.size();
        int total = cost + ownScores.stream().mapToInt(CardScore::points).sum()
                + sharedScore.map(CardScore::points).orElse(0);
        return new LandscapeScore(ownScores, sharedScore, cost, total);
    }
}
