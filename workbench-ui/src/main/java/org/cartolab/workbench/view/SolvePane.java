package org.cartolab.workbench.view;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;

import org.cartolab.dsl.compile.Workspace;
import org.cartolab.model.Puzzle;
import org.cartolab.solve.PlayedStep;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.SolveResult;
import org.cartolab.workbench.solve.PuzzleSolve;

import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The solver panel: choose one of the file's puzzles, solve it off the FX thread with the search's nodes, best
 * play, bound and gap shown as it runs, cancel it, and step through the best play on the map.
 */
public final class SolvePane extends BorderPane {

    private final ExecutorService worker;
    private final ComboBox<Puzzle> puzzles = new ComboBox<>();
    private final Button solveButton = new Button("Solve puzzle");
    private final Button cancel = new Button("Cancel");
    private final ProgressIndicator running = new ProgressIndicator();
    private final Label live = new Label();
    private final Label outcome = new Label();
    private final Button previous = new Button("◀ Step");
    private final Button next = new Button("Step ▶");
    private final Label stepLabel = new Label();
    private final BorderPane boardHolder = new BorderPane();
    private Workspace workspace;
    private PuzzleSolve solve;
    private Task<SolveResult> task;
    private int step;

    public SolvePane(ExecutorService worker) {
        this.worker = worker;
        setId("solve");
        puzzles.setId("solve-puzzle");
        puzzles.setConverter(new StringConverter<>() {
            @Override
            public String toString(Puzzle puzzle) {
                return puzzle == null ? "" : puzzle.title() + " (" + puzzle.id() + ")";
            }

            @Override
            public Puzzle fromString(String text) {
                return null;
            }
        });
        solveButton.setId("solve-run");
        solveButton.setOnAction(event -> solve());
        cancel.setId("solve-cancel");
        cancel.setDisable(true);
        running.setVisible(false);
        running.setPrefSize(22, 22);
        live.setId("solve-live");
        outcome.setId("solve-outcome");
        outcome.getStyleClass().add("section-title");
        previous.setId("solve-previous");
        next.setId("solve-next");
        previous.setOnAction(event -> showStep(step - 1));
        next.setOnAction(event -> showStep(step + 1));
        stepLabel.setId("solve-step");
        stepLabel.setWrapText(true);
        HBox controls = new HBox(8, new Label("Puzzle"), puzzles, solveButton, cancel, running);
        controls.setAlignment(Pos.CENTER_LEFT);
        HBox stepping = new HBox(8, previous, next, stepLabel);
        stepping.setAlignment(Pos.CENTER_LEFT);
        VBox top = new VBox(8, controls, live, outcome, stepping);
        top.setPadding(new Insets(8));
        setTop(top);
        boardHolder.setPadding(new Insets(8));
        setCenter(boardHolder);
        showNoSolve("");
    }

    /** The puzzles of the file's last text without errors. */
    public void setWorkspace(Optional<Workspace> latest) {
        this.workspace = latest.orElse(null);
        List<Puzzle> list = latest.map(Workspace::puzzles).orElse(List.of());
        String chosen = puzzles.getValue() == null ? null : puzzles.getValue().id();
        puzzles.getItems().setAll(list);
        list.stream().filter(p -> p.id().equals(chosen)).findFirst()
                .ifPresentOrElse(puzzles::setValue, () -> puzzles.getSelectionModel().selectFirst());
        solveButton.setDisable(list.isEmpty() || task != null);
        if (list.isEmpty()) {
            live.setText("The file defines no puzzle. A 'puzzle' names a game, a map, the cards in order and the "
                    + "scoring cards; see samples/designer/last-row-puzzle.carto.");
        }
    }

    /** Solves the chosen puzzle off the FX thread; the live line follows the search (coalesced by the Task). */
    public void solve() {
        Puzzle puzzle = puzzles.getValue();
        if (puzzle == null || workspace == null) {
            return;
        }
        try {
            solve = new PuzzleSolve(puzzle, workspace);
        } catch (PuzzleException e) {
            showNoSolve(e.getMessage());
            return;
        }
        PuzzleSolve running = solve;
        // Cancel stops the search through its own flag, so the task still ends normally with the best play so far.
        AtomicBoolean stop = new AtomicBoolean();
        Task<SolveResult> mine = new Task<>() {
            @Override
            protected SolveResult call() {
                return running.solve(stop::get, progress -> updateMessage(describe(progress)));
            }
        };
        mine.messageProperty().addListener((o, old, message) -> live.setText(message));
        mine.setOnSucceeded(event -> showResult(running));
        mine.setOnFailed(event -> {
            done();
            showNoSolve("The search failed: " + mine.getException().getMessage());
        });
        task = mine;
        cancel.setOnAction(event -> stop.set(true));
        solveButton.setDisable(true);
        cancel.setDisable(false);
        this.running.setVisible(true);
        outcome.setText("Solving…");
        live.setText("");
        showNoSolve("");
        worker.submit(task);
    }

    private void showResult(PuzzleSolve finished) {
        done();
        Optional<SolveResult> result = finished.result();
        if (result.isEmpty()) {
            outcome.setText("Cancelled before any play was found.");
            return;
        }
        SolveResult r = result.get();
        String seasons = finished.seasonScores().isEmpty() ? "" : " (" + finished.seasonScores() + ")";
        outcome.setText(r.best().isEmpty() ? "No play found."
                : r.proven() ? "Proven optimum: " + r.score() + seasons
                : "Best found: " + r.score() + seasons + ", bound " + r.bound() + ", gap " + r.gap()
                        + " (not proven)");
        live.setText(r.nodes() + " nodes in " + r.millis() + " ms");
        showStep(0);
    }

    private void done() {
        task = null;
        solveButton.setDisable(puzzles.getItems().isEmpty());
        cancel.setDisable(true);
        running.setVisible(false);
    }

    private void showNoSolve(String message) {
        if (!message.isEmpty()) {
            outcome.setText(message);
        }
        previous.setDisable(true);
        next.setDisable(true);
        stepLabel.setText("");
        boardHolder.setCenter(null);
    }

    /** Shows the map after {@code index} steps of the best play, the last step's cells marked. */
    private void showStep(int index) {
        if (solve == null || solve.stepCount() == 0) {
            return;
        }
        step = Math.max(0, Math.min(index, solve.stepCount()));
        var map = solve.mapAfter(step);
        BoardCanvas canvas = new BoardCanvas(map.board(), 36);
        canvas.setId("solve-board");
        if (step == 0) {
            stepLabel.setText("Start: score " + solve.startScore() + ". " + solve.stepCount() + " steps.");
        } else {
            PlayedStep played = solve.step(step);
            if (played.move() != null) {
                canvas.setHighlighted(played.move().cells());
            }
            stepLabel.setText("Step " + step + " of " + solve.stepCount() + ": " + played.step().card().id() + ", "
                    + (played.move() == null ? "nothing can be drawn" : played.move().describe()) + "; score "
                    + played.scoreAfter());
        }
        boardHolder.setCenter(canvas);
        previous.setDisable(step == 0);
        next.setDisable(step == solve.stepCount());
    }

    private static String describe(PuzzleSolve.Progress progress) {
        return progress.nodes() + " nodes · best " + (progress.best() == Integer.MIN_VALUE ? "–" : progress.best())
                + " · bound " + progress.bound() + " · gap " + (progress.gap() < 0 ? "–" : progress.gap()) + " · "
                + progress.millis() + " ms";
    }
}
