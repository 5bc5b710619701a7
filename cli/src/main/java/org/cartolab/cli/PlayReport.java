package org.cartolab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;
import org.cartolab.publish.Cell;
import org.cartolab.rules.MapState;
import org.cartolab.solve.PlayedStep;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Solution;

/** Prints a puzzle play: one line per step and the final map with each step's cells numbered. */
final class PlayReport {

    private static final String STEP_MARKS = "123456789abcdefghijklmnopqrstuvwxyz";

    private PlayReport() {
    }

    static void print(PrintWriter out, PuzzleSetup setup, Solution solution) {
        for (PlayedStep played : solution.steps()) {
            int number = played.step().index() + 1;
            String card = played.step().card().id();
            if (played.move() == null) {
                out.printf("%3d. %-20s nothing can be drawn%n", number, card);
                continue;
            }
            out.printf("%3d. %-20s %-8s %-22s %s   score %d%n", number, card, played.move().terrain().id(),
                    shape(played), cells(setup.start().grid(), played.move().cells()), played.scoreAfter());
        }
        out.println();
        for (String row : numberedMap(setup, solution)) {
            out.println("    " + row);
        }
    }

    private static String shape(PlayedStep played) {
        if (played.move().shape() < 0) {
            return "single cell";
        }
        return played.step().isAmbush() ? "monsters" : "shape " + (played.move().shape() + 1) + " turn "
                + played.move().placement().orientation().index();
    }

    /** The cells as the printed sheets label them (column letter, row from 1: {@code C4}), the one text form. */
    static String cells(SquareGrid grid, long[] cells) {
        List<String> names = new ArrayList<>();
        for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
            names.add(new Cell(grid.row(i), grid.col(i)).label());
        }
        return String.join(" ", names);
    }

    /** The cells as [row, column] pairs from 0, for JSON, as in solution.json and a moves file. */
    static List<List<Integer>> cellList(SquareGrid grid, long[] cells) {
        List<List<Integer>> list = new ArrayList<>();
        for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
            list.add(List.of(grid.row(i), grid.col(i)));
        }
        return list;
    }

    /** The final map in the board format, each cell a step drew marked with the step's number instead. */
    static List<String> numberedMap(PuzzleSetup setup, Solution solution) {
        MapState map = setup.startMap();
        Map<Integer, Character> marks = new LinkedHashMap<>();
        for (PlayedStep played : solution.steps()) {
            if (played.move() == null) {
                continue;
            }
            setup.apply(map, played.step(), played.move());
            long[] cells = played.move().cells();
            char mark = STEP_MARKS.charAt(Math.min(played.step().index(), STEP_MARKS.length() - 1));
            for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                marks.put(i, mark);
            }
        }
        Board board = map.board();
        List<String> rows = board.toRows();
        List<String> numbered = new ArrayList<>();
        SquareGrid grid = board.grid();
        for (int r = 0; r < rows.size(); r++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < rows.get(r).length(); c++) {
                char ch = rows.get(r).charAt(c);
                Character mark = marks.get(grid.index(r, c));
                line.append(ch).append(mark == null ? ' ' : mark).append(' ');
            }
            numbered.add(line.toString().stripTrailing());
        }
        return numbered;
    }
}
