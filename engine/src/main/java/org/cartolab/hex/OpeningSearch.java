package org.cartolab.hex;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.Objective;
import org.cartolab.model.hex.Product;

/**
 * The best opening by exhaustive search: every set of {@code villages} intersections that the building rules
 * allow (a path leads there, the distance rule holds between them and to the buildings already standing), scored
 * with an objective on the standing placements plus the new villages. Only villages are chosen: roads and cities
 * change no shipped objective, and a road per village can always be added. The test oracle of the Choco model.
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
    private final Placements standing;
    private final List<Integer> sites;
    private int best = Integer.MIN_VALUE;
    private final List<List<Integer>> openings = new ArrayList<>();
    private long searched;

    private OpeningSearch(HexBoard board, List<Product> products, Objective objective, Placements standing) {
        this.board = board;
        this.products = products;
        this.objective = objective;
        this.standing = standing;
        this.sites = PlacementRules.freeSites(board, standing);
    }

    /** The best opening on an empty map. */
    public static Result best(HexBoard board, List<Product> products, Objective objective, int villages) {
        return best(board, products, objective, villages, Placements.NONE);
    }

    /** The best villages to add to the standing placements (e.g. a new tribe's first village, RULES.md §4.10). */
    public static Result best(HexBoard board, List<Product> products, Objective objective, int villages,
                              Placements standing) {
        requireVillages(villages);
        OpeningSearch search = new OpeningSearch(board, products, objective, standing);
        search.extend(new ArrayList<>(), 0, villages, true);
        if (search.searched == 0) {
            return new Result(0, List.of(), 0);
        }
        return new Result(search.best, search.openings, search.searched);
    }

    /** How many legal openings there are (what {@link Result#searched()} counts), without scoring any. */
    public static long count(HexBoard board, int villages, Placements standing) {
        requireVillages(villages);
        OpeningSearch search = new OpeningSearch(board, List.of(), null, standing);
        search.extend(new ArrayList<>(), 0, villages, false);
        return search.searched;
    }

    private static void requireVillages(int villages) {
        if (villages < 1) {
            throw new IllegalArgumentException("An opening has at least one village, not " + villages);
        }
    }

    private void extend(List<Integer> chosen, int from, int villages, boolean scoring) {
        if (chosen.size() == villages) {
            searched++;
            if (scoring) {
                score(chosen);
            }
            return;
        }
        for (int s = from; s < sites.size(); s++) {
            int site = sites.get(s);
            if (chosen.stream().anyMatch(other -> PlacementRules.tooClose(board, site, other))) {
                continue;
            }
            chosen.add(site);
            extend(chosen, s + 1, villages, scoring);
            chosen.remove(chosen.size() - 1);
        }
    }

    private void score(List<Integer> chosen) {
        HexEvaluator evaluator = new HexEvaluator(board, products, standing.withVillages(chosen));
        int total = evaluator.score(objective).stream().mapToInt(Integer::intValue).sum();
        if (total > best) {
            best = total;
            openings.clear();
        }
        if (total == best) {
            openings.add(List.copyOf(chosen));
        }
    }
}
