package org.cartolab.solve.bound;

/**
 * How much a reported bound ({@link BudgetBound#reported}) may work out in its case splits: chosen by each use of
 * the bound, where the bound is made, so that one use's budget does not decide another's. Any effort gives a bound
 * that holds (a case split only ever lowers one that holds); a higher one is tighter, and dearer.
 *
 * @param lineSets    the most sets of lines {@link LineCountSplit} bounds as cases, over all its counts
 * @param plays       the most plays left, as the steps' legal moves on the map multiply, that a report plays out
 *                    ({@link FewPlaysLeft}); 0 for none
 * @param squareSides how many sides of Lost Barony's square, from the largest down, {@link SquareSideSplit} splits
 *                    square by square (1: the largest only)
 * @param squareWork  below the largest side, the most work ({@link Work} units) of all the squares' listings of
 *                    plays pruned by a bound ({@link DrawnCellsPlays}) in one split, together; past it the split
 *                    falls back to the largest side alone
 */
public record ReportEffort(int lineSets, long plays, int squareSides, long squareWork) {

    /** Plays out up to 2,000 plays: at most 8,000 positions drawn, about what one report of the joint bound costs. */
    static final long FEW_PLAYS = 2_000;

    /**
     * The work of a search's square split below the largest side, at K = 5 (64 side-4 squares, each listed whole
     * when the split lowers the report): wildholds + lost-barony lists them in 525 M units (its report 23, 24
     * without them), greengold-plains + lost-barony in 570 M, mages-valley + lost-barony in 696 M (25 -> 24, its
     * best play); a split that needs more gives up, as soon as its squares so far show it would at their mean cost
     * (lost-barony + the-broken-road: 13 M units for its first square, projected 859 M), and reports what the
     * largest side alone does. BENCHMARKS.md "Stoneside Forest's links counted (linkwork)".
     */
    static final long SQUARE_WORK = 800_000_000L;

    /**
     * A search's own reports: its root's and its first positions' while it runs (charged their cost in counted work,
     * so a dear one only comes later in a long search) and its root's when it stops. With five or more steps left,
     * Borderlands' first positions need more than 40 line sets to pass their lines (sentinel-wood + borderlands at
     * K = 5: bound 22 at the stop with 40, 17 with 200; BENCHMARKS.md "Line reports per use (effort)"). Lost
     * Barony's square split by its two largest sides: at K = 5 the plays whose square stays at side 4 set the
     * report (wildholds + lost-barony: 24 by the joint bound of the side-4 squares' moves, 23 by their listed
     * plays; BENCHMARKS.md "Lost Barony's side-4 squares (lostbarony)").
     */
    public static final ReportEffort SEARCH = new ReportEffort(200, FEW_PLAYS, 2, SQUARE_WORK);

    /**
     * A daily candidate's: its search has a node budget below the point where a search works out its reports, so its
     * root's report is worked out once at the end, whatever it costs, for every candidate that runs out of nodes.
     * 200 line sets took a date to 82 s of CPU (2026-12-11), 40 keep it within its 30 s; the square split of the
     * largest side only, as before the second side (its tens of seconds at K = 5 do not fit either).
     */
    public static final ReportEffort DAILY_CANDIDATE = new ReportEffort(40, FEW_PLAYS, 1, 0);

    /**
     * A reviewed position's ({@code carto review}): one search of a few seconds per drawing of a season, stopped
     * more often than not, which then works its root's report out within as much again as its own work. At 200 line
     * sets those reports, worked out whole then, took most of a review's time (a test's two games of 300 ms
     * positions: 166 s against 65 s at 40); within that share, 40 sets finish more of them than 200. The square
     * split of the largest side only, as a daily candidate's.
     */
    public static final ReportEffort REVIEW_POSITION = new ReportEffort(40, FEW_PLAYS, 1, 0);

    /** The effort with {@code lineSets} line sets, {@code plays} plays and the square split of its largest side. */
    public ReportEffort(int lineSets, long plays) {
        this(lineSets, plays, 1, 0);
    }

    /**
     * The effort of a terrain case's report ({@link TerrainCases}): the square split of the largest side only. The
     * split of the sides below it costs tens of seconds at K = 5 and is worked out once, in the position's own report;
     * were it repeated in the cases, a case's report would cost as much again to lower a report the position's own
     * split has often lowered already (wildholds + lost-barony at K = 5: 23 either way).
     */
    public ReportEffort inCases() {
        return new ReportEffort(lineSets, plays, 1, squareWork);
    }

    public ReportEffort {
        if (lineSets < 0 || plays < 0) {
            throw new IllegalArgumentException("line sets " + lineSets + " or plays " + plays + " < 0");
        }
        if (squareSides < 1 || squareWork < 0) {
            throw new IllegalArgumentException("square sides " + squareSides + " < 1 or square work " + squareWork
                    + " < 0");
        }
    }
}
