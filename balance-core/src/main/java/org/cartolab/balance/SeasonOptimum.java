package org.cartolab.balance;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.daily.NodeBudget;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Puzzle;
import org.cartolab.model.ScoringCard;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.GameRecord;
import org.cartolab.rules.LogEvent;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Policies;
import org.cartolab.scoring.CardScore;
import org.cartolab.scoring.SeasonScore;
import org.cartolab.solve.ChocoPuzzleSolver;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.bound.BudgetBound;

/**
 * How much greedy play leaves on the table, season by season: a sampled solo game's seasons, each made a puzzle
 * (the cards its season revealed, in order, its two scoring cards, from the position greedy play reached) and
 * solved by Choco within a node budget (the same on every machine, so the numbers do not depend on its speed).
 * Each season is played from the greedy play of the one before, replayed as a puzzle, so the positions are the
 * ones a greedy player reaches. A season with a hero card (Heroes), which puzzles do not deal, ends the game's
 * sample.
 */
final class SeasonOptimum {

    private SeasonOptimum() {
    }

    /** Samples game {@code i} of the run (solo, greedy), each of its seasons solved within {@code nodes} nodes. */
    static OptimumTally sample(BalanceSpec spec, long i, long nodes) {
        Game game = BalanceGames.of(spec);
        GameEngine engine = new GameEngine(game);
        String map = GamePlayer.mapOf(spec, game);
        long seed = GamePlayer.seedOf(spec, i);
        GameRecord played = engine.play(map, seed, List.of(Policies.named("greedy", seed * 1_000_003L)), null);
        List<List<String>> reveals = seasonReveals(played);
        OptimumTally tally = new OptimumTally();
        List<String> start = List.of();
        int coins = 0;
        for (int s = 0; s < reveals.size() && s < played.sheets().size(); s++) {
            List<PlayableCard> cards = cards(game, reveals.get(s));
            if (cards == null) {
                break;
            }
            List<ScoringCard> scoring = played.sheets().get(s).score().cards().stream()
                    .map(card -> game.scoringCard(card.id()).orElseThrow()).toList();
            Puzzle puzzle = new Puzzle("sample-" + i + "-" + s, "", game.id(), map, start, coins, cards, scoring,
                    List.of());
            PuzzleSetup setup;
            try {
                setup = PuzzleSetup.of(puzzle, game);
            } catch (PuzzleException e) {
                break; // a position no puzzle can start from: this game's sample ends here
            }
            GameRecord greedy = engine.playPuzzle(map, setup.start(), coins, cards, scoring,
                    Policies.named("greedy", seed * 1_000_003L));
            SeasonScore greedyScore = greedy.sheets().get(0).score();
            SolveResult result = new ChocoPuzzleSolver(setup, new BudgetBound(setup)).solve(NodeBudget.of(nodes),
                    false);
            Optional<SeasonScore> best = result.best().filter(play -> play.score() >= greedyScore.total())
                    .map(play -> Verifier.seasonScores(setup, play).get(0));
            for (CardScore card : greedyScore.cards()) {
                int optimal = best.flatMap(score -> score.cards().stream().filter(c -> c.id().equals(card.id()))
                        .findFirst()).map(CardScore::points).orElse(card.points());
                tally.add(card.id(), greedyScore.total(), card.points(), result.proven(),
                        best.map(SeasonScore::total).orElse(greedyScore.total()), optimal,
                        Math.max(result.bound(), greedyScore.total()));
            }
            MapState end = greedy.maps().get(0);
            start = end.board().toRows();
            coins = end.coinsBesidesMountains();
        }
        return tally;
    }

    /** The cards revealed in each season, by id, in order (a season ends with its score line). */
    private static List<List<String>> seasonReveals(GameRecord record) {
        List<List<String>> seasons = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (LogEvent event : record.log().events()) {
            if (event.reveal() != null) {
                current.add(event.reveal());
            } else if (event.season() != null) {
                seasons.add(current);
                current = new ArrayList<>();
            }
        }
        return seasons;
    }

    /** The revealed cards as a puzzle deals them, or null if one is no puzzle card (a hero). */
    private static List<PlayableCard> cards(Game game, List<String> ids) {
        List<PlayableCard> cards = new ArrayList<>();
        for (String id : ids) {
            Optional<PlayableCard> card = game.explore().stream().filter(c -> c.id().equals(id))
                    .map(PlayableCard.class::cast).findFirst()
                    .or(() -> game.ambushes().stream().filter(c -> c.id().equals(id)).map(PlayableCard.class::cast)
                            .findFirst());
            if (card.isEmpty()) {
                return null;
            }
            cards.add(card.get());
        }
        return cards;
    }
}
