package org.cartolab.workbench.view;

import org.cartolab.model.CardFace;
import org.cartolab.model.ShapeOption;
import org.cartolab.model.Terrain;
import org.cartolab.model.hex.Landscape;
import org.cartolab.workbench.gallery.GalleryCard;

import javafx.geometry.Pos;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;

/**
 * A gallery card drawn as a playing card: a frame in its kind's colour, the title band, the facts, the shapes
 * (in the card's terrain when it offers one), the terrains offered, what it pictures (a map, a hex map, a landscape
 * card's faces, hex landscapes, an attack range) and the rule text.
 * Styled by workbench.css ({@code .card}, {@code .card-<kind>}).
 */
public final class CardNode extends VBox {

    private static final double WIDTH = 230;
    private static final double HEX_RADIUS = 22;

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
            facts.setWrapText(true);
            facts.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
            getChildren().add(facts);
        }
        card.map().ifPresent(board -> getChildren().add(new BoardCanvas(board, 24)));
        Canvas hexMap = card.hexMap().map(board -> new HexCanvas(board, HEX_RADIUS)).orElse(null);
        if (hexMap != null) {
            getChildren().add(hexMap);
        }
        if (!card.faces().isEmpty()) {
            HBox faces = new HBox(12);
            faces.setAlignment(Pos.CENTER);
            for (CardFace face : card.faces()) {
                Label name = new Label("Face " + face.id());
                name.getStyleClass().add("card-terrain");
                VBox column = new VBox(2, new FaceCanvas(face, card.conditionCells(), 30), name);
                column.setAlignment(Pos.CENTER);
                faces.getChildren().add(column);
            }
            getChildren().add(faces);
        }
        if (card.kind() == GalleryCard.Kind.HEX_LANDSCAPE || card.kind() == GalleryCard.Kind.PRODUCT) {
            // The landscape itself, or those that yield the product, as tiles; the text names them.
            FlowPane tiles = new FlowPane(8, 8);
            tiles.setAlignment(Pos.CENTER);
            double radius = card.kind() == GalleryCard.Kind.HEX_LANDSCAPE ? 40 : 26;
            card.landscapes().forEach(landscape -> tiles.getChildren().add(HexCanvas.tile(landscape, radius)));
            getChildren().add(tiles);
        } else if (!card.landscapes().isEmpty()) {
            FlowPane legend = new FlowPane(8, 4);
            legend.setAlignment(Pos.CENTER);
            for (Landscape landscape : card.landscapes()) {
                Label name = new Label(landscape.name(), HexCanvas.tile(landscape, 7));
                name.getStyleClass().add("card-terrain");
                legend.getChildren().add(name);
            }
            getChildren().add(legend);
        }
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
        double width = card.map().map(board -> board.width() * 24.0 + 28)
                .orElse(hexMap != null ? Math.max(WIDTH, hexMap.getWidth() + 28) : WIDTH);
        setPrefWidth(width);
        setMinWidth(width);
        setMaxWidth(width);
        setMinHeight(card.map().isPresent() || hexMap != null ? Region.USE_PREF_SIZE : 250);
        HBox.setHgrow(this, javafx.scene.layout.Priority.NEVER);
        setId("card-" + card.kind().name().toLowerCase() + "-" + card.id());
    }
}
