package org.cartolab.workbench;

import java.nio.file.Path;
import java.util.List;

import org.cartolab.workbench.view.Styles;
import org.cartolab.workbench.view.Workbench;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;

/** The workbench's window. */
public final class WorkbenchApp extends Application {

    private Workbench workbench;

    @Override
    public void start(Stage stage) {
        List<String> raw = getParameters().getRaw();
        workbench = new Workbench(stage, raw.isEmpty() ? null : Path.of(raw.get(0)), Workbench.defaultRecoveryDir());
        Scene scene = new Scene(workbench, 1400, 860);
        scene.getStylesheets().add(Styles.sheet());
        stage.setScene(scene);
        stage.titleProperty().bind(workbench.titleProperty());
        stage.setOnCloseRequest(event -> {
            if (!workbench.confirmClose()) {
                event.consume();
            }
        });
        stage.show();
    }

    @Override
    public void stop() {
        if (workbench != null) {
            workbench.shutdown();
        }
    }
}
