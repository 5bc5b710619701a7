package org.cartolab.cpsat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import com.google.ortools.sat.Literal;

/**
 * The base game's scoring cards that CP-SAT can score exactly, each as a linear sum over literals of the
 * {@link PlacementModel}, written from the card's rule in {@code scoring.carto} (not from the engine's code: the
 * cross-check compares the two). The cards about clusters (stoneside-forest, shoreside-expanse, wildholds,
 * great-city, greengold-plains, shieldgate) need connectivity and are not modelled: a pair with one of them is left
 * out of the baseline rather than scored by an approximation.
 */
final class ScoringEncodings {

    private static final Map<String, Function<PlacementModel, LinearExpr>> CARDS = new LinkedHashMap<>();

    static {
        CARDS.put("sentinel-wood", ScoringEncodings::sentinelWood);
        CARDS.put("greenbough", ScoringEncodings::greenbough);
        CARDS.put("treetower", ScoringEncodings::treetower);
        CARDS.put("canal-lake", ScoringEncodings::canalLake);
        CARDS.put("mages-valley", ScoringEncodings::magesValley);
        CARDS.put("the-golden-granary", ScoringEncodings::goldenGranary);
        CARDS.put("borderlands", ScoringEncodings::borderlands);
        CARDS.put("lost-barony", ScoringEncodings::lostBarony);
        CARDS.put("the-broken-road", ScoringEncodings::brokenRoad);
        CARDS.put("the-cauldrons", ScoringEncodings::cauldrons);
    }

    private ScoringEncodings() {
    }

    /** The ids of the modelled cards, in the order of {@code scoring.carto}. */
    static Set<String> modelled() {
        return CARDS.keySet();
    }

    /** A card's score on the model's final map. */
    static LinearExpr score(String cardId, PlacementModel model) {
        Function<PlacementModel, LinearExpr> card = CARDS.get(cardId);
        if (card == null) {
            throw new NotModelledException("the scoring card '" + cardId + "' is not modelled");
        }
        return card.apply(model);
    }

    /** 1 per forest cell in the outermost ring. */
    private static LinearExpr sentinelWood(PlacementModel m) {
        List<Literal> terms = new ArrayList<>();
        for (int i = 0; i < m.cells(); i++) {
            if (m.onEdge(i)) {
                terms.add(m.holds(i, "forest"));
            }
        }
        return weighted(terms, 1);
    }

    /** 1 per row and 1 per column with a forest. */
    private static LinearExpr greenbough(PlacementModel m) {
        List<Literal> terms = new ArrayList<>();
        for (List<Integer> line : lines(m)) {
            terms.add(m.or(line.stream().map(i -> m.holds(i, "forest")).toList()));
        }
        return weighted(terms, 1);
    }

    /** 1 per forest cell whose four sides are filled or the edge. */
    private static LinearExpr treetower(PlacementModel m) {
        List<Literal> terms = new ArrayList<>();
        for (int i = 0; i < m.cells(); i++) {
            List<Literal> all = new ArrayList<>(List.of(m.holds(i, "forest")));
            m.neighbours(i).forEach(n -> all.add(m.filled(n)));
            terms.add(m.and(all));
        }
        return weighted(terms, 1);
    }

    /** 1 per water cell next to a farm, 1 per farm cell next to water. */
    private static LinearExpr canalLake(PlacementModel m) {
        List<Literal> terms = new ArrayList<>();
        for (int i = 0; i < m.cells(); i++) {
            terms.add(m.and(List.of(m.holds(i, "water"), touching(m, i, "farm"))));
            terms.add(m.and(List.of(m.holds(i, "farm"), touching(m, i, "water"))));
        }
        return weighted(terms, 1);
    }

    /** 2 per water cell next to a mountain, 1 per farm cell next to a mountain (mountains are printed). */
    private static LinearExpr magesValley(PlacementModel m) {
        LinearExprBuilder sum = LinearExpr.newBuilder();
        for (int i = 0; i < m.cells(); i++) {
            Literal nextToMountain = touching(m, i, "mountain");
            sum.addTerm(m.and(List.of(m.holds(i, "water"), nextToMountain)), 2);
            sum.addTerm(m.and(List.of(m.holds(i, "farm"), nextToMountain)), 1);
        }
        return sum.build();
    }

