package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.model.PuzzleSeason;
import org.cartolab.model.ScoreTerm;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonTerm;
import org.cartolab.model.Terrain;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.ScoreBound;
import org.cartolab.solve.Step;

/**
 * The solver's bound, derived from the scoring expressions: the score now, plus what the remaining steps can
 * still add. Every additive part of every scoring card and season term gets a {@link TermBound} by its form; they
 * fill one table of "points a drawn cell of terrain t can add" and a constant slack. The remaining steps draw at
 * most their largest shape's cells each, in their own terrains, so the rise is at most the best cells of that
 * table: taken per step (a cell may then count twice) or for all steps at once (each step's best terrain) —
 * whichever is smaller. In a puzzle of several seasons each season is bounded on its own, by the steps before its
 * end; the seasons already scored count what they banked.
 * <p>
 * This class is the arithmetic of that rise; the moves the steps can make, and their offers to the steps' choices,
 * come from {@link StepSupply}, what each step can draw from {@link StepFacts}.
 */
public final class BudgetBound implements ScoreBound {

    private static final double EPSILON = 1e-6;

    private final PuzzleSetup setup;
    /** Per season: the bounds of its scoring cards' and the game's season terms. */
    private final List<List<TermBound>> seasonTerms = new ArrayList<>();
    /** Per season: the same bounds by scoring card, and the game's season terms' apart ({@link TermGroupsSum}). */
    private final List<List<List<TermBound>>> seasonCardTerms = new ArrayList<>();
    private final List<List<TermBound>> seasonGameTerms = new ArrayList<>();
    private final List<Step> steps;
    /** Per step ({@link StepFacts}): the terrain indices it can draw, most cells, coin cells, whether split. */
    private final boolean[][] stepTerrains;
    private final int[] stepCells;
    private final int[] stepCoinCells;
    private final boolean[] stepSplit;
    /** The steps' moves, found once on the start and then by which still fit; offered to the steps' choices. */
    private final StepSupply supply;
    /** What the puzzle's last step can draw, for the bound of all its moves at once. */
    private final StepDrawings lastDrawings;
    /** The positions it bounds from, with what every position's term bounds know of the puzzle. */
    private final SeasonPositions positions;
    /** Scratch of {@link #upper} per season (a bound serves one search at a time, and upper calls no upper). */
    private final double[] seasonRises;
    private final boolean[] seasonWholeLines;
    /** The report's cases on the steps' terrains; null in a case's own bound. */
    private final TerrainCases terrainCases;
    /** The work of this bound and of its terrain cases' bounds. */
    private final Work work;
    /** The plays its reports' listings come across, for its terrain cases' bounds too. */
    private final ListedPlays listed;
    /** How much its reports work out, for its terrain cases' bounds too. */
    private final ReportEffort reportEffort;
    /** The other bounds of a season's rise, for the reported bound only (each costs bounds of the season). */
    private final List<RiseBound> riseBounds;

    /** The bound of a search, its reports at a search's effort ({@link ReportEffort#SEARCH}). */
    public BudgetBound(PuzzleSetup setup) {
        this(setup, ReportEffort.SEARCH);
    }

    /** The bound with its reports at {@code effort}. */
    public BudgetBound(PuzzleSetup setup, ReportEffort effort) {
        this(setup, true, new Work(), new ListedPlays(), effort);
    }

    /**
     * The bound whose report lowers each season's rise by {@code riseBounds} alone, without terrain cases: one rule
     * of the report on its own (its tests).
     */
    BudgetBound(PuzzleSetup setup, ReportEffort effort, List<RiseBound> riseBounds) {
        this(setup, false, new Work(), new ListedPlays(), effort, riseBounds);
    }

    /**
     * {@code splitTerrains}: whether the report splits the steps' terrains ({@link TerrainCases}; not a case's);
     * {@code work}: the count this bound charges (a case's, its whole puzzle's); {@code listed}: where its listings
     * offer their plays (a case's, its whole puzzle's).
     */
    private BudgetBound(PuzzleSetup setup, boolean splitTerrains, Work work, ListedPlays listed,
                        ReportEffort effort) {
        this(setup, splitTerrains, work, listed, effort, riseBounds(effort, splitTerrains));
    }

