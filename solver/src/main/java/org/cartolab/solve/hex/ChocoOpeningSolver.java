package org.cartolab.solve.hex;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.cartolab.board.BoardProblem;
import org.cartolab.hex.HexEvaluator;
import org.cartolab.hex.PlacedPiece;
import org.cartolab.hex.PlacementRules;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.Objective;
import org.cartolab.solve.VerificationException;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.selectors.variables.InputOrder;
import org.chocosolver.solver.variables.IntVar;

/**
 * Solves an {@link OpeningPuzzle} to a proven optimum with Choco, and finds every opening that reaches it. One
 * variable per new village over the free sites ({@link PlacementRules#freeSites}), in ascending order (an
 * opening is a set); the distance rule between them as a table per pair ({@link PlacementRules#tooClose}). The
 * terms that add up village by village are a constant plus an element constraint per village; the others are
 * the {@link RestPropagator}'s, bounded on partial openings. The search maximises, then enumerates the openings
 * at the optimum. Single-threaded (Choco's parallel portfolio once returned wrong answers, choco-solver #1094),
 * and every optimal opening is checked against the placement rules and scored again by the {@link HexEvaluator}.
 */
public final class ChocoOpeningSolver {

    private ChocoOpeningSolver() {
    }

    public static OpeningSolution solve(OpeningPuzzle puzzle) {
        long start = System.nanoTime();
        List<Integer> sites = PlacementRules.freeSites(puzzle.board(), puzzle.standing());
        if (sites.isEmpty()) {
            return new OpeningSolution(0, List.of(), 0, elapsed(start));
        }
        VillageDependence dependence = new VillageDependence();
        SplitObjective split = SplitObjective.of(puzzle, dependence, sites);
        Model model = new Model("opening on " + puzzle.board().id());
        IntVar[] villages = villages(model, puzzle, sites);
        IntVar total = total(model, puzzle, dependence, split, sites, villages);
        Solver solver = model.getSolver();
        BestGainFirst bestGainFirst = new BestGainFirst(split.gains());
        solver.setSearch(Search.intVarSearch(new InputOrder<>(model), bestGainFirst, villages));
        model.setObjective(Model.MAXIMIZE, total);
        Integer best = null;
        while (solver.solve()) {
            best = total.getValue();
        }
        long nodes = solver.getNodeCount();
        if (best == null) {
            return new OpeningSolution(0, List.of(), nodes, elapsed(start));
        }
        solver.reset();
        model.clearObjective();
        model.arithm(total, "=", best).post();
        solver.setSearch(Search.intVarSearch(new InputOrder<>(model), bestGainFirst, villages));
        List<List<Integer>> openings = new ArrayList<>();
        while (solver.solve()) {
            openings.add(Arrays.stream(villages).map(IntVar::getValue).toList());
        }
        nodes += solver.getNodeCount();
        openings.sort(ChocoOpeningSolver::lexicographic);
        verify(puzzle, best, openings);
        return new OpeningSolution(best, openings, nodes, elapsed(start));
    }

    private static IntVar[] villages(Model model, OpeningPuzzle puzzle, List<Integer> sites) {
        int[] domain = sites.stream().mapToInt(Integer::intValue).toArray();
        IntVar[] villages = new IntVar[puzzle.villages()];
        for (int v = 0; v < villages.length; v++) {
            villages[v] = model.intVar("village" + (v + 1), domain);
        }
        // An opening is a set: ascending order leaves one of its orderings. Each pair keeps the distance rule.
        Tuples apart = new Tuples(true);
        for (int a : sites) {
            for (int b : sites) {
                if (a < b && !PlacementRules.tooClose(puzzle.board(), a, b)) {
                    apart.add(a, b);
                }
            }
        }
        for (int v = 0; v < villages.length; v++) {
            for (int w = v + 1; w < villages.length; w++) {
                model.table(villages[v], villages[w], apart).post();
            }
        }
        return villages;
    }

