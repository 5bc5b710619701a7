package org.cartolab.workbench.view;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.cartolab.board.Bits;
import org.cartolab.scoring.CardScore;
import org.cartolab.scoring.Highlight;
import org.cartolab.scoring.SeasonScore;
import org.cartolab.scoring.TermScore;

import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.VBox;

/**
 * A season's score card by card: each card's points and its terms; choosing a card shows the cells that scored
 * on the map (through {@code onHighlight}).
 */
public final class BreakdownView extends VBox {

    private final ToggleGroup group = new ToggleGroup();
    private final Consumer<long[]> onHighlight;

    public BreakdownView(Consumer<long[]> onHighlight) {
        super(4);
        this.onHighlight = onHighlight;
        getStyleClass().add("breakdown");
        group.selectedToggleProperty().addListener((o, old, now) ->
                onHighlight.accept(now == null ? null : (long[]) now.getUserData()));
    }

    /** Shows a score; the card that was chosen stays chosen if it is still there. */
    public void show(SeasonScore score, int words) {
        String chosen = group.getSelectedToggle() == null ? null
                : ((ToggleButton) group.getSelectedToggle()).getId();
        getChildren().clear();
        List<CardScore> rows = new ArrayList<>(score.cards());
        rows.addAll(score.terms());
        ToggleButton again = null;
        for (CardScore card : rows) {
            long[] cells = new long[words];
            for (TermScore term : card.terms()) {
                for (Highlight highlight : term.highlights()) {
                    cells = Bits.or(cells, highlight.cells());
                }
            }
            String name = card.id().equals(card.name()) ? capitalise(card.name()) : card.name();
            ToggleButton button = new ToggleButton(name + "   " + card.points());
            button.setId("breakdown-" + card.id());
            button.setUserData(cells);
            button.setToggleGroup(group);
            button.setMaxWidth(Double.MAX_VALUE);
            button.getStyleClass().add("breakdown-card");
            getChildren().add(button);
            for (TermScore term : card.terms()) {
                Label line = new Label("  " + term.points() + " = " + term.text());
                line.setWrapText(true);
                line.getStyleClass().add("breakdown-term");
                getChildren().add(line);
            }
            if (card.id().equals(chosen)) {
                again = button;
            }
        }
        Label total = new Label("Season total: " + score.total());
        total.setId("season-total");
        total.getStyleClass().add("score-total");
        getChildren().add(total);
        if (again != null) {
            again.setSelected(true);
            onHighlight.accept((long[]) again.getUserData());
        } else {
            onHighlight.accept(null);
        }
    }

    /** Chooses a card's button, as a click would. */
    public void choose(String cardId) {
        group.getToggles().stream().filter(t -> cardId.equals(((ToggleButton) t).getId().substring(10)))
                .findFirst().ifPresent(t -> t.setSelected(true));
    }

    private static String capitalise(String id) {
        return id.isEmpty() ? id : Character.toUpperCase(id.charAt(0)) + id.substring(1);
    }
}