    private BudgetBound(PuzzleSetup setup, boolean splitTerrains, Work work, ListedPlays listed,
                        ReportEffort effort, List<RiseBound> riseBounds) {
        this.setup = setup;
        this.work = work;
        this.listed = listed;
        this.reportEffort = effort;
        this.riseBounds = List.copyOf(riseBounds);
        this.terrainCases = splitTerrains ? new TerrainCases(setup) : null;
        this.steps = setup.steps();
        Terrain mountain = setup.engine().mapRules().mountain();
        TermBounds planner = new TermBounds(mountain, setup.engine().mapRules().edgeSurroundsMountains());
        for (PuzzleSeason season : setup.puzzle().seasons()) {
            List<TermBound> terms = new ArrayList<>();
            List<List<TermBound>> byCard = new ArrayList<>();
            for (ScoringCard card : season.scoring()) {
                List<TermBound> cardTerms = new ArrayList<>();
                for (ScoreTerm term : card.terms()) {
                    cardTerms.addAll(planner.plan(term.expression()));
                }
                byCard.add(cardTerms);
                terms.addAll(cardTerms);
            }
            List<TermBound> gameTerms = new ArrayList<>();
            for (SeasonTerm term : setup.game().seasonTerms()) {
                gameTerms.addAll(planner.plan(term.term().expression()));
            }
            terms.addAll(gameTerms);
            seasonTerms.add(terms);
            seasonCardTerms.add(byCard);
            seasonGameTerms.add(gameTerms);
        }
        StepFacts facts = StepFacts.of(setup);
        stepTerrains = facts.terrains();
        stepCells = facts.cells();
        stepCoinCells = facts.coinCells();
        stepSplit = facts.split();
        supply = new StepSupply(setup);
        lastDrawings = supply.lastDrawings();
        positions = new SeasonPositions(new PuzzleFacts(facts, supply.lineReach(), supply.stepDrawings()));
        seasonRises = new double[seasonTerms.size()];
        seasonWholeLines = new boolean[seasonTerms.size()];
    }

    /** The other bounds of a season's rise a report tries, at {@code effort}, in a whole puzzle or a terrain case. */
    private static List<RiseBound> riseBounds(ReportEffort effort, boolean wholePuzzle) {
        List<RiseBound> bounds = new ArrayList<>(List.of(new SquareSideSplit(effort.squareSides(),
                effort.squareWork()), new LineCountSplit(effort.lineSets()), new IsolatedClustersSplit()));
        if (wholePuzzle) {
            // The parts' sum costs a bound per part: once for the whole puzzle, not again in each terrain case.
            bounds.add(new TermGroupsSum());
        }
        return bounds;
    }

    @Override
    public MoveBound lastMove(MapState map, int step) {
        Position[] made = new Position[1];
        MoveBound byCells = lastMove(map, step, false, made);
        return made[0] == null || !made[0].sizesJoinable ? byCells
                : lower(byCells, lastMove(map, step, true, made));
    }

    /**
     * The lower of two bounds of the same moves: Great City with Shieldgate (or Wildholds) cell by cell and by sizes
     * (see {@link #upper}).
     */
    private static MoveBound lower(MoveBound one, MoveBound other) {
        return new MoveBound() {
            @Override
            public int upperAfter(Move move) {
                return Math.min(one.upperAfter(move), other.upperAfter(move));
            }

            @Override
            public int upperOfAll() {
                return Math.min(one.upperOfAll(), other.upperOfAll());
            }
        };
    }

