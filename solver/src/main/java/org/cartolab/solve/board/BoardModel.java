package org.cartolab.solve.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import org.cartolab.hex.board.BoardSetup;
import org.cartolab.model.hex.BoardRule;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexEdge;
import org.cartolab.model.hex.Intersection;
import org.cartolab.model.hex.Landscape;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.search.restart.LubyCutoff;
import org.chocosolver.solver.search.restart.Restarter;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;

/**
 * The Choco model of a variable board under some rules. One variable per tile position holds its (landscape,
 * number) pair; the landscape and number views follow by a table, their counts are the setup's by global
 * cardinality, and count variables c[kind][number] (how many tiles of a kind carry a number) carry the rules about
 * products' pips and numbers, so that those are proved on a few dozen counts instead of on positions.
 * <p>
 * A model {@linkplain #forProof for proofs} also counts the tiles of a kind per pip level (6 and 8 are both 5 pips)
 * with the level's tokens as their column sum, and states each band on a product's pips also as the pips its tiles
 * fall short of 5 and exceed 1. Those are sums of the other constraints, but bound propagation sees them only
 * when they are posted: "wood 20 on 4 forests and stone 15 on 3 quarries" needs seven 5-pip tokens of six, which
 * propagation then refutes at the root instead of a search spending seconds on it. Generation does not use them, so
 * that a seed keeps giving the board it gave.
 */
final class BoardModel {

    /** What a search found: a board, a proof that none exists, or neither within its failure limit. */
    enum Outcome { FOUND, NONE, UNDECIDED }

    private static final int CODE = 13; // pair code = kind * CODE + number (numbers are 0..12)
    private static final int MAX_PIPS = 5;

    private final BoardSetup setup;
    private final Model model = new Model();
    private final List<Landscape> kinds = new ArrayList<>();
    private final List<Integer> numbers;
    private final IntVar[] pair;
    private final IntVar[] kind;
    private final IntVar[] number;
    private final IntVar[] pips;
    private final IntVar[][] count;
    private final IntVar[] codeCounts;
    /** Template hex index → tile position, or -1 for a frame piece. */
    private final int[] positionOf;
    /** Tiles of a kind per pip level (index 1..5), for proofs only; null otherwise. */
    private final IntVar[][] level;

    /** A model for the seeded search that generates boards. */
    static BoardModel forSearch(BoardSetup setup, List<BoardRule> rules) {
        return new BoardModel(setup, rules, false);
    }

    /** A model with redundant pip-level counts, for proofs that no board exists. */
    static BoardModel forProof(BoardSetup setup, List<BoardRule> rules) {
        return new BoardModel(setup, rules, true);
    }

