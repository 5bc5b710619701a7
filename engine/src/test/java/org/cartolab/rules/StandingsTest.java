package org.cartolab.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StandingsTest {

    @Test
    void theHighestTotalWins() {
        assertThat(Standings.winners(new int[] {40, 55, 52}, new int[] {-9, -12, 0})).containsExactly(1);
    }

    @Test
    void aTieGoesToWhoeverLostFewerPointsToMonsters() {
        assertThat(Standings.winners(new int[] {55, 55, 40}, new int[] {-9, -4, 0})).containsExactly(1);
    }

    @Test
    void aTieOnBothIsSharedAndALaterLeaderReplacesEarlierOnes() {
        assertThat(Standings.winners(new int[] {50, 55, 55}, new int[] {0, -3, -3})).containsExactly(1, 2);
        assertThat(Standings.winners(new int[] {7}, new int[] {-1})).containsExactly(0);
    }
}
