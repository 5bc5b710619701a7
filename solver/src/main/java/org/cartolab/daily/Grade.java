package org.cartolab.daily;

import java.time.DayOfWeek;

/**
 * A puzzle's difficulty. A grade is earned by points for three measured quantities (README "Daily puzzles"):
 * <ul>
 * <li>the gap between the par and greedy play: 0 points below 4, 1 for 4-6, 2 for 7-9, 3 from 10;</li>
 * <li>how rare the optimum is: 2 points for exactly one optimal play, 1 for 2-4, 0 for 5 or more (or too many
 * to count within the node budget);</li>
 * <li>the solver's effort to prove the par: 0 points below 20,000 nodes of the branch-and-bound, 1 below 50,000, 2
 * from 50,000.</li>
 * </ul>
 * Easy is 0-1 points, Medium 2, Hard 3, Expert 4 or more. The effort thresholds are calibrated on the four- and
 * five-card candidates of dates that are not published as samples (BENCHMARKS.md, "Bigger dailies": a sweep of
 * January 2027, both games): higher thresholds than the three-card dailies' 5,000 and 30,000, since a fifth card
 * multiplies a proof's nodes.
 */
public enum Grade {
    EASY("Easy"), MEDIUM("Medium"), HARD("Hard"), EXPERT("Expert");

    private final String label;

    Grade(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The grade of measured numbers. */
    public static Grade of(Measures measures) {
        int points = points(measures);
        return points <= 1 ? EASY : points == 2 ? MEDIUM : points == 3 ? HARD : EXPERT;
    }

    /** The difficulty points of measured numbers (see the class comment). */
    public static int points(Measures measures) {
        int gap = measures.gap();
        int gapPoints = gap >= 10 ? 3 : gap >= 7 ? 2 : gap >= 4 ? 1 : 0;
        long plays = measures.optimalPlays().orElse(Long.MAX_VALUE);
        int rarityPoints = plays == 1 ? 2 : plays <= 4 ? 1 : 0;
        int effortPoints = measures.nodes() >= 50_000 ? 2 : measures.nodes() >= 20_000 ? 1 : 0;
        return gapPoints + rarityPoints + effortPoints;
    }

    /** The grade a day asks for: easy on Monday and Tuesday, harder through the week, Expert at the weekend. */
    public static Grade target(DayOfWeek day) {
        return switch (day) {
            case MONDAY, TUESDAY -> EASY;
            case WEDNESDAY, THURSDAY -> MEDIUM;
            case FRIDAY -> HARD;
            case SATURDAY, SUNDAY -> EXPERT;
        };
    }
}