    private BoardModel(BoardSetup setup, List<BoardRule> rules, boolean pipLevels) {
        this.setup = setup;
        HexBoard template = setup.template();
        setup.tiles().forEach(tile -> {
            if (!kinds.contains(tile)) {
                kinds.add(tile);
            }
        });
        numbers = setup.tokens().stream().distinct().toList();
        int positions = setup.positions().size();
        positionOf = new int[template.hexes().size()];
        Arrays.fill(positionOf, -1);
        for (int p = 0; p < positions; p++) {
            positionOf[setup.positions().get(p)] = p;
        }
        Tuples channel = new Tuples(true);
        List<Integer> codes = new ArrayList<>();
        for (int k = 0; k < kinds.size(); k++) {
            for (int n : BoardSetup.numbered(kinds.get(k)) ? numbers : List.of(0)) {
                channel.add(k * CODE + n, k, n);
                codes.add(k * CODE + n);
            }
        }
        int[] codeDomain = codes.stream().mapToInt(Integer::intValue).toArray();
        int[] numberDomain = new int[numbers.size() + 1];
        for (int i = 0; i < numbers.size(); i++) {
            numberDomain[i + 1] = numbers.get(i);
        }
        pair = new IntVar[positions];
        kind = new IntVar[positions];
        number = new IntVar[positions];
        pips = new IntVar[positions];
        int[] pipsOfNumber = new int[CODE];
        for (int n = 2; n <= 12; n++) {
            pipsOfNumber[n] = n == 7 ? 0 : 6 - Math.abs(7 - n);
        }
        for (int p = 0; p < positions; p++) {
            pair[p] = model.intVar("pair" + p, codeDomain);
            kind[p] = model.intVar("kind" + p, 0, kinds.size() - 1);
            number[p] = model.intVar("number" + p, numberDomain);
            pips[p] = model.intVar("pips" + p, 0, 5);
            model.table(new IntVar[] {pair[p], kind[p], number[p]}, channel).post();
            model.element(pips[p], pipsOfNumber, number[p]).post();
        }
        int[] kindValues = new int[kinds.size()];
        IntVar[] kindCounts = new IntVar[kinds.size()];
        for (int k = 0; k < kinds.size(); k++) {
            Landscape landscape = kinds.get(k);
            kindValues[k] = k;
            kindCounts[k] = model.intVar((int) setup.tiles().stream().filter(landscape::equals).count());
        }
        model.globalCardinality(kind, kindValues, kindCounts, true).post();
        IntVar[] numberCounts = new IntVar[numberDomain.length];
        numberCounts[0] = model.intVar((int) setup.tiles().stream().filter(t -> !BoardSetup.numbered(t)).count());
        for (int i = 1; i < numberDomain.length; i++) {
            int n = numberDomain[i];
            numberCounts[i] = model.intVar((int) setup.tokens().stream().filter(t -> t == n).count());
        }
        model.globalCardinality(number, numberDomain, numberCounts, true).post();
        // Redundant counts per (kind, number): the sums of pips per product and the numbers per product.
        count = new IntVar[kinds.size()][CODE];
        codeCounts = new IntVar[codeDomain.length];
        for (int c = 0; c < codeDomain.length; c++) {
            int k = codeDomain[c] / CODE;
            int n = codeDomain[c] % CODE;
            codeCounts[c] = model.intVar("count" + k + "_" + n, 0, positions);
            count[k][n] = codeCounts[c];
        }
        model.globalCardinality(pair, codeDomain, codeCounts, true).post();
        for (int k = 0; k < kinds.size(); k++) {
            model.sum(present(count[k]), "=", kindCounts[k]).post();
        }
        for (int i = 0; i < numberDomain.length; i++) {
            List<IntVar> column = new ArrayList<>();
            for (IntVar[] row : count) {
                Optional.ofNullable(row[numberDomain[i]]).ifPresent(column::add);
            }
            model.sum(column.toArray(IntVar[]::new), "=", numberCounts[i]).post();
        }
        level = pipLevels ? levels(kindCounts) : null;
        rules.forEach(this::post);
    }

    /** level[k][v]: the tiles of kind k whose number has v pips; each kind's row and each level's column summed. */
    private IntVar[][] levels(IntVar[] kindCounts) {
        IntVar[][] levels = new IntVar[kinds.size()][MAX_PIPS + 1];
        for (int k = 0; k < kinds.size(); k++) {
            if (!BoardSetup.numbered(kinds.get(k))) {
                continue;
            }
            for (int v = 1; v <= MAX_PIPS; v++) {
                IntVar[] row = count[k];
                IntVar[] same = numbersWithPips(v).stream().map(n -> row[n]).toArray(IntVar[]::new);
                if (same.length > 0) {
                    levels[k][v] = model.intVar("level" + k + "_" + v, 0, pair.length);
                    model.sum(same, "=", levels[k][v]).post();
                }
            }
            model.sum(present(levels[k]), "=", kindCounts[k]).post();
        }
        for (int v = 1; v <= MAX_PIPS; v++) {
            int pips = v;
            int tokens = (int) setup.tokens().stream().filter(n -> pipsOf(n) == pips).count();
            IntVar[] column = Arrays.stream(levels).map(row -> row[pips]).filter(x -> x != null).toArray(IntVar[]::new);
            if (column.length > 0) {
                model.sum(column, "=", tokens).post();
            }
        }
        return levels;
    }

    private List<Integer> numbersWithPips(int pips) {
        return numbers.stream().filter(n -> pipsOf(n) == pips).toList();
    }

    /** Dots under a number token: 5 for 6 and 8 down to 1 for 2 and 12. */
    private static int pipsOf(int number) {
        return 6 - Math.abs(7 - number);
    }

    private static IntVar[] present(IntVar[] row) {
        return Arrays.stream(row).filter(v -> v != null).toArray(IntVar[]::new);
    }

