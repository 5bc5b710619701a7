package org.cartolab.workbench.view;

import javafx.scene.control.Label;

/** The heading of a part of a pane (players, events, rules, ...), styled as one by the workbench's style sheet. */
public final class SectionTitle {

    private SectionTitle() {
    }

    public static Label of(String text) {
        Label title = new Label(text);
        title.getStyleClass().add("section-title");
        return title;
    }
}
