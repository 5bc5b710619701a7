package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;

import org.cartolab.board.Bits;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Step;

/**
 * The plays of one case of a split ({@link DrawnCellsCase}), listed and played out when they are few: the steps
 * draw every missing cell of a square (or of lines), each step j at most {@code cap_j} of them, the shortfalls
 * adding up to at most the slack. A square that needs nearly all the steps' cells leaves few such plays (seed 1 of
 * the season benchmark: 22 ways to tile a 5x5 square with the five explore pieces), and then the best of them is
 * the case's exact value, where a bound cell by cell cannot see that the pieces must tile the square. A play that
 * reaches the puzzle's last step is a play of the puzzle: it is offered to the report's {@link ListedPlays}.
 * <p>
 * First the covers: the lowest missing cell not yet drawn is drawn by some step not yet used, with one of its moves
 * from the position (a superset of what it can draw later) or, for an explore step, a single cell (its fallback
 * when no shape fits); a step that draws no missing cell falls short by its whole cap. Then each cover is played
 * in the steps' order by the rules: a step of the cover makes a legal move with exactly its cells (in any of its
 * terrains), an ambush its solo placement, any other step a legal move that draws no missing cell. Every play of
 * the case is one of these, so their best season score bounds the case.
 */
final class DrawnCellsPlays {

    /** Beyond this many nodes (covers' and plays') the plays are not listed: the case keeps its bound. */
    static final int MOST_NODES = 20_000;

    private final PuzzleSetup setup;
    private final List<Step> steps;
    private final int next;
    private final int end;
    private final int season;
    private final long[] missing;
    private final int[] caps;
    /** Per step and missing cell: the step's drawings that hold the cell, each once. */
    private final List<List<List<Drawing>>> byCell = new ArrayList<>();
    /** Per step: the cells the cover gives it (null: it draws no missing cell). */
    private final long[][] drawn;
    /** Charged the moves each play lists. */
    private final Work work;
    /** Offered each play that ends the puzzle. */
    private final ListedPlays listed;
    /** The moves of the play being played, by step (null: the step passes). */
    private final Move[] played;
    /** How the listing prunes with a bound of the season (null: it lists every cover and play). */
    private final Pruning pruning;
    private final int mostNodes;
    /** With pruning: the work done when the listing began, and the most it may do (what is left of its budget). */
    private final long workFrom;
    private final long mostWork;
    private int nodes;
    /** The node at which the listing stops: the whole listing's, or a cover's plays'. */
    private int limit;
    /** The best season score of the cover being played. */
    private int best = Integer.MIN_VALUE;
    /** The most the season rises over the covers (not pruned: each its best play, or with pruning its bound). */
    private double mostRise = Double.NEGATIVE_INFINITY;

    private DrawnCellsPlays(PuzzleSetup setup, int next, int end, int season, long[] missing, int[] caps,
                              IntFunction<List<Move>> moves, Work work, ListedPlays listed, Pruning pruning) {
        this.setup = setup;
        this.work = work;
        this.listed = listed;
        this.played = new Move[end];
        this.pruning = pruning;
        // Pruned, the listing is held by its budget of work; a cover's plays still by MOST_NODES.
        this.mostNodes = pruning == null ? MOST_NODES : Integer.MAX_VALUE;
        this.limit = mostNodes;
        this.workFrom = work.done();
        this.mostWork = pruning == null ? Long.MAX_VALUE : pruning.budget().left();
        this.steps = setup.steps();
        this.next = next;
        this.end = end;
        this.season = season;
        this.missing = missing;
        this.caps = caps;
        this.drawn = new long[end][];
        int cellCount = missing.length * Long.SIZE;
        for (int j = 0; j < end; j++) {
            List<List<Drawing>> cells = new ArrayList<>();
            for (int c = 0; c < cellCount; c++) {
                cells.add(new ArrayList<>());
            }
            byCell.add(cells);
            if (j < next) {
                continue;
            }
            Set<List<Long>> seen = new HashSet<>();
            List<long[]> options = new ArrayList<>();
            moves.apply(j).forEach(move -> options.add(move.cells()));
            if (!steps.get(j).isAmbush()) {
                for (int c = Bits.first(missing); c >= 0; c = Bits.next(missing, c + 1)) {
                    options.add(Bits.single(missing.length, c));
                }
            }
            for (long[] option : options) {
                long[] inside = Bits.and(option, missing);
                if (Bits.isEmpty(inside) || !seen.add(key(option))) {
                    continue;
                }
                Drawing drawing = new Drawing(option, inside, caps[j] - Bits.count(inside));
                for (int c = Bits.first(inside); c >= 0; c = Bits.next(inside, c + 1)) {
                    cells.get(c).add(drawing);
                }
            }
        }
    }