    private void post(BoardRule rule) {
        if (rule instanceof BoardRule.TilesTouch touch) {
            postTouch(touch);
        } else if (rule instanceof BoardRule.NoAdjacentNumbers apart) {
            Tuples forbidden = new Tuples(false);
            for (int a : apart.numbers()) {
                for (int b : apart.numbers()) {
                    forbidden.add(a, b);
                }
            }
            neighbourPairs().forEach(p -> model.table(new IntVar[] {number[p[0]], number[p[1]]}, forbidden).post());
        } else if (rule instanceof BoardRule.NoEqualAdjacentNumbers) {
            Tuples forbidden = new Tuples(false);
            numbers.forEach(n -> forbidden.add(n, n));
            neighbourPairs().forEach(p -> model.table(new IntVar[] {number[p[0]], number[p[1]]}, forbidden).post());
        } else if (rule instanceof BoardRule.MaxCrossingPips cap) {
            for (Intersection crossing : setup.template().intersections()) {
                IntVar[] around = crossing.hexes().stream().filter(h -> positionOf[h] >= 0)
                        .map(h -> pips[positionOf[h]]).toArray(IntVar[]::new);
                model.sum(around, "<=", cap.max()).post();
            }
        } else if (rule instanceof BoardRule.ProductPips band) {
            for (String product : band.products()) {
                List<IntVar> terms = new ArrayList<>();
                List<Integer> weights = new ArrayList<>();
                for (int k : kindsYielding(product)) {
                    for (int n : numbers) {
                        terms.add(count[k][n]);
                        weights.add(6 - Math.abs(7 - n));
                    }
                }
                IntVar[] vars = terms.toArray(IntVar[]::new);
                int[] coefficients = weights.stream().mapToInt(Integer::intValue).toArray();
                model.scalar(vars, coefficients, ">=", band.min()).post();
                model.scalar(vars, coefficients, "<=", band.max()).post();
                if (level != null) {
                    postPipLevels(product, band);
                }
            }
        } else if (rule instanceof BoardRule.NoAdjacentSameYield spread) {
            Tuples forbidden = new Tuples(false);
            for (String product : spread.products()) {
                for (int a : kindsYielding(product)) {
                    for (int b : kindsYielding(product)) {
                        forbidden.add(a, b);
                    }
                }
            }
            neighbourPairs().forEach(p -> model.table(new IntVar[] {kind[p[0]], kind[p[1]]}, forbidden).post());
        } else if (rule instanceof BoardRule.DistinctNumbersPerProduct distinct) {
            for (String product : distinct.products()) {
                for (int n : numbers) {
                    IntVar[] sameNumber = kindsYielding(product).stream().map(k -> count[k][n]).toArray(IntVar[]::new);
                    model.sum(sameNumber, "<=", 1).post();
                }
            }
        }
    }

    /**
     * The band on a product's pips over its tiles' pip levels, also as what the tiles fall short of the most pips
     * and exceed the fewest: with t tiles and p pips, the shortfall is 5t - p and the excess p - t.
     */
    private void postPipLevels(String product, BoardRule.ProductPips band) {
        List<IntVar> vars = new ArrayList<>();
        List<Integer> levels = new ArrayList<>();
        int tiles = 0;
        for (int k : kindsYielding(product)) {
            if (!BoardSetup.numbered(kinds.get(k))) {
                continue;
            }
            tiles += (int) setup.tiles().stream().filter(kinds.get(k)::equals).count();
            for (int v = 1; v <= MAX_PIPS; v++) {
                if (level[k][v] != null) {
                    vars.add(level[k][v]);
                    levels.add(v);
                }
            }
        }
        IntVar[] terms = vars.toArray(IntVar[]::new);
        int[] pips = levels.stream().mapToInt(Integer::intValue).toArray();
        int[] shortfall = levels.stream().mapToInt(v -> MAX_PIPS - v).toArray();
        int[] excess = levels.stream().mapToInt(v -> v - 1).toArray();
        model.scalar(terms, pips, ">=", band.min()).post();
        model.scalar(terms, pips, "<=", band.max()).post();
        model.scalar(terms, shortfall, ">=", MAX_PIPS * tiles - band.max()).post();
        model.scalar(terms, shortfall, "<=", MAX_PIPS * tiles - band.min()).post();
        model.scalar(terms, excess, ">=", band.min() - tiles).post();
        model.scalar(terms, excess, "<=", band.max() - tiles).post();
    }