    /** 1 per water cell next to a ruins cell, 3 per farm cell on a ruins cell (ruins stay ruins when drawn on). */
    private static LinearExpr goldenGranary(PlacementModel m) {
        LinearExprBuilder sum = LinearExpr.newBuilder();
        for (int i = 0; i < m.cells(); i++) {
            if (m.neighbours(i).stream().anyMatch(m::isRuins)) {
                sum.addTerm(m.holds(i, "water"), 1);
            }
            if (m.isRuins(i)) {
                sum.addTerm(m.holds(i, "farm"), 3);
            }
        }
        return sum.build();
    }

    /** 6 per complete row or column of filled cells. */
    private static LinearExpr borderlands(PlacementModel m) {
        List<Literal> terms = new ArrayList<>();
        for (List<Integer> line : lines(m)) {
            terms.add(m.and(line.stream().map(m::filled).toList()));
        }
        return weighted(terms, 6);
    }

    /**
     * 3 per cell of a side of the largest filled square: a square of side s holds one of side s - 1, so the
     * largest side is the number of sides s for which some filled square exists.
     */
    private static LinearExpr lostBarony(PlacementModel m) {
        List<Literal> terms = new ArrayList<>();
        for (int side = 1; side <= Math.min(m.height, m.width); side++) {
            List<Literal> squares = new ArrayList<>();
            for (int r = 0; r + side <= m.height; r++) {
                for (int c = 0; c + side <= m.width; c++) {
                    List<Literal> cells = new ArrayList<>();
                    for (int dr = 0; dr < side; dr++) {
                        for (int dc = 0; dc < side; dc++) {
                            cells.add(m.filled(m.index(r + dr, c + dc)));
                        }
                    }
                    squares.add(m.and(cells));
                }
            }
            terms.add(m.or(squares));
        }
        return weighted(terms, 3);
    }

    /** 3 per complete filled diagonal running down-right from a cell of the left edge to the bottom edge. */
    private static LinearExpr brokenRoad(PlacementModel m) {
        List<Literal> terms = new ArrayList<>();
        for (int startRow = 0; startRow < m.height; startRow++) {
            List<Literal> cells = new ArrayList<>();
            int r = startRow;
            int c = 0;
            while (m.inside(r, c)) {
                cells.add(m.filled(m.index(r, c)));
                r++;
                c++;
            }
            if (r == m.height) {
                terms.add(m.and(cells));
            }
        }
        return weighted(terms, 3);
    }

    /** 1 per empty cell whose four sides are filled or the edge. */
    private static LinearExpr cauldrons(PlacementModel m) {
        List<Literal> terms = new ArrayList<>();
        for (int i = 0; i < m.cells(); i++) {
            List<Literal> all = new ArrayList<>(List.of(m.empty(i)));
            m.neighbours(i).forEach(n -> all.add(m.filled(n)));
            terms.add(m.and(all));
        }
        return weighted(terms, 1);
    }

    /** Whether a neighbour of the cell holds the terrain. */
    private static Literal touching(PlacementModel m, int i, String terrainId) {
        return m.or(m.neighbours(i).stream().map(n -> m.holds(n, terrainId)).toList());
    }

    /** Every row, then every column, as cell indices. */
    private static List<List<Integer>> lines(PlacementModel m) {
        List<List<Integer>> lines = new ArrayList<>();
        for (int r = 0; r < m.height; r++) {
            List<Integer> row = new ArrayList<>();
            for (int c = 0; c < m.width; c++) {
                row.add(m.index(r, c));
            }
            lines.add(row);
        }
        for (int c = 0; c < m.width; c++) {
            List<Integer> column = new ArrayList<>();
            for (int r = 0; r < m.height; r++) {
                column.add(m.index(r, c));
            }
            lines.add(column);
        }
        return lines;
    }

    private static LinearExpr weighted(List<Literal> terms, long weight) {
        LinearExprBuilder sum = LinearExpr.newBuilder();
        terms.forEach(term -> sum.addTerm(term, weight));
        return sum.build();
    }
}
