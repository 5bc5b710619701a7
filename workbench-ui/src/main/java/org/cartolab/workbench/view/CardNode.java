package org.cartolab.workbench.view;

import org.cartolab.model.ShapeOption;
import org.cartolab.model.Terrain;
import org.cartolab.workbench.gallery.GalleryCard;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;

/**
 * A gallery card drawn as a playing card: a frame in its kind's colour, the title band, the facts, the shapes
 * (in the card's terrain when it offers one), the terrains offered, the map or the attack range, and the rule text.
 * Styled by workbench.css ({@code .card}, {@code .card-<kind>}).
 */
public final class CardNode extends VBox {

    private static final double WIDTH = 230;

    public CardNode(GalleryCard card) {
        getStyleClass().addAll("card", "card-" + card.kind().name().toLowerCase());
        setSpacing(6);
        setAlignment(Pos.TOP_CENTER);
        Label kind = new Label(card.kind().label().toUpperCase());
        kind.getStyleClass().add("card-kind");
        Label title = new Label(card.title());
        title.getStyleClass().add("card-title");
        title.setWrapText(true);
        VBox band = new VBox(0, kind, title);
        band.getStyleClass().add("card-band");
        band.setAlignment(Pos.CENTER);
        band.setMaxWidth(Double.MAX_VALUE);
        getChildren().add(band);
        if (!card.facts().isEmpty()) {
            Label facts = new Label(String.join("  ·  ", card.facts()));
            facts.getStyleClass().add("card-facts");
            getChildren().add(facts);
        }
        card.map().ifPresent(board -> getChildren().add(new BoardCanvas(board, 24)));
        if (!card.shapes().isEmpty()) {
            FlowPane shapes = new FlowPane(10, 8);
            shapes.setAlignment(Pos.CENTER);
            Terrain only = card.terrains().size() == 1 ? card.terrains().get(0) : null;
            for (ShapeOption option : card.shapes()) {
                shapes.getChildren().add(new ShapeCanvas(option.shape().cells(), only, option.coin(), 18));
            }
            getChildren().add(shapes);
        }
        if (!card.attack().isEmpty()) {
            getChildren().add(ShapeCanvas.attack(card.attack(), 18));
        }
        if (card.terrains().size() > 1 || card.kind() == GalleryCard.Kind.EXPLORE && !card.terrains().isEmpty()) {
            FlowPane terrains = new FlowPane(8, 4);
            terrains.setAlignment(Pos.CENTER);
            for (Terrain terrain : card.terrains()) {
                Rectangle swatch = new Rectangle(12, 12, Glyphs.colour(terrain));
                swatch.getStyleClass().add("swatch");
                Label name = new Label(terrain.name(), swatch);
                name.getStyleClass().add("card-terrain");
                terrains.getChildren().add(name);
            }
            getChildren().add(terrains);
        }
        if (!card.text().isEmpty()) {
            Label text = new Label(card.text());
            text.getStyleClass().add("card-text");
            text.setWrapText(true);
            getChildren().add(text);
        }
        if (!card.rules().isEmpty()) {
            Region gap = new Region();
            VBox.setVgrow(gap, javafx.scene.layout.Priority.ALWAYS);
            Label rules = new Label(String.join("\n", card.rules()));
            rules.getStyleClass().add("card-rules");
            rules.setWrapText(true);
            getChildren().addAll(gap, rules);
        }
        double width = card.map().map(board -> board.width() * 24.0 + 28).orElse(WIDTH);
        setPrefWidth(width);
        setMinWidth(width);
        setMaxWidth(width);
        setMinHeight(card.kind() == GalleryCard.Kind.MAP ? Region.USE_PREF_SIZE : 250);
        HBox.setHgrow(this, javafx.scene.layout.Priority.NEVER);
        setId("card-" + card.kind().name().toLowerCase() + "-" + card.id());
    }
}