    /** A step's drawing: its cells, those of them missing from the square, how far it falls short of the cap. */
    private record Drawing(long[] cells, long[] inside, int shortfall) {
    }

    /**
     * A listing that prunes: {@code bound} bounds the season's rise over the plays a move filter allows (the steps'
     * moves from the position filtered; every step may still fall back to a single cell), {@code floor} is the
     * value to beat (the split's other cases), and beyond what is left of {@code budget} (work: the covers' bounds
     * and the plays' moves) the listing gives up. A set of covers whose bound is no higher than the floor, or than a
     * play already listed, is dropped: the split takes the larger of the floor and the listing, so they cannot move it.
     */
    record Pruning(ToDoubleFunction<RiseBound.MoveFilter> bound, double floor, Budget budget) {
    }

    /**
     * The work ({@link Work} units) left to the pruned listings of one split, all its squares together: a square's
     * listing takes its work from it, so a split whose squares are each dear gives up after a bounded cost, not one
     * budget per square (64 squares: up to 64 times as much), nor a count of nodes whose bounds cost more on some
     * puzzles than others (a node of lost-barony + the-broken-road's costs several of wildholds + lost-barony's).
     */
    static final class Budget {
        private long left;

        Budget(long units) {
            this.left = units;
        }

        long left() {
            return left;
        }

        void spend(long units) {
            left = Math.max(0, left - units);
        }
    }

    /**
     * The most season {@code season} can rise from {@code map} over the plays of steps {@code next} to
     * {@code end - 1} that draw every cell of {@code missing} within the slack, listed with {@code pruning} (null:
     * every cover and play is listed, and the value is that most; -infinity if there is none): a value v such that
     * the season rises at most {@code max(v, floor)} over these plays (-infinity if every cover is pruned or none
     * exists), NaN if the listing gives up.
     */
    static double mostAbove(PuzzleSetup setup, MapState map, int next, int end, int season, long[] missing,
                            int[] caps, int slack, IntFunction<List<Move>> moves, Work work, ListedPlays listed,
                            Pruning pruning) {
        DrawnCellsPlays plays = new DrawnCellsPlays(setup, next, end, season, missing, caps, moves, work, listed,
                pruning);
        try {
            plays.cover(map, missing, slack);
        } catch (TooMany stop) {
            return Double.NaN;
        } finally {
            if (pruning != null) {
                pruning.budget().spend(work.done() - plays.workFrom);
            }
        }
        return plays.mostRise;
    }

    /**
     * The moves left to the plays of the covers below a node: a step the cover gives cells draws exactly them (a
     * legal move with those cells: of a shape of several cells, no single cell of its choice); another draws only
     * cells still uncovered, within the slack left (at a whole cover: none of them), and a single cell only if its
     * shortfall (at least its cap - 1) fits in that slack.
     */
    private RiseBound.MoveFilter coversFilter(long[] left, int slack) {
        long[][] given = drawn.clone();
        return new RiseBound.MoveFilter() {
            @Override
            public boolean allows(int j, Move move) {
                if (given[j] != null) {
                    return Bits.same(move.cells(), given[j]);
                }
                long[] inside = Bits.and(move.cells(), missing);
                return Bits.subsetOf(inside, left) && caps[j] - Bits.count(inside) <= slack;
            }

            @Override
            public boolean allowsSingleCell(int j) {
                // A single cell falls short of the cap by at least cap - 1, which must fit in the slack left.
                return given[j] == null ? caps[j] - 1 <= slack : Bits.count(given[j]) == 1;
            }
        };
    }

