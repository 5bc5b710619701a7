package org.cartolab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.BoardText;
import org.cartolab.scoring.CardScore;
import org.cartolab.scoring.Highlight;
import org.cartolab.scoring.SeasonScore;
import org.cartolab.scoring.TermScore;

/** The human-readable score of a board: a table of points and, with --explain, each card's cells on the board. */
final class ScoreReport {

    private ScoreReport() {
    }

    static void print(PrintWriter out, String path, Board board, SeasonScore score, boolean explain) {
        out.println(path);
        List<CardScore> rows = new ArrayList<>(score.cards());
        rows.addAll(score.terms());
        int nameWidth = rows.stream().mapToInt(row -> row.name().length()).max().orElse(5);
        int idWidth = rows.stream().mapToInt(row -> row.id().length()).max().orElse(5);
        for (CardScore row : rows) {
            String name = score.terms().contains(row) ? capitalise(row.name()) : row.name();
            out.printf("  %-" + nameWidth + "s  %-" + idWidth + "s  %4d%n", name, score.terms().contains(row) ? ""
                    : row.id(), row.points());
        }
        out.printf("  %-" + nameWidth + "s  %-" + idWidth + "s  %4d%n", "Total", "", score.total());
        if (explain) {
            for (CardScore row : rows) {
                out.println();
                explain(out, board, row);
            }
        }
    }

    static void explain(PrintWriter out, Board board, CardScore card) {
        String name = card.id().equals(card.name()) ? capitalise(card.name()) : card.name() + " (" + card.id() + ")";
        out.println(name + ": " + card.points());
        long[] marked = new long[board.grid().words()];
        for (TermScore term : card.terms()) {
            out.println("  " + term.points() + " = " + term.text() + describe(term));
            for (Highlight highlight : term.highlights()) {
                marked = Bits.or(marked, highlight.cells());
            }
        }
        if (card.terms().stream().allMatch(term -> term.highlights().isEmpty())) {
            return; // nothing on the board earned these points (e.g. coins)
        }
        for (int r = 0; r < board.height(); r++) {
            StringBuilder line = new StringBuilder("   ");
            for (int c = 0; c < board.width(); c++) {
                char symbol = BoardText.symbol(board, r, c);
                boolean scored = Bits.get(marked, board.grid().index(r, c));
                line.append(scored ? "[" + symbol + "]" : " " + symbol + " ");
            }
            out.println(line.toString().stripTrailing());
        }
    }

    /** "(5 items)" for per-item terms, so the reader can check the count against the marked cells. */
    private static String describe(TermScore term) {
        long items = term.highlights().stream().filter(Highlight::perItem).count();
        return items == 0 ? "" : "  (" + items + " item" + (items == 1 ? "" : "s") + ")";
    }

    private static String capitalise(String id) {
        return id.isEmpty() ? id : Character.toUpperCase(id.charAt(0)) + id.substring(1);
    }
}
