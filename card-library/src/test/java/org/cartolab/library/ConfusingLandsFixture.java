package org.cartolab.library;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.BoardText;

/**
 * A hand-worked Confusing Lands landscape: the cards laid (the landscape text format), the landscape they make as
 * worked out by hand ({@code // grid:} lines, one token per cell, '-' where no card lies), and the points each
 * condition must give on it ({@code // expect ID = N}; {@code total} is the landscape's whole score).
 */
record ConfusingLandsFixture(Path path, String text, List<List<String>> grid, Map<String, Integer> expected) {

    private static final Pattern EXPECT = Pattern.compile("^//\\s*expect\\s+([a-z0-9-]+)\\s*=\\s*(-?\\d+)\\s*$");
    private static final Pattern GRID = Pattern.compile("^//\\s*grid:(.*)$");
    static final Path ROOT = Path.of("src/test/resources/fixtures-confusing-lands");

    static ConfusingLandsFixture read(Path path) {
        try {
            String text = Files.readString(path);
            Map<String, Integer> expected = new LinkedHashMap<>();
            List<List<String>> grid = new ArrayList<>();
            for (String line : text.split("\n")) {
                Matcher m = EXPECT.matcher(line.strip());
                if (m.matches()) {
                    expected.put(m.group(1), Integer.parseInt(m.group(2)));
                }
                Matcher g = GRID.matcher(line.strip());
                if (g.matches()) {
                    grid.add(List.of(g.group(1).strip().split("\\s+")));
                }
            }
            return new ConfusingLandsFixture(path, text, grid, expected);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<ConfusingLandsFixture> all() {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(p -> p.toString().endsWith(".landscape")).sorted()
                    .map(ConfusingLandsFixture::read).toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    String name() {
        return path.getParent().getFileName() + "/" + path.getFileName();
    }

    /** The board as grid tokens: a cell's board character and its ends (n e s w), '-' for no cell. */
    static List<List<String>> tokens(Board board) {
        List<List<String>> rows = new ArrayList<>();
        for (int r = 0; r < board.height(); r++) {
            List<String> row = new ArrayList<>();
            for (int c = 0; c < board.width(); c++) {
                if (!board.grid().has(r, c)) {
                    row.add("-");
                    continue;
                }
                StringBuilder token = new StringBuilder().append(BoardText.symbol(board, r, c));
                for (int side = 0; side < 4; side++) {
                    if (Bits.get(board.ends(side), board.grid().index(r, c))) {
                        token.append("nesw".charAt(side));
                    }
                }
                row.add(token.toString());
            }
            rows.add(row);
        }
        return rows;
    }
}
