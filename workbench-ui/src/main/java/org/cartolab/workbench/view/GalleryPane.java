package org.cartolab.workbench.view;

import org.cartolab.workbench.gallery.Gallery;
import org.cartolab.workbench.gallery.GalleryCard;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

/** Every card the open file defines, by kind, drawn as cards; a note says when the text has errors. */
public final class GalleryPane extends ScrollPane {

    private final VBox content = new VBox(12);
    private final Label note = new Label();

    public GalleryPane() {
        setId("gallery");
        content.getStyleClass().add("gallery");
        content.setPadding(new Insets(12));
        note.setId("gallery-note");
        setContent(content);
        setFitToWidth(true);
        content.getChildren().add(note);
    }

    /**
     * Shows a gallery.
     *
     * @param stale whether the text now has errors, so this is the last version that had none
     */
    public void show(Gallery gallery, boolean stale) {
        content.getChildren().setAll(note);
        note.setText(stale && gallery.cards().isEmpty() ? "The text has errors; its cards appear once it has none."
                : stale ? "The text has errors: showing the last version without errors."
                : gallery.cards().isEmpty() ? "The file defines no cards of its own yet." : "");
        note.setManaged(!note.getText().isEmpty());
        for (GalleryCard.Kind kind : GalleryCard.Kind.values()) {
            var cards = gallery.cards(kind);
            if (cards.isEmpty()) {
                continue;
            }
            Label title = new Label(kind.plural() + " (" + cards.size() + ")");
            title.getStyleClass().add("gallery-section");
            FlowPane flow = new FlowPane(12, 12);
            cards.forEach(card -> flow.getChildren().add(new CardNode(card)));
            content.getChildren().addAll(title, flow);
        }
    }
}