    /** The objective: the separable base, each village's gain by element, and the rest's points. */
    private static IntVar total(Model model, OpeningPuzzle puzzle, VillageDependence dependence,
                                SplitObjective split, List<Integer> sites, IntVar[] villages) {
        int[] gains = split.gains();
        int lowGain = sites.stream().mapToInt(site -> gains[site]).min().orElseThrow();
        int highGain = sites.stream().mapToInt(site -> gains[site]).max().orElseThrow();
        List<IntVar> parts = new ArrayList<>();
        parts.add(model.intVar(split.base()));
        for (int v = 0; v < villages.length; v++) {
            IntVar gain = model.intVar("gain" + (v + 1), lowGain, highGain);
            model.element(gain, gains, villages[v]).post();
            parts.add(gain);
        }
        if (!split.rest().isEmpty()) {
            HexBoard board = puzzle.board();
            BoundEvaluator bound = new BoundEvaluator(board, puzzle.products().size(),
                    new HexEvaluator(board, puzzle.products(), puzzle.standing()), dependence);
            BoundEvaluator.Villages anySite = new BoundEvaluator.Villages() {
                @Override
                public boolean on(int intersection) {
                    return false;
                }

                @Override
                public boolean maybe(int intersection) {
                    return sites.contains(intersection);
                }
            };
            int low = 0;
            int high = 0;
            for (Objective.Term term : split.rest()) {
                BoundEvaluator.Span span = bound.number(term.expression(), anySite);
                low += span.lo();
                high += span.hi();
            }
            IntVar rest = model.intVar("rest", low, high);
            new Constraint("rest of " + puzzle.objective().id(),
                    new RestPropagator(puzzle, split.rest(), bound, villages, rest)).post();
            parts.add(rest);
        }
        int low = parts.stream().mapToInt(IntVar::getLB).sum();
        int high = parts.stream().mapToInt(IntVar::getUB).sum();
        IntVar total = model.intVar("total", low, high);
        model.sum(parts.toArray(IntVar[]::new), "=", total).post();
        return total;
    }

    /** Each optimal opening must be legal by the placement rules and score the optimum by the evaluator. */
    private static void verify(OpeningPuzzle puzzle, int best, List<List<Integer>> openings) {
        if (openings.isEmpty()) {
            throw new VerificationException("the optimum " + best + " was found, but no opening reaches it on a "
                    + "second search.");
        }
        HexBoard board = puzzle.board();
        for (List<Integer> opening : openings) {
            List<PlacedPiece> pieces = new ArrayList<>();
            puzzle.standing().villageList().forEach(i -> pieces.add(piece(board, PlacedPiece.Piece.VILLAGE, i,
                    pieces.size())));
            puzzle.standing().cityList().forEach(i -> pieces.add(piece(board, PlacedPiece.Piece.CITY, i,
                    pieces.size())));
            opening.forEach(i -> pieces.add(piece(board, PlacedPiece.Piece.VILLAGE, i, pieces.size())));
            List<BoardProblem> problems = PlacementRules.check("opening", board, pieces);
            if (!problems.isEmpty()) {
                throw new VerificationException(ids(board, opening) + " breaks a placement rule: "
                        + problems.get(0).message());
            }
            int score = SplitObjective.total(puzzle, puzzle.standing().withVillages(opening),
                    puzzle.objective().terms());
            if (score != best) {
                throw new VerificationException(ids(board, opening) + " scores " + score + " by the evaluator, "
                        + "not the optimum " + best + ".");
            }
        }
    }

    private static PlacedPiece piece(HexBoard board, PlacedPiece.Piece kind, int intersection, int line) {
        return new PlacedPiece(kind, intersection, board.intersections().get(intersection).id(), line + 1, 1);
    }

    private static String ids(HexBoard board, List<Integer> opening) {
        return String.join(", ", opening.stream().map(i -> board.intersections().get(i).id()).toList());
    }

    private static int lexicographic(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int order = Integer.compare(a.get(i), b.get(i));
            if (order != 0) {
                return order;
            }
        }
        return Integer.compare(a.size(), b.size());
    }

    private static long elapsed(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
