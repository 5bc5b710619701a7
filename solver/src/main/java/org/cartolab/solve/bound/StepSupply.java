package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.model.Terrain;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.Moves;
import org.cartolab.rules.Placement;
import org.cartolab.rules.SoloAmbush;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Step;

/**
 * The moves the puzzle's steps can make, for the bound ({@link BudgetBound}): found once on the start (each step's
 * placements, {@link StepPlacements}; an ambush's solo placements in the order they are tried; what each step can
 * draw in a line, {@link LineReach}, and as drawings, {@link StepDrawings}), then on any later map by which of them
 * still fit ({@link StepMoves}); and offered to the steps' choices ({@link PieceChoices}), valued by a position's
 * table, with a quick bound of each placement's value passing over most of them.
 */
final class StepSupply {

    /** Above the rounding of a sum of a few drawing terms' shares: what {@link Position#drawingBound} may be short. */
    private static final double ROUNDING = 1e-9;

    private final PuzzleSetup setup;
    private final List<Step> steps;
    /** Per step: an ambush's solo placements in the order they are tried (null for an explore step). */
    private final List<List<Placement>> ambushOrder;
    /** Per step: its moves on the start, by placement, for finding its moves on a later map ({@link StepMoves}). */
    private final StepPlacements[] placements;
    private final LineReach lineReach;
    private final StepDrawings[] stepDrawings;
    /** Per step: scratch of {@link #offerPlacements} (a bound serves one search at a time). */
    private final MoveValues[] quickValues;

    StepSupply(PuzzleSetup setup) {
        this.setup = setup;
        this.steps = setup.steps();
        List<Terrain> terrains = setup.start().terrains();
        ambushOrder = new ArrayList<>();
        for (Step step : steps) {
            ambushOrder.add(step.isAmbush() ? SoloAmbush.inOrder(setup.start().grid(), step.ambush().shape().shape(),
                    step.ambush().soloCorner(), step.ambush().pass()) : null);
        }
        // The explore steps' placements first: an ambush's reach is a search over the moves of the steps before it.
        placements = new StepPlacements[steps.size()];
        List<List<Move>> moves = new ArrayList<>(Collections.nCopies(steps.size(), (List<Move>) null));
        for (int j = 0; j < steps.size(); j++) {
            if (!steps.get(j).isAmbush()) {
                moves.set(j, listed(setup.startMap(), j));
                placements[j] = StepPlacements.of(setup.start().grid(), moves.get(j), terrains);
            }
        }
        StepMoves startMoves = on(setup.startMap(), 0, true);
        for (int j = 0; j < steps.size(); j++) {
            if (steps.get(j).isAmbush()) {
                moves.set(j, startMoves.of(j));
                placements[j] = StepPlacements.of(setup.start().grid(), moves.get(j), terrains);
            }
        }
        lineReach = new LineReach(setup.start().grid(), moves);
        stepDrawings = new StepDrawings[steps.size()];
        quickValues = new MoveValues[steps.size()];
        for (int j = 0; j < steps.size(); j++) {
            stepDrawings[j] = StepDrawings.of(setup.start().grid(), moves.get(j), setup.start().empty());
            quickValues[j] = new MoveValues(moves.get(j).size(), terrains.size());
        }
    }

    /** The moves the steps from {@code first} on can make on {@code map} (see {@link StepMoves} for pushed). */
    StepMoves on(MapState map, int first, boolean pushed) {
        return new StepMoves(this, map, first, pushed);
    }

    /** What each step can draw in a line, from the start. */
    LineReach lineReach() {
        return lineReach;
    }

    /** Per step: what it can draw from the start. */
    StepDrawings[] stepDrawings() {
        return stepDrawings;
    }

    /** What the puzzle's last step can draw from the start (null if it has no steps). */
    StepDrawings lastDrawings() {
        return steps.isEmpty() ? null : stepDrawings[steps.size() - 1];
    }

    List<Step> steps() {
        return steps;
    }