    /**
     * A whole cover: its plays listed (their best is its value), or with {@link #pruning} its bound where they are
     * more than {@link #MOST_NODES} (without, the whole listing gives up).
     */
    private void playCover(MapState map, double bound) {
        best = Integer.MIN_VALUE;
        limit = Math.min(mostNodes, nodes + MOST_NODES);
        try {
            play(map, next);
        } catch (TooMany stop) {
            if (limit == mostNodes) {
                throw stop;
            }
            mostRise = Math.max(mostRise, bound);
            return;
        } finally {
            limit = mostNodes;
        }
        if (best != Integer.MIN_VALUE) {
            mostRise = Math.max(mostRise, best - setup.seasonScore(season, map));
        }
    }

    /** The value a set of covers must beat to matter: the floor, or the best rise listed so far. */
    private double floor() {
        return Math.max(pruning.floor(), mostRise);
    }

    /**
     * Covers the cells {@code left} with steps not yet used, within {@code slack}; plays each cover. With a
     * {@link #pruning}, each set of covers is first bounded (by its steps' drawings so far) against the floor, and a
     * whole cover's plays are listed within {@link #MOST_NODES} ({@link #playCover}).
     */
    private void cover(MapState map, long[] left, int slack) {
        boolean pruned = pruning != null;
        count();
        double bound = Double.POSITIVE_INFINITY;
        if (pruned) {
            bound = pruning.bound().applyAsDouble(coversFilter(left, slack));
            if (bound <= floor()) {
                return;
            }
        }
        if (Bits.isEmpty(left)) {
            int shortfall = 0;
            for (int j = next; j < end; j++) {
                shortfall += drawn[j] == null ? caps[j] : 0;
            }
            if (shortfall > slack) {
                return;
            }
            playCover(map, bound);
            return;
        }
        int cell = Bits.first(left);
        for (int j = next; j < end; j++) {
            if (drawn[j] != null) {
                continue;
            }
            for (Drawing drawing : byCell.get(j).get(cell)) {
                if (drawing.shortfall() > slack || !Bits.subsetOf(drawing.inside(), left)) {
                    continue;
                }
                drawn[j] = drawing.cells();
                cover(map, Bits.andNot(left, drawing.inside()), slack - drawing.shortfall());
                drawn[j] = null;
            }
        }
    }

    /** Plays the steps from j on by the rules, each as the cover says; keeps the best season score. */
    private void play(MapState map, int j) {
        count();
        if (j == end) {
            best = Math.max(best, setup.seasonScore(season, map));
            if (end == steps.size()) {
                listed.offer(setup.score(map), Arrays.asList(played).subList(next, end));
            }
            return;
        }
        Step step = steps.get(j);
        List<Move> legal = setup.legal(map, step);
        work.charge(legal.size() + 1);
        if (legal.isEmpty() && drawn[j] == null) {
            played[j] = null;
            play(map, j + 1); // nothing to draw: the step passes
        }
        for (Move move : legal) {
            if (drawn[j] != null ? !Bits.same(move.cells(), drawn[j]) : Bits.intersects(move.cells(), missing)) {
                continue;
            }
            MapState after = map.copy();
            setup.apply(after, step, move);
            played[j] = move;
            play(after, j + 1);
        }
    }

    private void count() {
        if (++nodes > limit || work.done() - workFrom > mostWork) {
            throw new TooMany();
        }
    }

    private static List<Long> key(long[] cells) {
        List<Long> key = new ArrayList<>(cells.length);
        Arrays.stream(cells).forEach(key::add);
        return key;
    }

    /** Thrown when the plays are too many to list. */
    private static final class TooMany extends RuntimeException {
        TooMany() {
            super(null, null, false, false);
        }
    }
}