    /** Each tile of the landscapes touches one of the neighbours: fixed frame pieces or tiles that may be there. */
    private void postTouch(BoardRule.TilesTouch touch) {
        int[] tiles = kindIndices(touch.landscapes());
        int[] neighbours = kindIndices(touch.neighbours());
        HexBoard template = setup.template();
        if (tiles.length == 0) {
            return;
        }
        for (int p = 0; p < pair.length; p++) {
            List<Integer> around = template.hexNeighbours(setup.positions().get(p));
            boolean fixedNeighbour = around.stream().anyMatch(n -> positionOf[n] < 0
                    && touch.neighbours().contains(template.hexes().get(n).landscape().id()));
            if (fixedNeighbour) {
                continue;
            }
            // Choco reports constraints it was given but never saw posted, so build them only when they are posted.
            List<Constraint> options = new ArrayList<>();
            options.add(model.notMember(kind[p], tiles));
            if (neighbours.length > 0) {
                around.stream().filter(n -> positionOf[n] >= 0)
                        .forEach(n -> options.add(model.member(kind[positionOf[n]], neighbours)));
            }
            model.or(options.toArray(Constraint[]::new)).post();
        }
    }

    private int[] kindIndices(List<String> landscapes) {
        List<Integer> indices = new ArrayList<>();
        for (int k = 0; k < kinds.size(); k++) {
            if (landscapes.contains(kinds.get(k).id())) {
                indices.add(k);
            }
        }
        return indices.stream().mapToInt(Integer::intValue).toArray();
    }

    private List<Integer> kindsYielding(String product) {
        List<Integer> indices = new ArrayList<>();
        for (int k = 0; k < kinds.size(); k++) {
            if (kinds.get(k).yields().filter(p -> p.id().equals(product)).isPresent()) {
                indices.add(k);
            }
        }
        return indices;
    }

    /** Neighbouring tile positions, each pair once. */
    private List<int[]> neighbourPairs() {
        List<int[]> pairs = new ArrayList<>();
        for (HexEdge edge : setup.template().edges()) {
            int a = positionOf[edge.hexA()];
            int b = positionOf[edge.hexB()];
            if (a >= 0 && b >= 0) {
                pairs.add(new int[] {a, b});
            }
        }
        return pairs;
    }

    /**
     * Searches with random variable and value choices from the seed, restarting on a Luby schedule so that one
     * unlucky early choice does not trap the search; the same seed gives the same search and the same board.
     */
    Outcome searchRandomly(long seed, long failLimit, BooleanSupplier stop) {
        Solver solver = model.getSolver();
        solver.setSearch(Search.randomSearch(pair, seed));
        solver.addRestarter(new Restarter(new LubyCutoff(50), c -> solver.getFailCount() >= c, 1_000, true));
        return solve(solver, failLimit, stop);
    }

    /**
     * Searches completely (no restarts), for proofs that no board exists: the counts per (kind, number) first,
     * where the rules about products fail without placing a tile, then the positions. Dom/wdeg turns to the counts
     * that keep failing (those of the conflicting products) instead of enumerating the others.
     */
    Outcome searchCompletely(long failLimit, BooleanSupplier stop) {
        Solver solver = model.getSolver();
        solver.setSearch(Search.domOverWDegSearch(codeCounts), Search.minDomLBSearch(pair));
        return solve(solver, failLimit, stop);
    }

    /** Whether propagation alone, before any search, shows that no board exists. */
    boolean refutedAtRoot() {
        try {
            model.getSolver().propagate();
            return false;
        } catch (ContradictionException e) {
            return true;
        }
    }

    /** A stopped search is undecided, as one that ran out of failures. */
    private static Outcome solve(Solver solver, long failLimit, BooleanSupplier stop) {
        solver.limitFail(failLimit);
        solver.addStopCriterion(stop::getAsBoolean);
        if (solver.solve()) {
            return Outcome.FOUND;
        }
        return solver.isStopCriterionMet() ? Outcome.UNDECIDED : Outcome.NONE;
    }

    /** The landscapes and numbers of the solution found, in the order of the setup's positions. */
    List<Landscape> landscapes() {
        return Arrays.stream(kind).map(v -> kinds.get(v.getValue())).toList();
    }

    List<Integer> numbers() {
        return Arrays.stream(number).map(IntVar::getValue).toList();
    }
}
