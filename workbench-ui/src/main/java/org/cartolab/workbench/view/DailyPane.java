package org.cartolab.workbench.view;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.workbench.daily.DailyRun;

import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;

/**
 * The daily puzzle of a date: generate it off the FX thread (with cancel), look at the puzzle and its solution,
 * and export the same files as {@code carto daily}.
 */
public final class DailyPane extends BorderPane {

    private final ExecutorService worker;
    private final DatePicker date = new DatePicker(LocalDate.of(2026, 12, 24));
    private final Button generate = new Button("Generate");
    private final Button cancel = new Button("Cancel");
    private final ToggleButton showSolution = new ToggleButton("Show the solution");
    private final Button export = new Button("Export…");
    private final ProgressIndicator running = new ProgressIndicator();
    private final Label status = new Label("Pick a date and generate its puzzle.");
    private final ImageView image = new ImageView();
    private DailyRun run;

    public DailyPane(ExecutorService worker) {
        this.worker = worker;
        setId("daily");
        generate.setId("daily-generate");
        cancel.setId("daily-cancel");
        export.setId("daily-export");
        status.setId("daily-status");
        image.setId("daily-image");
        cancel.setDisable(true);
        export.setDisable(true);
        showSolution.setDisable(true);
        running.setVisible(false);
        running.setPrefSize(18, 18);
        image.setPreserveRatio(true);
        image.setFitWidth(880);
        generate.setOnAction(event -> generate());
        showSolution.setOnAction(event -> showImage());
        export.setOnAction(event -> chooseAndExport());
        HBox controls = new HBox(8, new Label("Date"), date, generate, cancel, running, showSolution, export);
        VBox top = new VBox(6, controls, status);
        top.setPadding(new Insets(8));
        setTop(top);
        setCenter(new ScrollPane(image));
    }

    /** Generates the chosen date's puzzle off the FX thread. */
    public void generate() {
        LocalDate day = date.getValue();
        if (day == null) {
            return;
        }
        Game game = CardLibrary.load("cartographers").game("cartographers").orElseThrow();
        AtomicBoolean stop = new AtomicBoolean();
        Task<DailyRun> task = new Task<>() {
            @Override
            protected DailyRun call() throws Exception {
                return DailyRun.generate(game, day, stop::get);
            }
        };
        task.setOnSucceeded(event -> {
            run = task.getValue();
            export.setDisable(false);
            showSolution.setDisable(false);
            showImage();
            idle();
            status.setText(run.summary()); // last: the line that says the puzzle is ready
        });
        task.setOnFailed(event -> {
            Throwable failure = task.getException();
            status.setText(failure instanceof CancellationException ? "Cancelled."
                    : "No puzzle: " + failure.getMessage());
            idle();
        });
        cancel.setOnAction(event -> stop.set(true));
        generate.setDisable(true);
        cancel.setDisable(false);
        running.setVisible(true);
        status.setText("Generating the puzzle of " + day + " (a proof per candidate)…");
        worker.submit(task);
    }

    private void idle() {
        generate.setDisable(false);
        cancel.setDisable(true);
        running.setVisible(false);
    }

    private void showImage() {
        if (run != null) {
            String name = showSolution.isSelected() ? "solution.png" : "puzzle.png";
            image.setImage(new Image(new ByteArrayInputStream(run.file(name))));
        }
    }

    private void chooseAndExport() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Export the daily puzzle's files");
        File folder = chooser.showDialog(getScene() == null ? null : getScene().getWindow());
        if (folder != null) {
            exportTo(folder.toPath());
        }
    }

    /** Writes the files into {@code out/DATE/}; the status line says where or why not. */
    public void exportTo(Path out) {
        try {
            status.setText("Exported to " + run.exportTo(out) + ".");
        } catch (IOException e) {
            status.setText("Could not export: " + e.getMessage());
        }
    }

    /** The puzzle shown, if any (for tests). */
    public DailyRun current() {
        return run;
    }
}
