package org.cartolab.solve.hex;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.hex.HexEvaluator;
import org.cartolab.hex.Placements;
import org.cartolab.model.hex.Objective;

/**
 * An objective split for the model: the terms that add up village by village ({@link VillageDependence#separable})
 * become a constant plus what each free site adds alone, which the model sums with element constraints; the rest
 * is left to the {@link RestPropagator}.
 *
 * @param base  the separable terms' points with no new village
 * @param gains per intersection, what a new village there adds to the separable terms (0 off the free sites)
 * @param rest  the terms that do not add up village by village, in the objective's order
 */
record SplitObjective(int base, int[] gains, List<Objective.Term> rest) {

    SplitObjective {
        gains = gains.clone();
        rest = List.copyOf(rest);
    }

    @Override
    public int[] gains() {
        return gains.clone();
    }

    static SplitObjective of(OpeningPuzzle puzzle, VillageDependence dependence, List<Integer> sites) {
        List<Objective.Term> separable = new ArrayList<>();
        List<Objective.Term> rest = new ArrayList<>();
        for (Objective.Term term : puzzle.objective().terms()) {
            (dependence.separable(term.expression()) ? separable : rest).add(term);
        }
        int base = total(puzzle, puzzle.standing(), separable);
        int[] gains = new int[puzzle.board().intersections().size()];
        for (int site : sites) {
            gains[site] = total(puzzle, puzzle.standing().withVillages(List.of(site)), separable) - base;
        }
        return new SplitObjective(base, gains, rest);
    }

    static int total(OpeningPuzzle puzzle, Placements placements, List<Objective.Term> terms) {
        HexEvaluator evaluator = new HexEvaluator(puzzle.board(), puzzle.products(), placements);
        return terms.stream().mapToInt(term -> evaluator.number(term.expression())).sum();
    }
}
