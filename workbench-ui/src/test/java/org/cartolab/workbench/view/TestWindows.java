package org.cartolab.workbench.view;

import java.nio.file.Path;
import java.util.function.Supplier;

import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;

/** The UI tests' windows: a pane or a whole workbench built on the FX thread and shown on a stage of its own. */
final class TestWindows {

    /** The size the panes are laid out for in the tests (and in the README's screenshots). */
    static final int WIDTH = 1200;
    static final int HEIGHT = 760;

    private TestWindows() {
    }

    static <T extends Parent> T show(FxRobot robot, Supplier<T> root) {
        return show(robot, root, WIDTH, HEIGHT);
    }

    static <T extends Parent> T show(FxRobot robot, Supplier<T> root, int width, int height) {
        Object[] shown = new Object[1];
        robot.interact(() -> {
            T node = root.get();
            Stage stage = new Stage();
            stage.setScene(new Scene(node, width, height));
            stage.show();
            shown[0] = node;
        });
        @SuppressWarnings("unchecked")
        T node = (T) shown[0];
        return node;
    }

    /** A workbench opened on the file, its recovery folder in {@code dir}. */
    static Workbench workbench(FxRobot robot, Path file, Path dir) {
        return show(robot, () -> new Workbench(null, file, dir.resolve("recovery")));
    }

    /** Selects the workbench tab of the id ({@code inkas-tab}, {@code landscape-tab}, ...). */
    static void selectTab(FxRobot robot, String id) {
        robot.interact(() -> {
            TabPane tabs = robot.lookup("#tabs").queryAs(TabPane.class);
            tabs.getSelectionModel().select(tabs.getTabs().stream().filter(tab -> id.equals(tab.getId()))
                    .findFirst().orElseThrow());
        });
    }
}
