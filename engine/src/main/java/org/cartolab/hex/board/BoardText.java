package org.cartolab.hex.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.cartolab.model.hex.ActionCardKind;
import org.cartolab.model.hex.ActionDeck;
import org.cartolab.model.hex.BoardConstraints;
import org.cartolab.model.hex.BoardRule;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Objective;

/**
 * A generated board as a .carto file: the map in the hex map format, and a hex game that lists the board, then
 * the map whose setup it shuffles, the game's objectives, no-path rules and action decks, and the constraints it
 * was made for.
 * {@code carto board --check}, {@code carto score} and {@code carto opening} read it with {@code --game FILE}.
 */
public final class BoardText {

    private BoardText() {
    }

    /**
     * The file's text.
     *
     * @param uses     the library the game comes from, if any ({@code uses} line)
     * @param header   comment lines (without {@code //}) that say how the board was made
     * @param ownRules whether the constraints are written into the file (they come from a file of their own)
     *                 or named (they are the game's)
     */
    public static String carto(Optional<String> uses, List<String> header, HexGame game, HexBoard board,
                               HexBoard template, BoardConstraints constraints, boolean ownRules) {
        StringBuilder text = new StringBuilder();
        header.forEach(line -> text.append("// ").append(line).append('\n'));
        uses.ifPresent(library -> text.append("uses ").append(library).append('\n'));
        text.append('\n').append("map ").append(board.id()).append(" \"").append(board.name()).append("\" hex {\n");
        rows(board).forEach(row -> text.append("    \"").append(row).append("\"\n"));
        text.append("}\n");
        if (ownRules) {
            text.append('\n').append("board-constraints ").append(constraints.id()).append(" \"")
                    .append(constraints.name()).append("\" {\n");
            for (BoardRule rule : constraints.rules()) {
                text.append("    ").append(rule.name()).append(": ").append(rule.text()).append('\n');
            }
            text.append("}\n");
        }
        text.append('\n').append("hex-game ").append(game.id()).append('-').append(board.id()).append(" \"")
                .append(game.name()).append(", ").append(board.name()).append("\" {\n");
        text.append("    maps ").append(board.id()).append(", ").append(template.id()).append('\n');
        if (!game.objectives().isEmpty()) {
            text.append("    objectives ")
                    .append(String.join(", ", game.objectives().stream().map(Objective::id).toList())).append('\n');
        }
        for (Set<String> noPath : template.noPaths()) {
            text.append("    no-path-between ").append(String.join(", ", noPath.stream().sorted().toList()))
                    .append('\n');
        }
        for (ActionDeck deck : game.actionDecks()) {
            text.append("    action-deck ").append(deck.number()).append(": ").append(counts(deck)).append('\n');
        }
        text.append("    board-constraints ").append(constraints.id()).append('\n').append("}\n");
        return text.toString();
    }

    /** A deck as its clause counts it: each kind in the order it first comes, with its count. */
    private static String counts(ActionDeck deck) {
        Map<ActionCardKind, Integer> counts = new LinkedHashMap<>();
        deck.cards().forEach(card -> counts.merge(card, 1, Integer::sum));
        List<String> parts = new ArrayList<>();
        counts.forEach((kind, count) -> parts.add(count + " " + kind.id()));
        return String.join(", ", parts);
    }

    /** The map's rows: each cell a landscape's symbol and number or '.', padded to one width. */
    static List<String> rows(HexBoard board) {
        int columns = board.hexes().stream().mapToInt(HexTile::column).max().orElse(0) + 1;
        int rowCount = board.hexes().stream().mapToInt(HexTile::row).max().orElse(0) + 1;
        String[][] cells = new String[rowCount][columns];
        for (String[] row : cells) {
            Arrays.fill(row, ".");
        }
        int width = 1;
        for (HexTile hex : board.hexes()) {
            String cell = hex.landscape().symbol() + (hex.number() == 0 ? "" : hex.number());
            cells[hex.row()][hex.column()] = cell;
            width = Math.max(width, cell.length());
        }
        List<String> rows = new ArrayList<>();
        for (String[] row : cells) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < columns; c++) {
                line.append(c == columns - 1 ? row[c] : String.format("%-" + (width + 1) + "s", row[c]));
            }
            rows.add(line.toString());
        }
        return rows;
    }
}
