package org.cartolab.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.model.MapSheet;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;

/**
 * The board text format: one line per row, one character per cell. {@code .} empty, {@code R} an empty ruins
 * cell, {@code *} a destroyed cell, {@code K} a killed monster (a monster cell a hero killed; {@code k} on a ruins
 * cell), each terrain's symbol, and a drawable terrain's symbol in lower case for that terrain drawn on a ruins
 * cell. Blank lines and lines starting with {@code //} are ignored.
 */
public final class BoardText {

    public static final char EMPTY = '.';
    public static final char RUINS = 'R';
    public static final char DESTROYED = '*';
    /** A killed monster: a cell of the terrain {@value #MONSTER} that a hero killed. */
    public static final char KILLED = 'K';
    /** A cell a landscape does not have (it is scored on its bounding box); never read from a board file. */
    public static final char MISSING = ' ';
    /** The terrain a killed monster is. */
    public static final String MONSTER = "monster";

    private BoardText() {
    }

    /**
     * Reads a board. With a map sheet the board must have the sheet's size and its printed cells: mountains and
     * wasteland where the sheet has them and nowhere else, ruins exactly on the sheet's ruins.
     *
     * @throws BoardFormatException listing every problem with its line and column
     */
    public static Board read(String path, String text, List<Terrain> terrains, Optional<MapSheet> sheet)
            throws BoardFormatException {
        List<BoardProblem> problems = new ArrayList<>();
        List<String> rows = new ArrayList<>();
        List<Integer> lineNumbers = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = stripTrailing(lines[i]);
            if (line.isBlank() || line.stripLeading().startsWith("//")) {
                continue;
            }
            rows.add(line);
            lineNumbers.add(i + 1);
        }
        if (rows.isEmpty()) {
            throw new BoardFormatException(List.of(new BoardProblem(path, 1, 1,
                    "the board has no rows. Write one line per row, e.g. '..F..'.")));
        }
        int width = rows.get(0).length();
        for (int r = 1; r < rows.size(); r++) {
            if (rows.get(r).length() != width) {
                int length = rows.get(r).length();
                problems.add(new BoardProblem(path, lineNumbers.get(r), Math.min(length, width) + 1,
                        "row " + (r + 1) + " has " + length + " cells but row 1 has " + width
                                + "; every row needs the same number of cells."));
            }
        }
        if (sheet.isPresent()) {
            MapSheet map = sheet.get();
            if (rows.size() != map.height() || width != map.width()) {
                problems.add(new BoardProblem(path, lineNumbers.get(0), 1, "the board is " + rows.size() + "x"
                        + width + " but map " + map.id() + " is " + map.height() + "x" + map.width() + "."));
            }
        }
        if (!problems.isEmpty()) {
            throw new BoardFormatException(problems);
        }
        Board.Builder builder = Board.builder(rows.size(), width, terrains);
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < width; c++) {
                char ch = rows.get(r).charAt(c);
                int line = lineNumbers.get(r);
                if (!readCell(builder, r, c, ch, terrains)) {
                    problems.add(new BoardProblem(path, line, c + 1, "unknown cell '" + ch + "'. Expected "
                            + legend(terrains) + "." + suggestion(ch, terrains)));
                } else if (sheet.isPresent()) {
                    Optional<String> mismatch = checkPrinted(sheet.get(), r, c, ch, terrains);
                    if (mismatch.isPresent()) {
                        problems.add(new BoardProblem(path, line, c + 1, mismatch.get()));
                    }
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new BoardFormatException(limitMismatches(problems, sheet));
        }
        return builder.build();
    }

    /** A board drawn for another map differs almost everywhere: show a few cells, then say how many more. */
    private static List<BoardProblem> limitMismatches(List<BoardProblem> problems, Optional<MapSheet> sheet) {
        int shown = 5;
        if (sheet.isEmpty() || problems.size() <= shown + 1) {
            return problems;
        }
        List<BoardProblem> limited = new ArrayList<>(problems.subList(0, shown));
        BoardProblem last = problems.get(problems.size() - 1);
        limited.add(new BoardProblem(last.path(), last.line(), last.column(), (problems.size() - shown)
                + " more cells differ from map " + sheet.get().id() + " (the last one here). Is it the right map?"));
        return limited;
    }

    /** The character for one cell of a board; a blank for a cell the board does not have. */
    public static char symbol(Board board, int row, int col) {
        if (!board.grid().has(row, col)) {
            return MISSING;
        }
        if (board.isDestroyed(row, col)) {
            return DESTROYED;
        }
        boolean ruins = board.isRuins(row, col);
        boolean killed = board.isKilled(row, col);
        return board.terrainAt(row, col)
                .map(terrain -> killed ? KILLED : terrain.symbol())
                .map(symbol -> ruins ? Character.toLowerCase(symbol) : symbol)
                .orElse(ruins ? RUINS : EMPTY);
    }

    private static boolean readCell(Board.Builder builder, int r, int c, char ch, List<Terrain> terrains) {
        switch (ch) {
            case EMPTY:
                return true;
            case RUINS:
                builder.ruins(r, c);
                return true;
            case DESTROYED:
                builder.destroyed(r, c);
                return true;
            case KILLED:
            case 'k':
                Optional<Terrain> monster = terrains.stream().filter(t -> t.id().equals(MONSTER)).findFirst();
                monster.ifPresent(m -> builder.terrain(r, c, m).killed(r, c));
                if (monster.isPresent() && ch == 'k') {
                    builder.ruins(r, c);
                }
                return monster.isPresent();
            default:
                break;
        }
        for (Terrain terrain : terrains) {
            if (terrain.symbol() == ch) {
                builder.terrain(r, c, terrain);
                return true;
            }
        }
        if (Character.isLowerCase(ch)) {
            for (Terrain terrain : terrains) {
                if (terrain.role() == TerrainRole.DRAWABLE && Character.toLowerCase(terrain.symbol()) == ch) {
                    builder.terrain(r, c, terrain).ruins(r, c);
                    return true;
                }
            }
        }
        return false;
    }

    private static Optional<String> checkPrinted(MapSheet map, int r, int c, char ch, List<Terrain> terrains) {
        char printed = map.rows().get(r).charAt(c);
        boolean sheetRuins = printed == RUINS || Character.isLowerCase(printed);
        boolean boardRuins = ch == RUINS || Character.isLowerCase(ch);
        Optional<Terrain> sheetPrinted = printedTerrain(printed, terrains);
        Optional<Terrain> boardPrinted = printedTerrain(ch, terrains);
        String where = "map " + map.id() + " has ";
        if (sheetPrinted.isPresent() && !(ch == printed)) {
            return Optional.of(where + sheetPrinted.get().name().toLowerCase() + " ('" + printed + "') here, but the"
                    + " board has '" + ch + "'. Printed cells cannot be drawn over.");
        }
        if (boardPrinted.isPresent() && sheetPrinted.isEmpty()) {
            return Optional.of("'" + ch + "' is " + boardPrinted.get().name().toLowerCase() + ", which is printed on "
                    + "the map, but " + where + "'" + printed + "' here. Did you pick the right map?");
        }
        if (sheetRuins && !boardRuins && ch != DESTROYED) {
            return Optional.of(where + "a ruins cell here; write 'R' if it is empty or the terrain in lower case"
                    + " (e.g. 'f') if it is drawn on.");
        }
        if (boardRuins && !sheetRuins) {
            return Optional.of("'" + ch + "' marks a ruins cell, but " + where + "no ruins here; write "
                    + (ch == RUINS ? "'.'" : "'" + Character.toUpperCase(ch) + "'") + " instead.");
        }
        return Optional.empty();
    }

    private static Optional<Terrain> printedTerrain(char ch, List<Terrain> terrains) {
        return terrains.stream().filter(t -> t.role() == TerrainRole.PRINTED && t.symbol() == ch).findFirst();
    }

    private static String legend(List<Terrain> terrains) {
        StringBuilder legend = new StringBuilder("'.' empty, 'R' ruins, '*' destroyed");
        if (terrains.stream().anyMatch(t -> t.id().equals(MONSTER))) {
            legend.append(", 'K' killed monster");
        }
        for (Terrain terrain : terrains) {
            legend.append(", '").append(terrain.symbol()).append("' ").append(terrain.id());
        }
        legend.append(", or a drawable terrain in lower case on a ruins cell");
        return legend.toString();
    }

    private static String suggestion(char ch, List<Terrain> terrains) {
        if (ch == ' ' || ch == '\t') {
            return " Write '.' for an empty cell.";
        }
        if (Character.toUpperCase(ch) == RUINS) {
            return " Maybe you meant 'R' (an empty ruins cell)?";
        }
        for (Terrain terrain : terrains) {
            if (Character.toUpperCase(ch) == terrain.symbol() && terrain.role() == TerrainRole.PRINTED) {
                return " " + terrain.name() + " is printed on the map and never drawn on ruins, so it has no lower "
                        + "case form; write '" + terrain.symbol() + "'.";
            }
        }
        for (Terrain terrain : terrains) {
            if (Character.toLowerCase(ch) == Character.toLowerCase(terrain.id().charAt(0))) {
                return " Maybe you meant '" + terrain.symbol() + "' (" + terrain.id() + ")?";
            }
        }
        return "";
    }

    private static String stripTrailing(String line) {
        return line.stripTrailing();
    }
}
