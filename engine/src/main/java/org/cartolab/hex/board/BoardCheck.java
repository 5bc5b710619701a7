package org.cartolab.hex.board;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.cartolab.model.hex.BoardConstraints;
import org.cartolab.model.hex.BoardRule;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Intersection;
import org.cartolab.model.hex.Product;

/**
 * The violation report: every way a board breaks its setup or a rule of its constraints, with the hexes and
 * crossings involved. Plain Java over the board's hexes, neighbours and intersections, independent of the Choco
 * model that generates boards, so it can check that model's boards.
 */
public final class BoardCheck {

    private final HexBoard board;
    private final List<Violation> violations = new ArrayList<>();
    /** Neighbouring landscape tiles (hex indices, the smaller first), in that order. */
    private final List<int[]> neighbours;

    private BoardCheck(HexBoard board) {
        this.board = board;
        this.neighbours = board.edges().stream()
                .filter(edge -> !tile(edge.hexA()).frame() && !tile(edge.hexB()).frame())
                .map(edge -> new int[] {Math.min(edge.hexA(), edge.hexB()), Math.max(edge.hexA(), edge.hexB())})
                .sorted(Comparator.<int[]>comparingInt(pair -> pair[0]).thenComparingInt(pair -> pair[1]))
                .toList();
    }

    /** The violations of the board, the setup's first, then each rule's in the order the rules are written. */
    public static List<Violation> violations(HexBoard board, BoardSetup setup, BoardConstraints constraints) {
        BoardCheck check = new BoardCheck(board);
        check.setup(setup);
        constraints.rules().forEach(check::rule);
        return List.copyOf(check.violations);
    }

    private void setup(BoardSetup setup) {
        HexBoard template = setup.template();
        List<String> misplaced = new ArrayList<>();
        for (HexTile expected : template.hexes()) {
            Optional<HexTile> actual = board.hex(expected.id()).map(this::tile);
            if (actual.isEmpty() || expected.frame() != actual.get().frame()
                    || expected.frame() && !expected.landscape().id().equals(actual.get().landscape().id())) {
                misplaced.add(expected.id());
            }
        }
        board.hexes().stream().filter(hex -> template.hex(hex.id()).isEmpty()).forEach(hex -> misplaced.add(hex.id()));
        if (!misplaced.isEmpty()) {
            setupViolation("the frame and the tile positions differ from the map '" + template.id() + "'", misplaced);
        }
        List<HexTile> tiles = board.hexes().stream().filter(hex -> !hex.frame()).toList();
        Map<String, Integer> difference = new TreeMap<>();
        setup.tiles().forEach(landscape -> difference.merge(landscape.id(), 1, Integer::sum));
        tiles.forEach(tile -> difference.merge(tile.landscape().id(), -1, Integer::sum));
        difference.forEach((landscape, missing) -> {
            if (missing != 0) {
                setupViolation((missing > 0 ? missing + " " + landscape + " tile(s) missing"
                        : -missing + " " + landscape + " tile(s) too many") + " (the map '" + template.id()
                        + "' has " + setup.tiles().stream().filter(l -> l.id().equals(landscape)).count() + ")",
                        tiles.stream().filter(tile -> tile.landscape().id().equals(landscape)).map(HexTile::id)
                                .toList());
            }
        });
        Map<Integer, Integer> tokens = new TreeMap<>();
        setup.tokens().forEach(number -> tokens.merge(number, 1, Integer::sum));
        tiles.stream().filter(tile -> tile.number() != 0)
                .forEach(tile -> tokens.merge(tile.number(), -1, Integer::sum));
        tokens.forEach((number, missing) -> {
            if (missing != 0) {
                setupViolation((missing > 0 ? missing + " number token(s) " + number + " missing"
                        : -missing + " number token(s) " + number + " too many"),
                        tiles.stream().filter(tile -> tile.number() == number).map(HexTile::id).toList());
            }
        });
        for (HexTile tile : tiles) {
            boolean numbered = BoardSetup.numbered(tile.landscape());
            if (numbered != (tile.number() != 0)) {
                setupViolation(tile.id() + " (" + tile.landscape().id() + ") " + (numbered
                        ? "yields " + tile.landscape().yields().map(Product::id).orElseThrow() + " but has no number"
                        : "yields nothing but has the number " + tile.number()), List.of(tile.id()));
            }
        }
    }

    private void setupViolation(String message, List<String> hexes) {
        violations.add(new Violation(Violation.SETUP, message, hexes, List.of()));
    }

