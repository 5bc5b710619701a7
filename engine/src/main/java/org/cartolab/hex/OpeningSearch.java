package org.cartolab.hex;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.Intersection;
import org.cartolab.model.hex.Objective;
import org.cartolab.model.hex.Product;

/**
 * The best opening by exhaustive search: every set of {@code villages} intersections that the building rules
 * allow (a path leads there, the distance rule holds between them), scored with an objective. Only villages are
 * chosen: roads and cities change no shipped objective, and a road per village can always be added.
 */
public final class OpeningSearch {

    /** The best total and every opening that reaches it (intersection indices, ascending), in search order. */
    public record Result(int best, List<List<Integer>> openings, long searched) {

        public Result {
            openings = openings.stream().map(List::copyOf).toList();
        }
    }

    private final HexBoard board;
    private final List<Product> products;
    private final Objective objective;
    private int best = Integer.MIN_VALUE;
    private final List<List<Integer>> openings = new ArrayList<>();
    private long searched;

    private OpeningSearch(HexBoard board, List<Product> products, Objective objective) {
        this.board = board;
        this.products = products;
        this.objective = objective;
    }

    public static Result best(HexBoard board, List<Product> products, Objective objective, int villages) {
        if (villages < 1) {
            throw new IllegalArgumentException("An opening has at least one village, not " + villages);
        }
        OpeningSearch search = new OpeningSearch(board, products, objective);
        search.extend(new ArrayList<>(), 0, villages);
        return new Result(search.best, search.openings, search.searched);
    }

    private void extend(List<Integer> chosen, int from, int villages) {
        if (chosen.size() == villages) {
            searched++;
            HexEvaluator evaluator = new HexEvaluator(board, products,
                    new Placements(chosen, List.of(), List.of()));
            int total = evaluator.score(objective).stream().mapToInt(Integer::intValue).sum();
            if (total > best) {
                best = total;
                openings.clear();
            }
            if (total == best) {
                openings.add(List.copyOf(chosen));
            }
            return;
        }
        for (int i = from; i < board.intersections().size(); i++) {
            Intersection at = board.intersections().get(i);
            if (at.paths().isEmpty() || chosen.stream().anyMatch(at.neighbours()::contains)) {
                continue;
            }
            chosen.add(i);
            extend(chosen, i + 1, villages);
            chosen.remove(chosen.size() - 1);
        }
    }
}