    /** Step j's moves on the start, by placement (null while an ambush's are being found). */
    StepPlacements placements(int j) {
        return placements[j];
    }

    /** Ambush step j's solo placements in the order they are tried. */
    List<Placement> ambushOrder(int j) {
        return ambushOrder.get(j);
    }

    /**
     * Step j's moves on {@code map} as the rules list them, an explore step's: a step after ruins its placements
     * over ruins, the single cells once no shape fits.
     */
    List<Move> listed(MapState map, int j) {
        return Moves.explore(map, steps.get(j).explore(), steps.get(j).afterRuins(), setup.engine().options(),
                setup.engine().anyTerrains());
    }

    /** Offers the drawings of the steps {@code from} to {@code end - 1}, step j in row {@code j - first}. */
    void offerSteps(PieceChoices choices, Position position, StepMoves moves, int first, int from, int end) {
        // The 1x1 fallbacks: one cell in any terrain the step may draw (in the position's case, if it is one), valued
        // by cell; only the best cell of each terrain can matter. Offered first, so that most moves can be passed
        // over by a quick bound of theirs.
        double[] bestCell = bestCells(position);
        for (int j = from; j < end; j++) {
            int row = j - first;
            for (int t = 0; t < bestCell.length; t++) {
                if (position.stepTerrains[j][t] && bestCell[t] > Double.NEGATIVE_INFINITY) {
                    choices.offer(row, t, bestCell[t], 1);
                }
            }
            // An ambush's solo placements are fewer than its shape's that still fit: listed, not filtered.
            if (steps.get(j).isAmbush() || moves.isFiltered()
                    || !offerPlacements(choices, row, position, j, moves.map().filled())) {
                offerMoves(choices, row, position, j, moves.of(j));
            }
        }
    }

    /** Per terrain index: the most a single reachable cell is worth by {@link Position#cellValue} (none: -inf). */
    private static double[] bestCells(Position position) {
        double[][] cellValue = position.cellValue();
        double[] best = new double[cellValue.length];
        Arrays.fill(best, Double.NEGATIVE_INFINITY);
        for (int t = 0; t < cellValue.length; t++) {
            for (int i = Bits.first(position.reachable); i >= 0; i = Bits.next(position.reachable, i + 1)) {
                best[t] = Math.max(best[t], cellValue[t][i]);
            }
        }
        return best;
    }

