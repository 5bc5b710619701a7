package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;

/**
 * A season's rise by cases on the final side of its largest square (Lost Barony: {@code 3 * side(largest square
 * of filled)}). {@link SquareBound} credits the largest side some square can still reach, s, whatever the rest of
 * the season then scores; but a square of side s may need nearly every cell the steps draw (seed 1 of the season
 * benchmark: a 5x5 square takes 23-25 of the 27 cells of five explore pieces and an ambush, and only a few ways
 * to tile it exist), and then the other cards get little. Every play ends in one of these cases, for the
 * {@code sides} largest sides s = most, most - 1, ...:
 * <ul>
 * <li>side exactly s: some square Q of side s that can still fit ends filled, so the steps draw all of Q's missing
 * cells ({@link DrawnCellsCase}: only the moves that leave room for that, and the plays listed when few), the
 * square's term capped at s;</li>
 * <li>side at most most - sides: the season bounded with the square's term capped there.</li>
 * </ul>
 * The rise is at most the largest of these cases' bounds; the split is kept only where that is below the plain
 * bound. It costs a bound per square, so it is meant for the bound a stopped search reports, not every node. Below
 * the largest side the squares leave the steps more room (K = 5, wildholds + lost-barony: a 5x5 square takes every
 * cell the steps can put in it, a 4x4 leaves 8 of them free), so their plays are listed pruning by a bound of each
 * set of covers against the cases so far: all those listings within one budget of work, past which the split is
 * the largest side's alone (so its cost is bounded where the squares cannot lower it), and each square decided is
 * kept for the report's later tries ({@link DecidedSquares}).
 */
final class SquareSideSplit implements RiseBound {

    /** Beyond this many squares of a side the split stops above that side (each is a bound of the season). */
    static final int MOST_SQUARES = 64;

    /**
     * The split judges its cost by the squares listed ({@link #outrunsBudget}) once it has listed one in this many of
     * them (8 of K = 5's 64): the listings also come across plays the search keeps (treetower + lost-barony at K = 5
     * proves with a play of 24 its root report's listings find; judged from the first square on, the split gave up
     * after 44 M units and the search stopped at 23 / 24).
     */
    static final int JUDGED_AFTER = 8;

    /** How many sides, from the largest down, are split square by square. */
    private final int sides;
    /** The work of all the pruned listings of one split (the squares below the largest side) together. */
    private final long listingWork;

    SquareSideSplit(int sides, long listingWork) {
        this.sides = sides;
        this.listingWork = listingWork;
    }

    /** The split applies when the season's terms hold a square that can still grow. */
    @Override
    public double lower(double plain, Season season) {
        List<TermBound> terms = season.terms();
        Position position = season.position();
        int at = splittable(terms, position);
        if (at < 0 || plain == Double.POSITIVE_INFINITY) {
            return plain;
        }
        SquareBound square = (SquareBound) terms.get(at);
        Region region = square.growingRegion(position);
        int now = square.sideNow(position);
        int most = SquareBound.mostSide(position, region, now);
        // Per side split, from the largest down: the squares that can still end filled.
        List<List<long[]>> bySide = new ArrayList<>();
        for (int side = most; side > now && bySide.size() < sides; side--) {
            List<long[]> squares = SquareBound.fitting(position, region, side, false);
            if (squares.size() > MOST_SQUARES) {
                break;
            }
            bySide.add(squares);
        }
        if (bySide.isEmpty()) {
            return plain;
        }
        // The largest side's squares: each case's bound holds alone (not pruned against the others).
        double largest = Double.NEGATIVE_INFINITY;
        double split = season.rise(cappedAt(terms, at, square, most - bySide.size()), position.reachable, null);
        for (long[] q : bySide.get(0)) {
            if (Math.max(split, largest) >= plain) {
                return plain;
            }
            largest = Math.max(largest,
                    DrawnCellsCase.rise(season, terms, Bits.andNot(q, region.now()), Math.max(split, largest)));
        }
        split = Math.max(split, largest);
        if (bySide.size() == 1) {
            return Math.min(plain, split);
        }
        // The split of the largest side alone: once the squares below reach it, they cannot lower it.
        double oneSide = Math.min(plain,
                Math.max(largest, season.rise(cappedAt(terms, at, square, most - 1), position.reachable, null)));
        DrawnCellsPlays.Budget budget = new DrawnCellsPlays.Budget(listingWork);
        DecidedSquares.Season decided = season.decidedSquares();
        int listedSquares = 0;
        int allSquares = 0;
        for (int level = 1; level < bySide.size(); level++) {
            allSquares += bySide.get(level).size();
        }
        for (int level = 1; level < bySide.size(); level++) {
            List<TermBound> inCase = cappedAt(terms, at, square, most - level);
            for (long[] q : bySide.get(level)) {
                if (split >= oneSide) {
                    return oneSide;
                }
                double listed = listed(season, inCase, Bits.andNot(q, region.now()), split, budget, decided,
                        most - level, q);
                if (Double.isNaN(listed)) {
                    return oneSide; // budget spent: the cost of the deeper split bounded
                }
                split = Math.max(split, listed);
                listedSquares++;
                if (split < oneSide && listedSquares * JUDGED_AFTER >= allSquares
                        && outrunsBudget(listingWork - budget.left(), listedSquares, allSquares)) {
                    return oneSide;
                }
            }
        }
        return Math.min(oneSide, split);
    }

    /**
     * Whether the squares listed so far, {@code work} for {@code listed} of {@code all}, would at their mean cost take
     * all of them past the budget: the split then gives up at once, where it would most likely spend the budget and
     * give up later (every square must be listed for the split to lower the report), instead of paying the whole
     * budget for the largest side's bound (lost-barony + the-broken-road at K = 5: 13 M units its first square, about
     * 55 M a square after, where the squares of the reports it lowers cost 8-11 M each). Counted work only, so every
     * try of a report gives up at the same square.
     */
    private boolean outrunsBudget(long work, int listed, int all) {
        return (double) work * all > (double) listingWork * listed; // no overflow with any budget
    }

    /**
     * A square's pruned listing ({@link DrawnCellsCase#risePruned}), or the one an earlier try of the report
     * decided (its work taken from the budget again, as when it was listed).
     */
    private static double listed(Season season, List<TermBound> terms, long[] missing, double floor,
                                 DrawnCellsPlays.Budget budget, DecidedSquares.Season decided, int side,
                                 long[] square) {
        DecidedSquares.Decided known = decided == null ? null : decided.get(side, square, floor);
        if (known != null) {
            budget.spend(known.work());
            return known.rise();
        }
        long before = budget.left();
        double listed = DrawnCellsCase.risePruned(season, terms, missing, floor, budget);
        if (decided != null) {
            decided.put(side, square, floor, new DecidedSquares.Decided(listed, before - budget.left()));
        }
        return listed;
    }

    private static List<TermBound> cappedAt(List<TermBound> terms, int at, SquareBound square, int side) {
        List<TermBound> capped = new ArrayList<>(terms);
        capped.set(at, square.capped(side));
        return capped;
    }

    /** The index of the first term that is a square the split can follow, or -1. */
    private static int splittable(List<TermBound> terms, Position position) {
        for (int k = 0; k < terms.size(); k++) {
            if (terms.get(k) instanceof SquareBound square && square.growingRegion(position) != null) {
                return k;
            }
        }
        return -1;
    }
}
