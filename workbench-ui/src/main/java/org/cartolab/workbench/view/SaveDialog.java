package org.cartolab.workbench.view;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;

import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.stage.FileChooser;

/** "Save …" of a pane: ask where, write there, and say why in a dialog when the writing fails. */
final class SaveDialog {

    /** Writes the pane's content to a file. */
    interface Writer {
        void write(Path file) throws IOException;
    }

    private SaveDialog() {
    }

    static void ask(Node owner, String kind, String pattern, String initialName, Writer writer) {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(kind, pattern));
        chooser.setInitialFileName(initialName);
        File chosen = chooser.showSaveDialog(owner.getScene() == null ? null : owner.getScene().getWindow());
        if (chosen == null) {
            return;
        }
        try {
            writer.write(chosen.toPath());
        } catch (IOException e) {
            new Alert(Alert.AlertType.ERROR, "Cannot save: " + e.getMessage()).showAndWait();
        }
    }
}
