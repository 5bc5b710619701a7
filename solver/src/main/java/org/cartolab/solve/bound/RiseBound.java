package org.cartolab.solve.bound;

import java.util.List;

import org.cartolab.rules.Move;

/**
 * Another bound of a season's rise, given the plain one ({@link BudgetBound}'s terms over the steps): each
 * implementation reasons about the plays differently and keeps the lower. Most split the plays into cases, each
 * bounded on its own (often with fewer moves: those a case leaves the steps), the rise then at most the largest
 * case's bound ({@link LineCountSplit}, {@link SquareSideSplit}, {@link IsolatedClustersSplit}); {@link TermGroupsSum}
 * adds up the bounds of the season's parts instead. Each costs several bounds of the season, so {@link BudgetBound}
 * asks for them in the bound a stopped search reports, not at every node.
 */
interface RiseBound {

    /** The lower of {@code plain}, the season's rise bounded by the terms alone, and this bound of it. */
    double lower(double plain, Season season);

    /** What a bound needs of the season: its terms, position and steps, and its rise bounded in a case. */
    interface Season {

        /** The bounds of the season's terms (scoring cards and the game's season terms). */
        List<TermBound> terms();

        /** The position cell by cell, the steps {@link #next} to {@link #end} - 1 drawing. */
        Position position();

        int next();

        int end();

        /** The bounds of the season's terms by scoring card ({@link #terms} holds them all). */
        List<List<TermBound>> cardTerms();

        /** The bounds of the game's season terms (coins, monsters; {@link #terms} holds them too). */
        List<TermBound> gameTerms();

        /** Step j's moves from the position (a superset of what it can draw later). */
        List<Move> moves(int step);

        /** Whether step j falls back to one cell when none of its shapes fits (an explore step, not an ambush). */
        boolean drawsSingleCell(int step);

        /** The squares of this season a report's tries have decided ({@link DecidedSquares}); null outside one. */
        DecidedSquares.Season decidedSquares();

        /** The same season bounded at the search's effort: a looser, cheaper {@link #rise}. */
        Season quick();

        /** The season's rise bounded with {@code terms}, the steps drawing on {@code reachable} only, filtered. */
        double rise(List<TermBound> terms, long[] reachable, MoveFilter filter);

        /**
         * The most the season rises over the plays that draw every cell of {@code missing}, step j at most
         * {@code caps[j]} of them, their shortfalls adding up to at most {@code slack} ({@link DrawnCellsPlays});
         * NaN when they are too many to list.
         */
        double mostDrawingAll(long[] missing, int[] caps, int slack);

        /**
         * The same listed with a bound of the season by {@code terms} ({@link #quick}) that drops each set of covers
         * no higher than {@code floor} or than a play already listed: a value v such that the plays rise at most
         * {@code max(v, floor)}; NaN when the listing spends all that is left of {@code budget} (its nodes are
         * taken from it either way).
         */
        double mostDrawingAllAbove(long[] missing, int[] caps, int slack, List<TermBound> terms, double floor,
                                   DrawnCellsPlays.Budget budget);
    }

    /** Which moves a step may still make in a case (by the move's cells or terrain); null allows every move. */
    interface MoveFilter {
        boolean allows(int step, Move move);

        /**
         * Whether the step may still draw a single cell of its choice (the explore's 1x1 fallback) in the case: by
         * default it may; a case that fixes the step's drawing to a shape of several cells rules that out.
         */
        default boolean allowsSingleCell(int step) {
            return true;
        }
    }
}
