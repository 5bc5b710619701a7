package org.cartolab.publish;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.cartolab.board.Bits;
import org.cartolab.landscape.LandscapeScore;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.ScoringCard;
import org.cartolab.scoring.CardScore;
import org.cartolab.scoring.Highlight;
import org.cartolab.scoring.TermScore;

/**
 * A laid landscape as one picture: the title, the landscape, beside it the score table and the rule of each
 * condition scored (the shared one first), then the key and, for a deck whose faces are invented, a caption that
 * says so.
 */
final class LandscapePicture {

    static final double MARGIN = 20;
    static final double CELL = 40;
    private static final double PANEL_WIDTH = 280;
    private static final double MIN_WIDTH = 640;

    private final LandscapeSheet sheet;
    private final LandscapeScore score;
    private final LandscapeDrawing drawing;
    private final LandscapeCells cells;

    LandscapePicture(LandscapeSheet sheet) {
        this.sheet = sheet;
        this.score = new LandscapeScorer(sheet.game()).score(sheet.landscape(), sheet.shared(),
                sheet.highlight().isPresent());
        this.cells = new LandscapeCells(sheet.game(), CELL);
        this.drawing = new LandscapeDrawing(cells, sheet.landscape(), scoredCells());
    }

    double width() {
        return Math.max(MIN_WIDTH, 2 * MARGIN + drawing.width() + 24 + PANEL_WIDTH);
    }

    LandscapeScore score() {
        return score;
    }

    LandscapeDrawing drawing() {
        return drawing;
    }

    /** The top-left corner of the landscape drawing within the picture, once drawn. */
    double[] drawingCorner() {
        return new double[] {MARGIN, titleBottom(Canvas.measuring())};
    }

    /** The key to the top-most cells: a symbol that a later card hides is not in the picture. */
    LandscapeKey key() {
        Map<Cell, PlacedCard.Cell> topMost = new LinkedHashMap<>();
        for (PlacedCard card : sheet.landscape().cards()) {
            card.cells().forEach(cell -> topMost.put(new Cell(cell.row(), cell.col()), cell));
        }
        return LandscapeKey.of(sheet.game(), List.copyOf(topMost.values()), true,
                sheet.highlight().map(this::conditionName));
    }

    /** Draws the picture and returns its height. */
    double draw(Canvas canvas) {
        double width = width();
        double y = titleBottom(canvas);
        drawing.draw(canvas, MARGIN, y);
        double panelX = MARGIN + drawing.width() + 24;
        double panelBottom = panel(canvas, panelX, y + drawing.labelMargin(), width - MARGIN - panelX, 12);
        y = Math.max(y + drawing.height(), panelBottom) + 16;
        y = key().draw(canvas, cells, MARGIN, y, width - 2 * MARGIN, 2, 11) + 14;
        return caption(canvas, sheet.game(), MARGIN, y, width - 2 * MARGIN) + MARGIN;
    }

    private double titleBottom(Canvas canvas) {
        int count = sheet.landscape().cards().size();
        String facts = sheet.game().name() + " · " + count + " card" + (count == 1 ? "" : "s") + " laid"
                + sheet.shared().map(shared -> " · shared condition: " + shared.name()).orElse("");
        return Headings.title(canvas, sheet.title(), List.of(facts), MARGIN, MARGIN, width() - 2 * MARGIN) + 8;
    }

    /** The score table, then each scored condition's rule; returns the y below. */
    private double panel(Canvas canvas, double x, double y, double width, double size) {
        canvas.text("Score", x, y + size * 1.15, size * 1.15, true, Palette.INK);
        y += size * 1.5;
        List<LandscapeBreakdown.Row> rows = LandscapeBreakdown.rows(sheet.game(), sheet.landscape(), score);
        double numberWidth = Fonts.width("−000", size, true);
        for (int i = 0; i < rows.size(); i++) {
            LandscapeBreakdown.Row row = rows.get(i);
            boolean total = i == rows.size() - 1;
            if (total) {
                canvas.line(x, y + size * 0.35, x + width, y + size * 0.35, Palette.INK, 0.8);
                y += size * 0.35;
            }
            List<String> label = TextBlock.wrap(row.label(), size, total, width - numberWidth - size);
            String points = LandscapeBreakdown.points(row.points());
            canvas.text(points, x + width - Fonts.width(points, size, true), y + size * 1.1, size, true,
                    Palette.INK);
            y = TextBlock.draw(canvas, label, x, y + size * 1.1, size, total, Palette.INK) - size * 1.1;
        }
        y += size * 0.9;
        List<ScoringCard> conditions = new ArrayList<>();
        sheet.shared().ifPresent(conditions::add);
        conditions.addAll(sheet.landscape().conditions());
        for (ScoringCard condition : conditions) {
            boolean shared = sheet.shared().filter(condition::equals).isPresent();
            y = TextBlock.draw(canvas, TextBlock.wrap((shared ? "Shared: " : "") + condition.name(), size, true,
                    width), x, y + size, size, true, Palette.INK) - size;
            y = TextBlock.draw(canvas, TextBlock.wrap(condition.text(), size * 0.9, false, width), x, y + size,
                    size * 0.9, false, Palette.MUTED) - size + size * 0.5;
        }
        return y;
    }

    /**
     * The caption of a deck whose faces are invented: the library names such cards "... (stand-in faces)", the
     * only place the data says so. Returns the y below it (unchanged when there is none).
     */
    static double caption(Canvas canvas, LandscapeGame game, double x, double y, double width) {
        boolean standIn = game.cards().stream()
                .anyMatch(card -> card.name().toLowerCase(Locale.ROOT).contains("stand-in"));
        if (!standIn) {
            return y;
        }
        String text = "The card faces are an invented stand-in: the real faces of " + game.name() + " are not "
                + "public. Only the scoring conditions are the game's.";
        return TextBlock.draw(canvas, TextBlock.wrap(text, 10.5, false, width), x, y + 10.5, 10.5, false,
                Palette.MUTED) - 10.5;
    }

    private String conditionName(String id) {
        return sheet.landscape().conditions().stream().filter(card -> card.id().equals(id)).findFirst()
                .or(() -> sheet.shared()).map(ScoringCard::name).orElse(id);
    }

    /** The highlighted condition's scoring cells, 0-based from the landscape's top-left corner. */
    private Set<Cell> scoredCells() {
        Set<Cell> cellSet = new LinkedHashSet<>();
        if (sheet.highlight().isEmpty()) {
            return cellSet;
        }
        int width = sheet.landscape().board().width();
        List<CardScore> scored = new ArrayList<>(score.own());
        score.shared().ifPresent(scored::add);
        Optional<CardScore> highlighted = scored.stream().filter(card -> card.id().equals(sheet.highlight().get()))
                .findFirst();
        for (TermScore term : highlighted.map(CardScore::terms).orElse(List.of())) {
            for (Highlight highlight : term.highlights()) {
                long[] bits = highlight.cells();
                for (int index = 0; index < bits.length * 64; index++) {
                    if (Bits.get(bits, index)) {
                        cellSet.add(new Cell(index / width, index % width));
                    }
                }
            }
        }
        return cellSet;
    }
}
