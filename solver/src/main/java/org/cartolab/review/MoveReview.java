package org.cartolab.review;

import org.cartolab.rules.Move;

/**
 * One of the player's drawings in a season, judged by what the season could still score before and after it.
 * The points it lost are {@code before.best - after.best} when both are proven; otherwise they lie between
 * {@link #lostAtLeast()} and {@link #lostAtMost()}.
 *
 * @param number the move's number in the game log (from 1)
 * @param card   the explore card drawn
 */
public record MoveReview(int number, String card, Move move, Outlook before, Outlook after) {

    /** Points this drawing certainly gave away: the best found before it against the most still reachable after. */
    public int lostAtLeast() {
        return Math.max(0, before.best() - after.bound());
    }

    /**
     * Points this drawing may have given away: the most reachable before it against the best found after;
     * {@link Outlook#UNBOUNDED} when the position before it has no bound.
     */
    public int lostAtMost() {
        return before.bounded() ? Math.max(0, before.bound() - after.best()) : Outlook.UNBOUNDED;
    }

    /** Whether the loss is known exactly (both positions proven). */
    public boolean exact() {
        return before.proven() && after.proven();
    }

    /** The loss in words: "lost 3 points", "lost 0 to 5 points", or "lost at least 2 points" without a bound. */
    public String lossText() {
        int low = lostAtLeast();
        if (lostAtMost() == Outlook.UNBOUNDED) {
            return "lost at least " + points(low);
        }
        return low == lostAtMost() ? "lost " + points(low) : "lost " + low + " to " + points(lostAtMost());
    }

    private static String points(int n) {
        return n + (n == 1 ? " point" : " points");
    }
}
