package org.cartolab.rules;

import java.util.ArrayList;
import java.util.List;

/** Who wins (RULES.md 1.7): the highest total; on a tie, the fewest points lost to monsters; then a shared win. */
public final class Standings {

    private Standings() {
    }

    /**
     * @param totals        each player's game total
     * @param monsterLosses each player's monster penalty over the game (0 or negative)
     * @return the winners, in player order
     */
    public static List<Integer> winners(int[] totals, int[] monsterLosses) {
        List<Integer> winners = new ArrayList<>();
        for (int p = 0; p < totals.length; p++) {
            if (winners.isEmpty() || beats(p, winners.get(0), totals, monsterLosses)) {
                winners.clear();
                winners.add(p);
            } else if (!beats(winners.get(0), p, totals, monsterLosses)) {
                winners.add(p);
            }
        }
        return winners;
    }

    private static boolean beats(int a, int b, int[] totals, int[] monsterLosses) {
        return totals[a] > totals[b] || totals[a] == totals[b] && monsterLosses[a] > monsterLosses[b];
    }
}
