package org.cartolab.landscape;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.Terrain;

/**
 * A player's landscape: the cards laid so far, in order, each on top of the earlier ones (RULES.md 3.5). Immutable;
 * {@link #place} checks the placement rules and returns the larger landscape. The landscape is the top-most cell
 * at every position any card covers; it is scored as a {@link Board} on its bounding box with only those cells.
 */
public final class Landscape {

    /** Where the first round's cards may go without overlapping (RULES.md 3.5, rule option first-overlap). */
    public enum FirstOverlap {
        /** Only the very first card needs no overlap. */
        FIRST_CARD,
        /** Both cards of the first round need none (the literal reading). */
        FIRST_ROUND;

        static FirstOverlap of(LandscapeGame game) {
            return game.option("first-overlap").orElse("first-card").equals("first-round") ? FIRST_ROUND
                    : FIRST_CARD;
        }
    }

    private final LandscapeGame game;
    private final List<PlacedCard> cards;
    /** The top-most cell at each covered position, keyed by row and column. */
    private final Map<Long, PlacedCard.Cell> top;

    private Landscape(LandscapeGame game, List<PlacedCard> cards, Map<Long, PlacedCard.Cell> top) {
        this.game = game;
        this.cards = List.copyOf(cards);
        this.top = top;
    }

    public static Landscape empty(LandscapeGame game) {
        return new Landscape(game, List.of(), Map.of());
    }

    public LandscapeGame game() {
        return game;
    }

    public List<PlacedCard> cards() {
        return cards;
    }

    /**
     * Why the card may not be laid next, or empty if it may: it must overlap a cell of the landscape (except in
     * the first round as the rule option reads it), must not cover a scoring condition, and no card may be laid
     * twice. (It always goes on top: a later card is never under an earlier one.)
     */
    public Optional<String> problem(PlacedCard next) {
        for (PlacedCard placed : cards) {
            if (placed.card().id().equals(next.card().id())) {
                return Optional.of("the card '" + next.card().id() + "' is already in the landscape; each card is "
                        + "laid once.");
            }
        }
        boolean overlaps = false;
        for (PlacedCard.Cell cell : next.cells()) {
            PlacedCard.Cell under = top.get(key(cell.row(), cell.col()));
            if (under == null) {
                continue;
            }
            overlaps = true;
            if (under.terrain().filter(game.conditionCells()::equals).isPresent()) {
                return Optional.of("the card would cover the scoring condition at row " + under.row() + ", column "
                        + under.col() + "; a new card may not cover any cell of a condition (RULES.md 3.5).");
            }
        }
        if (!overlaps && !overlapWaivedForNext()) {
            return Optional.of("the card does not overlap the landscape; every card after the "
                    + (FirstOverlap.of(game) == FirstOverlap.FIRST_CARD ? "first" : "first round's two")
                    + " must cover at least one cell of it (RULES.md 3.5).");
        }
        return Optional.empty();
    }

    /**
     * The landscape with the card laid on top.
     *
     * @throws IllegalArgumentException if {@link #problem} finds one
     */
    public Landscape place(PlacedCard next) {
        problem(next).ifPresent(problem -> {
            throw new IllegalArgumentException(problem);
        });
        Map<Long, PlacedCard.Cell> cells = new HashMap<>(top);
        for (PlacedCard.Cell cell : next.cells()) {
            cells.put(key(cell.row(), cell.col()), cell);
        }
        List<PlacedCard> more = new ArrayList<>(cards);
        more.add(next);
        return new Landscape(game, more, cells);
    }

    /** The scoring conditions in the landscape: those on the faces laid, in the order they were laid. */
    public List<ScoringCard> conditions() {
        return cards.stream().flatMap(card -> card.face().condition().stream()).toList();
    }

    /** The smallest row and column covered, or (0, 0) for no card. */
    public int top() {
        return top.values().stream().mapToInt(PlacedCard.Cell::row).min().orElse(0);
    }

    public int left() {
        return top.values().stream().mapToInt(PlacedCard.Cell::col).min().orElse(0);
    }

    /** The largest row and column covered, or (-1, -1) for no card. */
    public int bottom() {
        return top.values().stream().mapToInt(PlacedCard.Cell::row).max().orElse(-1);
    }

    public int right() {
        return top.values().stream().mapToInt(PlacedCard.Cell::col).max().orElse(-1);
    }

    /**
     * Whether the next card may be laid without overlapping the landscape (the first card; see
     * {@link FirstOverlap}).
     */
    public boolean overlapWaivedForNext() {
        return cards.size() < (FirstOverlap.of(game) == FirstOverlap.FIRST_ROUND ? 2 : 1);
    }

    /**
     * The landscape as a board on its bounding box: row 0 of the board is row {@link #top()}, column 0 is column
     * {@link #left()}. Positions no card covers are not cells of the board.
     *
     * @throws IllegalStateException for a landscape without cards
     */
    public Board board() {
        if (top.isEmpty()) {
            throw new IllegalStateException("A landscape without cards has no board");
        }
        int top = top();
        int left = left();
        int height = this.top.values().stream().mapToInt(PlacedCard.Cell::row).max().getAsInt() - top + 1;
        int width = this.top.values().stream().mapToInt(PlacedCard.Cell::col).max().getAsInt() - left + 1;
        long[] present = new long[(height * width + 63) >>> 6];
        for (PlacedCard.Cell cell : this.top.values()) {
            Bits.set(present, (cell.row() - top) * width + cell.col() - left);
        }
        List<Terrain> terrains = game.terrains();
        Board.Builder builder = Board.builder(new SquareGrid(height, width, present), terrains);
        for (PlacedCard.Cell cell : this.top.values()) {
            int r = cell.row() - top;
            int c = cell.col() - left;
            cell.terrain().ifPresent(terrain -> builder.terrain(r, c, terrain));
            builder.ends(r, c, cell.ends());
        }
        return builder.build();
    }

    private static long key(int row, int col) {
        return ((long) row << 32) ^ (col & 0xffffffffL);
    }
}