    private void rule(BoardRule rule) {
        if (rule instanceof BoardRule.TilesTouch touch) {
            for (int h = 0; h < board.hexes().size(); h++) {
                HexTile hex = tile(h);
                if (touch.landscapes().contains(hex.landscape().id()) && board.hexNeighbours(h).stream()
                        .noneMatch(n -> touch.neighbours().contains(tile(n).landscape().id()))) {
                    add(rule, hex.id() + " (" + hex.landscape().id() + ") touches no "
                            + String.join(" or ", touch.neighbours()), List.of(h), List.of());
                }
            }
        } else if (rule instanceof BoardRule.NoAdjacentNumbers apart) {
            for (int[] pair : neighbours) {
                if (apart.numbers().contains(tile(pair[0]).number())
                        && apart.numbers().contains(tile(pair[1]).number())) {
                    add(rule, label(pair[0]) + " and " + label(pair[1]) + " are neighbours", List.of(pair[0], pair[1]),
                            List.of());
                }
            }
        } else if (rule instanceof BoardRule.NoEqualAdjacentNumbers) {
            for (int[] pair : neighbours) {
                int number = tile(pair[0]).number();
                if (number != 0 && number == tile(pair[1]).number()) {
                    add(rule, label(pair[0]) + " and " + label(pair[1]) + " are neighbours with the same number",
                            List.of(pair[0], pair[1]), List.of());
                }
            }
        } else if (rule instanceof BoardRule.MaxCrossingPips cap) {
            for (Intersection crossing : board.intersections()) {
                int pips = crossing.hexes().stream().mapToInt(h -> tile(h).pips()).sum();
                if (pips > cap.max()) {
                    List<Integer> numbered = crossing.hexes().stream().filter(h -> tile(h).number() != 0).toList();
                    add(rule, "the crossing " + crossing.id() + " has " + pips + " pips (" + String.join(" + ",
                                    numbered.stream().map(h -> label(h) + " " + tile(h).pips()).toList())
                                    + "), more than " + cap.max(), numbered, List.of(crossing.id()));
                }
            }
        } else if (rule instanceof BoardRule.ProductPips band) {
            for (String product : band.products()) {
                List<Integer> hexes = yielding(product);
                int pips = hexes.stream().mapToInt(h -> tile(h).pips()).sum();
                if (pips < band.min() || pips > band.max()) {
                    add(rule, product + " has " + pips + " pips, outside " + band.min() + ".." + band.max(),
                            hexes, List.of());
                }
            }
        } else if (rule instanceof BoardRule.NoAdjacentSameYield spread) {
            for (int[] pair : neighbours) {
                Optional<String> a = yields(pair[0]);
                if (a.isPresent() && spread.products().contains(a.get()) && a.equals(yields(pair[1]))) {
                    add(rule, label(pair[0]) + " and " + label(pair[1]) + " are neighbours that both yield "
                            + a.get(), List.of(pair[0], pair[1]), List.of());
                }
            }
        } else if (rule instanceof BoardRule.DistinctNumbersPerProduct distinct) {
            for (String product : distinct.products()) {
                Map<Integer, List<Integer>> byNumber = new TreeMap<>();
                yielding(product).forEach(h -> byNumber.computeIfAbsent(tile(h).number(), n -> new ArrayList<>())
                        .add(h));
                byNumber.forEach((number, hexes) -> {
                    if (hexes.size() > 1) {
                        add(rule, product + " has the number " + number + " " + hexes.size() + " times", hexes,
                                List.of());
                    }
                });
            }
        }
    }

    private void add(BoardRule rule, String message, List<Integer> hexes, List<String> crossings) {
        violations.add(new Violation(rule.name(), message, hexes.stream().map(h -> tile(h).id()).toList(), crossings));
    }

    private HexTile tile(int hex) {
        return board.hexes().get(hex);
    }

    /** A hex with its landscape's symbol and number as in the map's rows: {@code d3 Q11}. */
    private String label(int hex) {
        HexTile tile = tile(hex);
        return tile.id() + " " + tile.landscape().symbol() + (tile.number() == 0 ? "" : tile.number());
    }

    private Optional<String> yields(int hex) {
        return tile(hex).landscape().yields().map(Product::id);
    }

    private List<Integer> yielding(String product) {
        List<Integer> hexes = new ArrayList<>();
        for (int h = 0; h < board.hexes().size(); h++) {
            if (yields(h).filter(product::equals).isPresent()) {
                hexes.add(h);
            }
        }
        return hexes;
    }
}
