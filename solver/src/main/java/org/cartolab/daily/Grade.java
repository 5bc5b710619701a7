package org.cartolab.daily;

import java.time.DayOfWeek;

/**
 * A puzzle's difficulty. A grade is earned by points for three measured quantities (README "Daily puzzles"):
 * <ul>
 * <li>the gap between the par and greedy play: 0 points below 3, 1 from 3, 2 from 6, 3 from 10;</li>
 * <li>how rare the optimum is: 0 points for more than 20 optimal plays (or too many to count), 1 for 5-20,
 * 2 for 2-4, 3 for exactly one;</li>
 * <li>the solver's effort to prove the par: 0 points below 20,000 nodes, 1 from 20,000, 2 from 200,000.</li>
 * </ul>
 * Easy is 0-2 points, Medium 3-4, Hard 5-6, Expert 7 or more.
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
        return points <= 2 ? EASY : points <= 4 ? MEDIUM : points <= 6 ? HARD : EXPERT;
    }

    /** The difficulty points of measured numbers (see the class comment). */
    public static int points(Measures measures) {
        int gap = measures.gap();
        int gapPoints = gap >= 10 ? 3 : gap >= 6 ? 2 : gap >= 3 ? 1 : 0;
        long plays = measures.optimalPlays().orElse(Long.MAX_VALUE);
        int rarityPoints = plays == 1 ? 3 : plays <= 4 ? 2 : plays <= 20 ? 1 : 0;
        int effortPoints = measures.nodes() >= 200_000 ? 2 : measures.nodes() >= 20_000 ? 1 : 0;
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
