package org.cartolab.library.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.rules.Decision;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.GameLogs;
import org.cartolab.rules.GameRecord;
import org.cartolab.rules.GameReplay;
import org.cartolab.rules.GreedyPolicy;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.Moves;
import org.cartolab.rules.Policies;
import org.cartolab.rules.Policy;
import org.cartolab.rules.RuleOptions;
import org.junit.jupiter.api.Test;

/**
 * The lookahead policy (issue 19): of the four drawings that score most now, the one after which the game's drawing
 * cards let the map score most on average — recomputed here the slow way, scoring whole maps (no previewer) — and
 * greedy everywhere else.
 */
class LookaheadPolicyTest {

    private static final Game GAME = CardLibrary.load("cartographers").game("cartographers").orElseThrow();

    @Test
    void itTakesTheCandidateWithTheBestAverageNextCard() {
        Policy lookahead = Policies.named("lookahead", 0, GAME);
        List<Integer> checked = new ArrayList<>();
        int[] drawings = {0};
        // The slow way takes seconds a drawing: two are checked (the empty map's and the fourth), the game goes on
        // with lookahead only where it is greedy's anyway.
        Policy judged = new Policy() {
            @Override
            public String name() {
                return "lookahead";
            }

            @Override
            public Move choose(Decision decision) {
                if (decision.kind() != Decision.Kind.EXPLORE) {
                    Move chosen = lookahead.choose(decision);
                    assertThat(chosen).isEqualTo(new GreedyPolicy().choose(decision));
                    return chosen;
                }
                drawings[0]++;
                if (drawings[0] != 1 && drawings[0] != 4) {
                    return new GreedyPolicy().choose(decision);
                }
                Move chosen = lookahead.choose(decision);
                assertThat(chosen).isEqualTo(slowLookahead(decision));
                checked.add(chosen.equals(new GreedyPolicy().choose(decision)) ? 0 : 1);
                return chosen;
            }
        };
        GameRecord record = new GameEngine(GAME).play("A", 21, List.of(judged), null);
        // One of the two differs from greedy's choice, so the check tells lookahead from greedy.
        assertThat(checked).hasSize(2).contains(1);
        // The game it plays is a legal one: its log replays.
        GameRecord replayed = GameReplay.replay(GAME, record.log());
        assertThat(GameLogs.write(replayed.log())).isEqualTo(GameLogs.write(record.log()));
    }

    private static Move slowLookahead(Decision decision) {
        List<Move> legal = decision.legal();
        List<Integer> order = new ArrayList<>();
        List<Integer> now = new ArrayList<>();
        for (int i = 0; i < legal.size(); i++) {
            order.add(i);
            now.add(scoreAfter(decision, decision.map(), legal.get(i)));
        }
        order.sort(Comparator.comparingInt((Integer i) -> -now.get(i)).thenComparingInt(i -> i));
        List<ExploreCard> cards = GAME.explore().stream().filter(card -> card.kind() == ExploreKind.NORMAL).toList();
        Move best = null;
        long bestTotal = Long.MIN_VALUE;
        for (int i : order.subList(0, Math.min(4, order.size()))) {
            MapState after = decision.map().copy();
            decision.applyTo(after, legal.get(i));
            long total = 0;
            for (ExploreCard card : cards) {
                int bestNext = now.get(i);
                for (Move next : Moves.explore(after, card, false, RuleOptions.of(GAME), Moves.offeredTerrains(GAME))) {
                    bestNext = Math.max(bestNext, scoreAfter(decision, after, next));
                }
                total += bestNext;
            }
            if (total > bestTotal) {
                bestTotal = total;
                best = legal.get(i);
            }
        }
        return best;
    }

    private static int scoreAfter(Decision decision, MapState map, Move move) {
        MapState copy = map.copy();
        copy.draw(move.cells(), move.terrain(), move.coin());
        return decision.score().score(copy);
    }
}
