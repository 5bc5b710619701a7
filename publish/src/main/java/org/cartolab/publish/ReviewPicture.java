package org.cartolab.publish;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;
import org.cartolab.review.MoveReview;
import org.cartolab.review.Outlook;
import org.cartolab.review.SeasonReview;
import org.cartolab.rules.MapState;
import org.cartolab.solve.PlayedStep;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Solution;

/**
 * A reviewed season as one picture: the player's map at the season's end beside the best season found with the
 * same cards, each drawing outlined and numbered in the order it was drawn, and the drawings that lost the most.
 * The player's costliest drawings are outlined in red.
 */
final class ReviewPicture {

    static final double WIDTH = 880;
    private static final double MARGIN = PuzzlePicture.MARGIN;
    private static final double CELL = 30;
    private static final Color LOST = new Color(0xC6, 0x28, 0x28);

    private final SeasonReview season;
    private final String title;

    ReviewPicture(SeasonReview season, String title) {
        if (season.notReviewed().isPresent()) {
            throw new IllegalArgumentException("season " + (season.index() + 1) + " was not reviewed");
        }
        this.season = season;
        this.title = title;
    }

    double draw(Canvas canvas) {
        Outlook outlook = season.outlook().orElseThrow();
        String best = outlook.proven() ? outlook.best() + " (proven optimal)"
                : !outlook.bounded() ? outlook.best() + " (best found; these scoring cards have no bound yet)"
                : outlook.best() + " (best found; no play scores more than " + outlook.bound() + ")";
        double y = Headings.title(canvas, title, List.of("You scored " + season.scored() + ". The best season with "
                + "the same cards from the same map: " + best + ".",
                "Numbers on the maps are the order of the drawings; red outlines are your costliest drawings."),
                MARGIN, MARGIN, WIDTH - 2 * MARGIN);
        PuzzleSetup setup = season.setup().orElseThrow();
        List<Integer> costly = season.costliest(3).stream().map(MoveReview::number).toList();
        List<Integer> numbers = season.moves().stream().map(MoveReview::number).toList();
        double column = (WIDTH - 2 * MARGIN) / 2;
        double left = board(canvas, setup, season.played().orElseThrow(), "Your season: " + season.scored(),
                MARGIN, y + 8, numbers, costly);
        double right = board(canvas, setup, season.best().orElseThrow(), "Best: " + outlook.best(),
                MARGIN + column, y + 8, List.of(), List.of());
        double below = Math.max(left, right) + 10;
        return lost(canvas, MARGIN, below, WIDTH - 2 * MARGIN) + MARGIN;
    }

    /** One play's end map with its drawings numbered; returns the y below it. */
    private static double board(Canvas canvas, PuzzleSetup setup, Solution play, String heading, double x, double y,
                                List<Integer> moveNumbers, List<Integer> costly) {
        double size = 13;
        canvas.text(heading, x, y + size, size, true, Palette.INK);
        double top = y + size + 8;
        MapState map = setup.startMap();
        SquareGrid grid = setup.start().grid();
        List<SolutionMove> drawn = new ArrayList<>();
        for (PlayedStep step : play.steps()) {
            if (step.move() == null) {
                continue;
            }
            setup.apply(map, step.step(), step.move());
            if (!step.step().isAmbush()) {
                drawn.add(SolutionMove.of(drawn.size(), step.move(), grid, step.scoreAfter()));
            }
        }
        Board end = map.board();
        BoardDrawing board = new BoardDrawing(end, CELL, false);
        board.draw(canvas, x, top);
        for (SolutionMove move : drawn) {
            String number = String.valueOf(move.card() + 1);
            for (Cell cell : move.cells()) {
                canvas.text(number, board.cellX(x, cell.col()) + 3, board.cellY(top, cell.row()) + 11, 10,
                        true, Palette.inkOn(Palette.of(move.terrain())));
            }
            boolean lost = move.card() < moveNumbers.size() && costly.contains(moveNumbers.get(move.card()));
            board.outline(canvas, x, top, move.cells(), lost ? LOST : Palette.HIGHLIGHT, lost ? 3.2 : 2.2);
        }
        return top + board.height();
    }

    private double lost(Canvas canvas, double x, double y, double width) {
        double size = 12;
        canvas.text("Where the points went", x, y + size * 1.15, size * 1.15, true, Palette.INK);
        double baseline = y + size * 1.15 + TextBlock.lineHeight(size) + 2;
        List<MoveReview> costliest = season.costliest(3);
        if (costliest.isEmpty()) {
            return TextBlock.draw(canvas, TextBlock.wrap("No drawing lost a point: your season was the best "
                    + "possible.", size, false, width), x, baseline, size, false, Palette.INK);
        }
        for (MoveReview move : costliest) {
            int order = season.moves().indexOf(move) + 1;
            String card = season.setup().orElseThrow().game().explore().stream()
                    .filter(explore -> explore.id().equals(move.card())).map(explore -> explore.name()).findFirst()
                    .orElse(move.card());
            String text = "Drawing " + order + " (move " + move.number() + ", " + card + "): "
                    + move.lossText() + " — the season could reach " + move.before().best() + " before it and "
                    + move.after().best() + (move.after().proven() ? "" : " or more") + " after it.";
            baseline = TextBlock.draw(canvas, TextBlock.wrap(text, size, false, width), x, baseline, size, false,
                    Palette.INK);
        }
        return baseline - size;
    }
}