    /**
     * Offers step j's moves that still fit on a map whose filled cells are {@code filled}, placement by placement;
     * false if none fits. A move is valued in full (its drawing terms, its lines) only if a quick bound of its value
     * could raise the step's best in its terrain: its cells' values with the drawing terms' credits
     * ({@link Position#creditsBoundDrawings}; for a step credited targets whole with what it may earn above them,
     * {@link Position#aboveShares}), else its cells' values and each drawing term's weight for each target the move
     * is next to ({@link Position#drawingBound}); with two steps left and targets credited whole, the lower of the
     * credits and the targets the move completes or starts for the other step to finish (the credits pass over no
     * move there: the finishing drawings are what keep the row's best low). Each step's best is the same as valuing
     * every move; a move passed over offers its quick bound at its size, at least its value (with piece terms the
     * bound may then be a little higher than valuing every move, never lower).
     */
    private boolean offerPlacements(PieceChoices choices, int row, Position position, int j, long[] filled) {
        StepPlacements drawings = placements[j];
        MoveValues quick = quickValues[j];
        boolean byCells = position.creditsBoundDrawings();
        double above = byCells ? position.aboveShares(j) : 0;
        boolean whole = position.creditsWhole();
        double[][] cellValue = position.cellValue();
        quick.clear();
        for (int p = 0; p < drawings.size(); p++) {
            if (!drawings.fits(p, filled)) {
                continue;
            }
            int[] cells = drawings.indices(p);
            int[] terrains = drawings.terrains(p);
            // The drawing terms' bound of the placement, kept for its next terrain if the terms treat it alike.
            int boundTerrain = -1;
            double bound = 0;
            for (int k = 0; k < terrains.length; k++) {
                int t = terrains[k];
                double[] values = position.value[t];
                double[] credited = cellValue[t];
                double sum = drawings.coin(p, k) ? position.coinValue : 0;
                double most = sum;
                for (int i : cells) {
                    sum += values[i];
                    most += credited[i];
                }
                if (!byCells || whole) {
                    if (boundTerrain < 0 || !position.drawsAlike(boundTerrain, t)) {
                        bound = position.drawingBound(drawings, p, t, j);
                        boundTerrain = t;
                    }
                    most = byCells ? Math.min(most + above, sum + bound) : sum + bound;
                }
                quick.add(p, t, sum, most + ROUNDING);
            }
        }
        if (whole) {
            // The quick bounds know the finishing drawings here, and most are below the row's best once it is found:
            // highest first, most moves are passed over.
            // Once the next quick bound is at most every terrain's best offered, every move left is passed over
            // (offers are maxima: their order does not matter). The moves are ordered by their bounds as floats:
            // those left are below the float above the next one's, which is what is compared.
            quick.order();
            double lowest = lowestOffered(choices, row, position, quick);
            while (quick.hasNext() && Math.nextUp((float) quick.peekMost()) > lowest) {
                offerMove(choices, row, position, j, quick, quick.next());
                lowest = lowestOffered(choices, row, position, quick);
            }
            long[] rest = quick.rest();
            for (int k = 0; k < quick.restSize(); k++) {
                offerMove(choices, row, position, j, quick, (int) rest[k]);
            }
            return quick.size() > 0;
        }
        // The move of each terrain with the highest quick bound first: its value is usually the best or near it.
        for (int t = 0; t < position.value.length; t++) {
            if (quick.highest(t) >= 0) {
                offerMove(choices, row, position, j, quick, quick.highest(t));
            }
        }
        for (int m = 0; m < quick.size(); m++) {
            offerMove(choices, row, position, j, quick, m);
        }
        return quick.size() > 0;
    }

    /** The least best offered for step {@code row} over the terrains of {@code quick}'s moves. */
    private static double lowestOffered(PieceChoices choices, int row, Position position, MoveValues quick) {
        double lowest = Double.POSITIVE_INFINITY;
        for (int t = 0; t < position.value.length; t++) {
            if (quick.highest(t) >= 0) {
                lowest = Math.min(lowest, choices.offered(row, t));
            }
        }
        return lowest;
    }

    /**
     * Offers move m of {@code quick}: valued in full only if its quick bound could raise the step's best in its
     * terrain. Otherwise the bound itself is offered, which changes nothing then but the size the step can draw in
     * the terrain (which every move must still tell): the same offers as valuing every move.
     */
    private void offerMove(PieceChoices choices, int row, Position position, int j, MoveValues quick, int m) {
        StepPlacements drawings = placements[j];
        int p = quick.placement(m);
        int t = quick.terrain(m);
        int count = drawings.count(p);
        double offered = choices.offered(row, t);
        if (quick.most(m) <= offered) {
            choices.offer(row, t, quick.most(m), count);
            return;
        }
        quick.valued(m);
        long[] cells = drawings.cells(p);
        double drawn = quick.sum(m) + position.drawingValue(cells, t, j);
        // The lines' excess is never negative: it only lowers a move that cannot raise the best anyway.
        choices.offer(row, t, drawn <= offered ? drawn : drawn - position.lineExcess(cells, t), count);
    }

    /** Offers the moves {@code moves} of step j, each valued in full. */
    private void offerMoves(PieceChoices choices, int row, Position position, int j, List<Move> moves) {
        List<Terrain> terrains = position.terrains();
        for (Move move : moves) {
            int t = terrains.indexOf(move.terrain());
            double[] values = position.value[t];
            double sum = move.coin() ? position.coinValue : 0;
            long[] cells = move.cells();
            int count = 0;
            for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                sum += values[i];
                count++;
            }
            choices.offer(row, t, sum + position.drawingValue(cells, t, j) - position.lineExcess(cells, t), count);
        }
    }
}
