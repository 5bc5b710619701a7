package org.cartolab.workbench.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.model.Terrain;
import org.cartolab.rules.GreedyPolicy;
import org.cartolab.workbench.play.GreedyMoves.RankedMove;
import org.junit.jupiter.api.Test;

class GreedyMovesTest {

    private static final Game GAME = CardLibrary.load("cartographers").game("cartographers").orElseThrow();

    @Test
    void theBestRankedMoveIsTheGreedyPolicysChoice() {
        for (long seed = 1; seed <= 6; seed++) {
            Turn turn = new PlayTable(GAME, "A", seed).turn().orElseThrow();
            assertThat(GreedyMoves.rank(turn).get(0).move()).isSameAs(new GreedyPolicy().choose(turn.decision()));
        }
    }

    @Test
    void everyLegalMoveIsRankedBestFirst() {
        Turn turn = new PlayTable(GAME, "A", 3).turn().orElseThrow();
        List<RankedMove> ranked = GreedyMoves.rank(turn);
        assertThat(ranked).hasSameSizeAs(turn.legal());
        for (int i = 1; i < ranked.size(); i++) {
            assertThat(ranked.get(i).score()).isLessThanOrEqualTo(ranked.get(i - 1).score());
        }
    }

    @Test
    void theGainOfAMoveIsItsChangeOfTheSeasonScore() {
        Turn turn = new PlayTable(GAME, "A", 3).turn().orElseThrow();
        Terrain water = turn.terrainChoices().get(0);
        var move = turn.ghost(0, 0, water, 0, 0).legalMove().orElseThrow();
        // why: see PlayTableTest: the river column at (0..2, 0) earns the Golden Granary 1 and a coin, from 0.
        RankedMove ranked = GreedyMoves.rank(turn).stream().filter(r -> r.move() == move).findFirst().orElseThrow();
        assertThat(ranked.gain()).isEqualTo(2);
        assertThat(ranked.score()).isEqualTo(2);
    }
}