    /** {@link #lastMove} with the terms joined by sizes or not; {@code made[0]}: the position it bounded. */
    private MoveBound lastMove(MapState map, int step, boolean joinSizes, Position[] made) {
        if (step != steps.size() - 1) {
            return ScoreBound.super.lastMove(map, step);
        }
        int last = seasonTerms.size() - 1;
        Position position = position(map.board(), map.coins(), step, steps.size(), joinSizes, false);
        made[0] = position;
        // The other seasons have ended: what they score is settled before this move (PuzzleSetup.apply).
        double now = setup.settledBefore(map, last) + setup.seasonScore(last, map);
        double base = now + slack(seasonTerms.get(last), position) + EPSILON;
        if (base == Double.POSITIVE_INFINITY) {
            return ScoreBound.super.lastMove(map, step);
        }
        List<Terrain> terrains = position.terrains();
        double[][] pieceRise = lastPieceRise(position, steps.get(step).maxCells(), stepSplit[step]);
        // With one step left, the cells it draws are exactly the move's: its cells' values bound its rise.
        return new MoveBound() {
            @Override
            public int upperAfter(Move move) {
                int t = terrains.indexOf(move.terrain());
                double sum = base + (move.coin() ? position.coinValue : 0)
                        + pieceRise[t][Math.min(Bits.count(move.cells()), pieceRise[t].length - 1)];
                double[] values = position.value[t];
                long[] cells = move.cells();
                for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                    sum += values[i];
                }
                return floor(sum - position.lastLineExcess(cells, t) + position.drawingValue(cells, t, step));
            }

            /** The most the drawing terms add to one drawing: found once, for both bounds of all the moves. */
            private double drawingMost = Double.NaN;

            @Override
            public int upperOfAll() {
                double any = lastAnyMove(position, position.cellValue(), pieceRise, step);
                if (!position.drawingTerms.isEmpty()) {
                    // The drawing terms apart: the most one drawing completes, found from their cells.
                    any = Math.min(any, lastAnyMove(position, position.value, pieceRise, step) + drawingMost());
                }
                return floor(Math.max(now + EPSILON, base + any));
            }

            @Override
            public int upperOfDrawable(int least) {
                double rise = lastDrawable(position, pieceRise, step, (double) least + 1 - base, drawingMost());
                return floor(Math.max(now + EPSILON, base + rise));
            }

            private double drawingMost() {
                if (Double.isNaN(drawingMost)) {
                    drawingMost = 0;
                    for (SurroundTargets term : position.drawingTerms) {
                        drawingMost += term.mostByOneDrawing(lastDrawings, position.empty, stepTerrains[step]);
                    }
                }
                return drawingMost;
            }
        };
    }

    /**
     * What any one move of the last step can add, drawing by drawing: each of the step's drawings from the start
     * that is still all empty (every move draws one of them, {@link StepDrawings}) in each of its terrains, valued as
     * {@link MoveBound#upperAfter} values a move (a line's weight once, if the drawing holds the cells it needs:
     * {@link Position#lastLineExcess}), with the coin
     * wherever a coin shape is as large. The best n cells of {@link #lastAnyMove} may lie far apart; a drawing's
     * cells are one shape, so a term that rewards a few scattered cells (around each mountain, along each edge)
     * gets at most the one place a shape can reach.
     * <p>
     * Only whether the rise reaches {@code enough} matters to the search: it stops at the first drawing that does
     * (infinity: a sum that just reaches it might round below once added to the base), and a drawing's drawing
     * terms ({@link Position#drawingValue}, the dear part) are summed only when its cells with {@code drawingMost}
     * on top reach it.
     */
    private double lastDrawable(Position position, double[][] pieceRise, int step, double enough,
                                double drawingMost) {
        double best = Double.NEGATIVE_INFINITY;
        double coin = Math.max(0, position.coinValue);
        for (int p = 0; p < lastDrawings.size(); p++) {
            long[] cells = lastDrawings.cells(p);
            if (!Bits.subsetOf(cells, position.empty)) {
                continue;
            }
            int[] indices = lastDrawings.indices(p);
            int n = indices.length;
            for (int t = 0; t < position.value.length; t++) {
                if (!stepTerrains[step][t]) {
                    continue;
                }
                double sum = pieceRise[t][Math.min(n, pieceRise[t].length - 1)]
                        + (n <= stepCoinCells[step] ? coin : 0);
                double[] values = position.value[t];
                for (int i : indices) {
                    sum += values[i];
                }
                sum -= position.lastLineExcess(cells, t);
                sum += sum + drawingMost < enough ? drawingMost : position.drawingValue(cells, t, step);
                if (sum >= enough) {
                    return Double.POSITIVE_INFINITY; // not the bound, but above what the search needs
                }
                best = Math.max(best, sum);
            }
        }
        return best;
    }

    /**
     * What any one move of the last step can add by the value table: the step's best n cells in one of its
     * terrains, whichever n up to its largest shape, plus what its pieces add, and its coin if n is no more than a
     * coin shape's cells (a five-cell drawing earns no coin when only the three-cell shape has one). No move is
     * enumerated.
     */
    private double lastAnyMove(Position position, double[][] value, double[][] pieceRise, int step) {
        double best = Double.NEGATIVE_INFINITY;
        double coin = Math.max(0, position.coinValue);
        int most = stepCells[step];
        int reachable = Bits.count(position.reachable);
        double[] cellValues = new double[reachable];
        for (int t = 0; t < value.length; t++) {
            if (!stepTerrains[step][t]) {
                continue;
            }
            int k = 0;
            for (int i = Bits.first(position.reachable); i >= 0; i = Bits.next(position.reachable, i + 1)) {
                cellValues[k++] = value[t][i];
            }
            double[] top = TopValues.of(cellValues, Math.min(most, reachable));
            double sum = 0;
            for (int n = 1; n <= top.length; n++) {
                sum += top[n - 1];
                best = Math.max(best, sum + pieceRise[t][Math.min(n, pieceRise[t].length - 1)]
                        + (n <= stepCoinCells[step] ? coin : 0));
            }
        }
        return best;
    }

    private static int floor(double bound) {
        return bound >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) Math.floor(bound);
    }

    /**
     * For a step before the last of the puzzle's last season: the per-step bound of {@link #upper} on this map
     * (before the move) with the step's own drawing fixed to the move's. It holds for every play that makes the
     * move, since the per-step bound holds for every play; it costs a sum over the move's cells, so a search can
     * prune most moves without drawing them.
     */
    @Override
    public MoveBound anyMove(MapState map, int step) {
        if (step == steps.size() - 1) {
            return lastMove(map, step);
        }
        Position[] made = new Position[1];
        MoveBound byCells = anyMove(map, step, false, made);
        return made[0] == null || !made[0].sizesJoinable ? byCells : lower(byCells, anyMove(map, step, true, made));
    }

    /** {@link #anyMove} before the last step, the terms joined by sizes or not; {@code made[0]}: its position. */
    private MoveBound anyMove(MapState map, int step, boolean joinSizes, Position[] made) {
        int last = seasonTerms.size() - 1;
        if (steps.get(step).season() != last) {
            return ScoreBound.super.anyMove(map, step); // later seasons would each need their own bound
        }
        Position position = position(map.board(), map.coins(), step, steps.size(), joinSizes, false);
        made[0] = position;
        double base = setup.settledBefore(map, last) + setup.seasonScore(last, map)
                + slack(seasonTerms.get(last), position) + EPSILON;
        if (base == Double.POSITIVE_INFINITY) {
            return ScoreBound.super.anyMove(map, step);
        }
        // Row 0 of the choices is the move's step, offered the move alone; the later steps are offered as always.
        PieceChoices later = choices(position, step, steps.size());
        supply.offerSteps(later, position, supply.on(map, step, false), step, step + 1, steps.size());
        boolean piecesMatter = !position.pieceTerms.isEmpty();
        double laterBest = piecesMatter ? 0 : later.best(); // without piece terms a step adds its best alone
        List<Terrain> terrains = position.terrains();
        // With piece terms, moves of the same terrain, size and value are bounded alike (often many: the table's
        // values repeat): the steps' choices are worked out once for each.
        Map<PieceOffer, Integer> bounded = new HashMap<>();
        return move -> {
            int t = terrains.indexOf(move.terrain());
            double sum = move.coin() ? position.coinValue : 0;
            double[] values = position.value[t];
            long[] cells = move.cells();
            int count = 0;
            for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                sum += values[i];
                count++;
            }
            sum += position.drawingValue(cells, t, step) - position.lineExcess(cells, t);
            if (piecesMatter) {
                return bounded.computeIfAbsent(new PieceOffer(t, count, sum), offer -> {
                    PieceChoices choices = later.copy();
                    choices.offer(0, offer.terrain(), offer.value(), offer.cells());
                    return floor(base + choices.best());
                });
            }
            return floor(base + sum + laterBest);
        };
    }

    /** A move as the steps' choices see it: its terrain index, how many cells, its value by the table. */
    private record PieceOffer(int terrain, int cells, double value) {
    }

    /**
     * The position for the steps from {@code next} up to (not including) {@code end}, its terms joined by sizes or
     * not, its lines counted whole or not ({@link Position#Position}).
     */
    private Position position(Board board, int coins, int next, int end, boolean joinSizes, boolean wholeLines) {
        return position(board, coins, next, end, joinSizes, wholeLines, board.empty());
    }

    /** The same, the steps drawing on {@code reachable} only (a case of a {@link RiseBound}). */
    private Position position(Board board, int coins, int next, int end, boolean joinSizes, boolean wholeLines,
                              long[] reachable) {
        return positions.of(board, coins, next, end, joinSizes, wholeLines, reachable);
    }

    /** The terms' slack, each term charged as the cells it values. */
    private double slack(List<TermBound> terms, Position position) {
        return SeasonPositions.attribute(terms, position, work);
    }

    /**
     * What the seasons that have ended score, plus for the season of the next step and every later one its score
     * now and what the steps before its end can still add to it: the least of the steps' bounds taken per step, for
     * all steps at once, and (with enough steps left) jointly ({@link JointSteps}).
     */
    @Override
    public int upper(MapState map, int next) {
        return upper(map, next, JointSteps.SEARCH, Integer.MIN_VALUE, null);
    }

    /**
     * {@link #upper}, the lines counted whole ({@link LineGoals}) only if the bound without them is still above
     * {@code least}: they cost a second bound of the season, which most positions a search prunes do not need.
     */
    @Override
    public int upper(MapState map, int next, int least) {
        return upper(map, next, JointSteps.SEARCH, least, null);
    }

    /**
     * The same with many more rounds of the steps' joint bound, and by cases on the terrains the steps draw
     * ({@link TerrainCases}): worth it once, not at every node.
     */
    @Override
    public int reported(MapState map, int next) {
        // Within the limit of a report of the whole puzzle when this is a case's (the same work): not set here.
        return new PartReport(map, next).whole();
    }

    @Override
    public Report report(MapState map, int next) {
        return new PartReport(map, next);
    }

    /**
     * A report worked out in parts: the position's own bound at the report's effort, then each terrain case's
     * ({@link TerrainCases}); a call cut short at its limit keeps the parts it finished, and the plays its listings
     * came across.
     */
    private final class PartReport implements Report {
        private final MapState map;
        private final int next;
        private final Map<String, Integer> casesDone = new HashMap<>();
        private final ListedPlays.Best found = new ListedPlays.Best();
        private final DecidedSquares squares = new DecidedSquares();
        private int plain;
        private boolean plainDone;
        private OptionalInt few = OptionalInt.empty();
        private boolean fewDone;

        PartReport(MapState map, int next) {
            this.map = map;
            this.next = next;
        }

        @Override
        public OptionalInt within(long limit) {
            work.limit(limit);
            try {
                return OptionalInt.of(whole());
            } catch (Work.Exhausted e) {
                return OptionalInt.empty();
            } finally {
                work.limit(Long.MAX_VALUE);
            }
        }

        @Override
        public Optional<List<Move>> play() {
            return found.moves();
        }

        int whole() {
            // A terrain case's report is part of its whole puzzle's, which keeps the plays.
            boolean keeps = !listed.watching();
            if (keeps) {
                listed.watch(found);
            }
            try {
                if (!fewDone) {
                    // Few plays left: play them all (exact, FewPlaysLeft), which no term bound is.
                    few = FewPlaysLeft.best(setup, map, next, reportEffort.plays(), work);
                    fewDone = true;
                }
                if (few.isPresent()) {
                    return few.getAsInt();
                }
                if (!plainDone) {
                    plain = upper(map, next, JointSteps.REPORT, Integer.MIN_VALUE, squares);
                    plainDone = true;
                }
                // Hook of TerrainCases (a bound per choice of the steps' terrains: for the report only).
                return terrainCases == null ? plain
                        : terrainCases.lower(plain, map, next,
                        caseSetup -> new BudgetBound(caseSetup, false, work, listed, reportEffort.inCases()),
                        casesDone);
            } finally {
                if (keeps) {
                    listed.watch(null);
                }
            }
        }
    }

    @Override
    public long work() {
        return work.done();
    }

    /** {@code squares}: those a report's tries have decided ({@link PartReport}), null outside a report. */
    private int upper(MapState map, int next, JointSteps.Effort effort, int least, DecidedSquares squares) {
        if (next >= steps.size()) {
            return setup.score(map);
        }
        int open = steps.get(next).season();
        double upper = setup.settledBefore(map, open) + EPSILON;
        Board board = map.board();
        StepMoves moves = supply.on(map, next, effort.linesByPieces());
        // Per season: its rise cell by cell, and whether its lines may also be counted whole.
        double[] rises = seasonRises;
        boolean[] wholeLines = seasonWholeLines;
        for (int s = open; s < seasonTerms.size(); s++) {
            int end = setup.seasonEnd(s);
            upper += setup.seasonScore(s, map);
            Position byCells = position(board, map.coins(), next, end, false, false);
            double rise = rise(seasonTerms.get(s), byCells, moves, next, end, effort);
            if (effort == JointSteps.REPORT) {
                RiseBound.Season season = new BoundedSeason(map, s, byCells, moves, next, end, effort, squares);
                for (RiseBound bound : riseBounds) {
                    rise = bound.lower(rise, season);
                }
            }
            if (rise == Double.POSITIVE_INFINITY) {
                return Integer.MAX_VALUE;
            }
            if (byCells.sizesJoinable) {
                // Great City with Shieldgate (or Wildholds) by sizes: the drawn cells make the largest cluster or
                // the second, not both; cell by cell knows where they can lie. Each is a bound: the lower holds.
                Position bySizes = position(board, map.coins(), next, end, true, false);
                rise = Math.min(rise, rise(seasonTerms.get(s), bySizes, moves, next, end, effort));
            }
            rises[s] = rise;
            wholeLines[s] = byCells.creditsWholeLines();
            upper += rise;
        }
        for (int s = open; s < seasonTerms.size() && Math.floor(upper) > least; s++) {
            if (wholeLines[s]) {
                // Complete lines counted whole instead of cell by cell: another bound, often the lower one (with
                // few steps left too: a line missing m cells is worth w / m a cell, though a step that draws some
                // of them adds nothing unless the others draw the rest).
                int end = setup.seasonEnd(s);
                Position whole = position(board, map.coins(), next, end, false, true);
                double lines = rise(seasonTerms.get(s), whole, moves, next, end, effort);
                if (!whole.lineGoals.isEmpty() && lines < rises[s]) {
                    upper -= rises[s] - lines;
                }
            }
        }
        return upper >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) Math.floor(upper);
    }

    /** A season as the other bounds of its rise see it: its cell-by-cell position, and its rise bounded in a case. */
    private final class BoundedSeason implements RiseBound.Season {
        private final MapState map;
        private final int season;
        private final Position position;
        private final StepMoves moves;
        private final int next;
        private final int end;
        private final JointSteps.Effort effort;
        private final DecidedSquares squares;

        BoundedSeason(MapState map, int season, Position position, StepMoves moves, int next, int end,
                      JointSteps.Effort effort, DecidedSquares squares) {
            this.map = map;
            this.season = season;
            this.position = position;
            this.moves = moves;
            this.next = next;
            this.end = end;
            this.effort = effort;
            this.squares = squares;
        }

        @Override
        public DecidedSquares.Season decidedSquares() {
            return squares == null ? null : squares.of(season);
        }

        @Override
        public RiseBound.Season quick() {
            return new BoundedSeason(map, season, position, moves, next, end, JointSteps.SEARCH, squares);
        }

        @Override
        public List<TermBound> terms() {
            return seasonTerms.get(season);
        }

        @Override
        public List<List<TermBound>> cardTerms() {
            return seasonCardTerms.get(season);
        }

        @Override
        public List<TermBound> gameTerms() {
            return seasonGameTerms.get(season);
        }

        @Override
        public Position position() {
            return position;
        }

        @Override
        public int next() {
            return next;
        }

        @Override
        public int end() {
            return end;
        }

        @Override
        public List<Move> moves(int step) {
            return moves.of(step);
        }

        @Override
        public boolean drawsSingleCell(int step) {
            return !steps.get(step).isAmbush();
        }

        @Override
        public double rise(List<TermBound> terms, long[] reachable, RiseBound.MoveFilter filter) {
            StepMoves allowed = moves.filtered(filter);
            Position inCase = BudgetBound.this.position(map.board(), map.coins(), next, end, false, false, reachable);
            double rise = BudgetBound.this.rise(terms, inCase, allowed, next, end, effort);
            if (inCase.creditsWholeLines() && rise < Double.POSITIVE_INFINITY) {
                // As upper does: the lines counted whole are another bound of the case.
                Position whole = BudgetBound.this.position(map.board(), map.coins(), next, end, false, true,
                        reachable);
                double lines = BudgetBound.this.rise(terms, whole, allowed, next, end, effort);
                if (!whole.lineGoals.isEmpty()) {
                    rise = Math.min(rise, lines);
                }
            }
            return rise;
        }

        @Override
        public double mostDrawingAll(long[] missing, int[] caps, int slack) {
            return DrawnCellsPlays.mostAbove(setup, map, next, end, season, missing, caps, slack, moves::of, work,
                    listed, null);
        }

        @Override
        public double mostDrawingAllAbove(long[] missing, int[] caps, int slack, List<TermBound> terms,
                                          double floor, DrawnCellsPlays.Budget budget) {
            RiseBound.Season quick = quick();
            // A season's rise is a whole number in every play (its score's), so its bound may be rounded down.
            DrawnCellsPlays.Pruning pruning = new DrawnCellsPlays.Pruning(
                    filter -> Math.floor(quick.rise(terms, position.reachable, filter) + EPSILON), floor,
                    budget);
            return DrawnCellsPlays.mostAbove(setup, map, next, end, season, missing, caps, slack, moves::of, work,
                    listed, pruning);
        }
    }

    /**
     * What one season's terms can still rise from a position: their slack and the best the steps add, with the
     * lines the terms count whole (if the position asks for that) on top: by a budget of cells alone, or jointly
     * with the steps' drawings.
     */
    private double rise(List<TermBound> terms, Position position, StepMoves moves, int next, int end,
                        JointSteps.Effort effort) {
        if (position.comingAmbushes.isEmpty() && next < end && steps.get(next).isAmbush()) {
            // Only an ambush that comes next surely draws: a later one may find every placement drawn over.
            for (Move move : moves.of(next)) {
                position.comingAmbushes.add(new Position.ComingAmbush(move.cells(),
                        position.terrains().indexOf(move.terrain())));
            }
        }
        double slack = slack(terms, position);
        if (slack == Double.POSITIVE_INFINITY) {
            return slack;
        }
        double lines = 0;
        if (position.lineGoals != null) {
            lines = effort.linesByPieces()
                    ? LineCover.most(position.lineGoals, position.budget, movesOf(moves, next, end),
                    k -> moves.singleCell(next + k), position.reachable, k -> steps.get(next + k).isAmbush())
                    : LineGoals.most(position.lineGoals, position.budget);
        }
        double rise = lines + Math.min(perStep(position, moves, next, end),
                allSteps(position, next, end) + position.coinValue * position.coinSteps);
        if (end - next >= effort.leastSteps()) {
            double pieces = mostPiecesRise(position, next, end);
            rise = Math.min(rise, lines + joint(position, moves, next, end, pieces, false, effort));
            if (lines > 0 && effort.linesByPieces()) {
                rise = Math.min(rise, joint(position, moves, next, end, pieces, true, effort));
            }
        }
        return slack + rise;
    }

    /**
     * The pieces' rise and the steps' joint bound ({@link JointSteps}); where the piece terms credit clusters of now
     * that still need neighbours drawn ({@link ClusterNeeds}), also with those needs priced in the joint bound
     * instead (the clusters' credit taken out of the pieces'), and the lower of the two: the prices' rounds take
     * another course with the needs, which is a bound too, but need not be lower at every position.
     */
    private double joint(Position position, StepMoves moves, int next, int end, double pieces, boolean priceLines,
                         JointSteps.Effort effort) {
        double needs = ClusterNeeds.weight(position);
        double priced = needs == 0 ? Double.POSITIVE_INFINITY : pieces - needs + JointSteps.of(position, moves::of,
                moves::singleCell, next, end, position.stepTerrains, priceLines, true).bound(effort.rounds(), work);
        if (needs > 0 && effort != JointSteps.REPORT) {
            return priced; // at a search's node, one joint bound: a bound either way, cheaper than both
        }
        return Math.min(priced, pieces + JointSteps.of(position, moves::of, moves::singleCell, next, end,
                position.stepTerrains, priceLines, false).bound(effort.rounds(), work));
    }

    private static List<List<Move>> movesOf(StepMoves moves, int next, int end) {
        List<List<Move>> byStep = new ArrayList<>();
        for (int j = next; j < end; j++) {
            byStep.add(moves.of(j));
        }
        return byStep;
    }

    /** pieceRise[t][n]: what the piece terms rise when the last step draws n cells of terrain t. */
    private static double[][] lastPieceRise(Position position, int maxCells, boolean split) {
        double[][] rise = new double[position.value.length][maxCells + 1];
        int[] pieces = new int[maxCells];
        for (PieceTerm term : position.pieceTerms) {
            for (int t = 0; t < rise.length; t++) {
                for (int n = 0; n <= maxCells; n++) {
                    int count = 0;
                    if (term.terrains[t] && n > 0) {
                        count = term.addDrawing(n, split, pieces, 0);
                    }
                    rise[t][n] += term.rise(pieces, count);
                }
            }
        }
        return rise;
    }

    /**
     * Each step draws one of its placements that fit on the map now (a later map only has fewer empty cells),
     * in one of its terrains, or a single cell: the best such drawing by the value table, summed over the steps.
     * A cell may be taken by several steps. With piece terms, every way of choosing the steps' terrains is tried
     * (terrains that no piece term tells apart count as one): the value table's best in the chosen terrains plus
     * what the pieces drawn in them add.
     */
    private double perStep(Position position, StepMoves moves, int next, int end) {
        PieceChoices choices = choices(position, next, end);
        supply.offerSteps(choices, position, moves, next, next, end);
        for (int j = next; j < end; j++) {
            work.charge(moves.of(j).size() + 1);
        }
        return choices.best();
    }

    /** The choices of the steps from {@code next} up to (not including) {@code end}, one row each. */
    private PieceChoices choices(Position position, int next, int end) {
        return new PieceChoices(position.pieceTerms, position.value.length,
                Arrays.copyOfRange(stepSplit, next, end), position.maxPieces());
    }

    /** All steps together take their cells, each cell once, at the best value any of them gives it. */
    private double allSteps(Position position, int next, int end) {
        boolean[] any = new boolean[position.value.length];
        for (int j = next; j < end; j++) {
            for (int t = 0; t < any.length; t++) {
                any[t] |= position.stepTerrains[j][t];
            }
        }
        double[] best = new double[position.grid.cellCount()];
        bestValues(position, any, best);
        return TopValues.sum(best, position.budget) + mostPiecesRise(position, next, end);
    }

    /** What the piece terms rise when every remaining step that can draw in their terrains does, at full size. */
    private double mostPiecesRise(Position position, int next, int end) {
        double rise = 0;
        int[] pieces = new int[position.maxPieces()];
        for (PieceTerm term : position.pieceTerms) {
            int count = 0;
            for (int j = next; j < end; j++) {
                for (int t = 0; t < term.terrains.length; t++) {
                    if (term.terrains[t] && position.stepTerrains[j][t]) {
                        count = term.addDrawing(stepCells[j], stepSplit[j], pieces, count);
                        break;
                    }
                }
            }
            rise += term.rise(pieces, count);
        }
        return rise;
    }

    private static void bestValues(Position position, boolean[] terrains, double[] into) {
        Arrays.fill(into, 0);
        double[][] value = position.cellValue();
        for (int i = Bits.first(position.reachable); i >= 0; i = Bits.next(position.reachable, i + 1)) {
            double best = 0;
            for (int t = 0; t < terrains.length; t++) {
                if (terrains[t] && value[t][i] > best) {
                    best = value[t][i];
                }
            }
            into[i] = best;
        }
    }
}
