package org.cartolab.workbench.view;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;

import org.cartolab.landscape.LandscapeScore;
import org.cartolab.landscape.play.GameInProgress;
import org.cartolab.model.CardFace;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.scoring.CardScore;
import org.cartolab.solve.landscape.ChocoLandscapeSolver;
import org.cartolab.solve.landscape.LandscapeSolveResult;
import org.cartolab.workbench.landscape.LandscapeTable;

import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.geometry.Point2D;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The landscape table (Confusing Lands): the cards offered now, each face a button to choose it; R or Rotate turns
 * it; hovering the grid previews it where it would lie, with the engine's reason when the rules refuse it; a click
 * lays it; Undo takes it back; beside, the shared condition and the score. The state is a {@link LandscapeTable}:
 * {@link #show} one whose offers a game supplies, or {@link #setGame} for free play, every card on offer.
 */
public final class LandscapePane extends BorderPane {

    private static final double CELL = 34;

    private final LandscapeCanvas canvas = new LandscapeCanvas(CELL);
    private final VBox offers = new VBox(8);
    private final ComboBox<LandscapeCard> sharedChoice = new ComboBox<>();
    private final Label status = new Label();
    private final Label total = new Label();
    private final VBox breakdown = new VBox(2);
    private final Button undo = new Button("Undo");
    private final Spinner<Integer> seed = new Spinner<>(1, 1_000_000, 1);
    private final ComboBox<LandscapePuzzle> puzzles = new ComboBox<>();
    private final Button solve = new Button("Solve");
    private final Button stopSolve = new Button("Cancel");
    private final Button tryPuzzle = new Button("Try it");
    private final Label solveStatus = new Label();
    private final AtomicBoolean stopRequested = new AtomicBoolean();
    private ExecutorService solver;
    private final Label progress = new Label();
    private LandscapeTable table;
    private LandscapeGame freePlayGame;
    private int[] hovered;

    public LandscapePane() {
        setId("landscape-pane");
        setPadding(new Insets(10));
        sharedChoice.setId("landscape-shared");
        sharedChoice.setConverter(new StringConverter<>() {
            @Override
            public String toString(LandscapeCard card) {
                return card == null ? "" : card.condition().map(c -> c.name()).orElse(card.name());
            }

            @Override
            public LandscapeCard fromString(String text) {
                return null;
            }
        });
        sharedChoice.valueProperty().addListener((o, old, card) -> {
            if (card != null && freePlayGame != null && old != null && !card.equals(old)) {
                show(LandscapeTable.freePlay(freePlayGame, Optional.of(card)));
            }
        });
        Button rotate = new Button("Rotate (R)");
        rotate.setId("landscape-rotate");
        rotate.setOnAction(event -> rotate());
        undo.setId("landscape-undo");
        undo.setDisable(true);
        undo.setOnAction(event -> {
            table.undo();
            refresh();
        });
        status.setId("landscape-status");
        status.setWrapText(true);
        total.setId("landscape-score");
        total.getStyleClass().add("section-title");
        canvas.setId("landscape-grid");
        canvas.setOnMouseMoved(event -> hover(canvas.cellAt(event.getX(), event.getY())));
        canvas.setOnMouseExited(event -> hover(null));
        canvas.setOnMouseClicked(event -> lay(canvas.cellAt(event.getX(), event.getY())));
        setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.R) {
                rotate();
                event.consume();
            }
        });
        seed.setId("landscape-seed");
        seed.setEditable(true);
        seed.setPrefWidth(100);
        Button deal = new Button("Play solo");
        deal.setId("landscape-deal");
        deal.setOnAction(event -> playSolo());
        progress.setId("landscape-progress");
        progress.setWrapText(true);
        puzzles.setId("landscape-puzzle");
        puzzles.setConverter(new StringConverter<>() {
            @Override
            public String toString(LandscapePuzzle puzzle) {
                return puzzle == null ? "" : puzzle.title() + " (" + puzzle.cards().size() + " cards)";
            }

            @Override
            public LandscapePuzzle fromString(String text) {
                return null;
            }
        });
        solve.setId("landscape-solve");
        solve.setOnAction(event -> solvePuzzle());
        stopSolve.setId("landscape-solve-cancel");
        stopSolve.setDisable(true);
        stopSolve.setOnAction(event -> stopRequested.set(true));
        tryPuzzle.setId("landscape-try");
        tryPuzzle.setOnAction(event -> {
            if (puzzles.getValue() != null) {
                show(LandscapeTable.puzzle(puzzles.getValue()));
                sharedChoice.setDisable(true);
            }
        });
        solveStatus.setId("landscape-solve-status");
        solveStatus.setWrapText(true);
        setPuzzles(List.of());
        Label offeredTitle = SectionTitle.of("Offered now");
        HBox solo = new HBox(6, new Label("Seed"), seed, deal);
        ScrollPane offerScroll = new ScrollPane(new VBox(6, solo, progress, offeredTitle, offers));
        offerScroll.setPrefWidth(250);
        setLeft(offerScroll);
        HBox controls = new HBox(8, new Label("Shared condition"), sharedChoice, rotate, undo);
        HBox puzzleRow = new HBox(8, new Label("Puzzle"), puzzles, tryPuzzle, solve, stopSolve);
        VBox centre = new VBox(8, controls, puzzleRow, solveStatus, new ScrollPane(canvas), status);
        centre.setPadding(new Insets(0, 10, 0, 10));
        setCenter(centre);
        Label scoreTitle = SectionTitle.of("Score");
        VBox right = new VBox(6, scoreTitle, breakdown, total);
        right.setPrefWidth(260);
        setRight(right);
        status.setText("Open a landscape game (e.g. 'uses confusing-lands') to lay its cards here.");
    }

    /**
     * Free play of the game: every card on offer, the first card's condition shared (changeable). The same game
     * again (a check after an edit elsewhere in the file) keeps the table as it is; returns whether it changed.
     */
    public boolean setGame(Optional<LandscapeGame> game) {
        if (Objects.equals(game.orElse(null), freePlayGame)) {
            return false;
        }
        freePlayGame = game.orElse(null);
        if (freePlayGame == null) {
            return true;
        }
        sharedChoice.getItems().setAll(freePlayGame.cards().stream().filter(card -> card.condition().isPresent())
                .toList());
        LandscapeCard shared = sharedChoice.getItems().get(0);
        show(LandscapeTable.freePlay(freePlayGame, Optional.of(shared)));
        sharedChoice.setValue(shared);
        return true;
    }

    /** The landscape puzzles of the open file: tried card by card, or solved by Choco to a proven optimum. */
    public void setPuzzles(List<LandscapePuzzle> list) {
        String chosen = puzzles.getValue() == null ? null : puzzles.getValue().id();
        puzzles.getItems().setAll(list);
        list.stream().filter(p -> p.id().equals(chosen)).findFirst()
                .ifPresentOrElse(puzzles::setValue, () -> puzzles.getSelectionModel().selectFirst());
        boolean none = list.isEmpty();
        solve.setDisable(none || !stopSolve.isDisable());
        tryPuzzle.setDisable(none);
        if (none) {
            solveStatus.setText("No landscape puzzle in the file ('landscape-puzzle ID { game G shared CARD cards A, "
                    + "B, C }'): solve one here, or try it card by card.");
        }
    }

    /** Solves the chosen puzzle off the FX thread (Cancel keeps the best layout so far) and lays out its best. */
    private void solvePuzzle() {
        LandscapePuzzle puzzle = puzzles.getValue();
        if (puzzle == null) {
            return;
        }
        if (solver == null) {
            solver = Executors.newSingleThreadExecutor(runnable -> {
                Thread thread = new Thread(runnable, "landscape-solver");
                thread.setDaemon(true);
                return thread;
            });
        }
        stopRequested.set(false);
        Task<LandscapeSolveResult> task = new Task<>() {
            @Override
            protected LandscapeSolveResult call() {
                return new ChocoLandscapeSolver(puzzle).solve(null, Long.MAX_VALUE, stopRequested::get);
            }
        };
        task.setOnSucceeded(event -> {
            LandscapeSolveResult result = task.getValue();
            solveStatus.setText((result.proven() ? "Proven optimum " + result.score()
                    : "Best found " + result.score() + ", bound " + result.bound() + " (cancelled, not proven)")
                    + " · " + result.nodes() + " nodes in " + result.millis() + " ms. The best layout is shown; "
                    + "Try it to lay the cards yourself.");
            show(LandscapeTable.laidOut(puzzle, result.best().layout()));
            sharedChoice.setDisable(true);
            solving(false);
        });
        task.setOnFailed(event -> {
            solveStatus.setText("The search failed: " + task.getException().getMessage());
            solving(false);
        });
        solveStatus.setText("Solving " + puzzle.title() + "…");
        solving(true);
        solver.submit(task);
    }

    private void solving(boolean running) {
        solve.setDisable(running || puzzles.getItems().isEmpty());
        stopSolve.setDisable(!running);
    }

    /**
     * A solo game of the open landscape game dealt by the seed: the rules' draft (keep one of two, then the card
     * received) through the engine, with the score and the title at the end.
     */
    private void playSolo() {
        LandscapeGame game = table == null ? freePlayGame : table.game();
        if (game == null) {
            return;
        }
        show(LandscapeTable.soloGame(game, seed.getValue(), this::progress));
        sharedChoice.setDisable(true);
    }

    private void progress(GameInProgress now) {
        if (now.finished().isPresent()) {
            int score = now.finished().get().log().totals().get(0);
            progress.setText("Game over: " + score + Optional.ofNullable(now.finished().get().log().soloTitle())
                    .map(title -> ", " + title).orElse("") + ".");
        } else {
            progress.setText("Round " + now.round() + " of " + now.game().draft().rounds() + ": "
                    + (now.offered().size() > 1 ? "keep one of the cards dealt and lay it (the other is discarded)"
                    : "lay the card received") + ".");
        }
    }

    /** Shows a table; a game that supplies the offers keeps it and calls {@link #refresh} after offering. */
    public void show(LandscapeTable shown) {
        table = shown;
        sharedChoice.setDisable(freePlayGame == null || !freePlayGame.equals(shown.game()));
        refresh();
    }

    public LandscapeTable table() {
        return table;
    }

    /** The centre of a landscape cell on the screen: for tests. */
    public Point2D cellOnScreen(int row, int col) {
        Point2D centre = canvas.centre(row, col);
        return canvas.localToScreen(centre.getX(), centre.getY());
    }

    /** Redraws everything from the table. */
    public void refresh() {
        offers();
        score();
        undo.setDisable(!table.canUndo());
        drawGrid();
        if (table.chosen().isEmpty()) {
            status.setText(table.offered().isEmpty() ? "No card is offered now." : "Choose an offered card's face.");
        }
    }

    private void offers() {
        offers.getChildren().clear();
        ToggleGroup group = new ToggleGroup();
        for (LandscapeCard card : table.offered()) {
            HBox faces = new HBox(6);
            for (CardFace face : card.faces()) {
                ToggleButton button = new ToggleButton("Face " + face.id(),
                        new FaceCanvas(face, Optional.of(table.game().conditionCells()), 20));
                button.setContentDisplay(javafx.scene.control.ContentDisplay.TOP);
                button.setId("offer-" + card.id() + "-" + face.id());
                button.setToggleGroup(group);
                button.setSelected(table.chosen().filter(card::equals).isPresent()
                        && table.face().filter(face::equals).isPresent());
                button.setOnAction(event -> {
                    table.choose(card, face);
                    status.setText("Hover the grid to place " + card.name() + "; R turns it; click lays it.");
                    drawGrid();
                    requestFocus();
                });
                faces.getChildren().add(button);
            }
            Label name = new Label(card.name());
            name.setWrapText(true);
            offers.getChildren().add(new VBox(2, name, faces));
        }
    }

    private void score() {
        breakdown.getChildren().clear();
        Optional<LandscapeScore> score = table.score();
        for (CardScore own : score.map(LandscapeScore::own).orElse(java.util.List.of())) {
            breakdown.getChildren().add(new Label(own.name() + ": " + own.points()));
        }
        String shared = table.shared().map(c -> "Shared: " + c.name()).orElse("No shared condition");
        breakdown.getChildren().add(new Label(shared + score.flatMap(LandscapeScore::shared)
                .map(s -> ": " + s.points()).orElse("")));
        score.ifPresent(s -> breakdown.getChildren().add(new Label("Conditions: " + s.conditionCost())));
        table.shared().ifPresent(c -> {
            Label text = new Label(c.text());
            text.setWrapText(true);
            text.getStyleClass().add("card-text");
            breakdown.getChildren().add(text);
        });
        total.setText("Total " + score.map(LandscapeScore::total).orElse(0));
    }

    private void rotate() {
        if (table != null && table.chosen().isPresent()) {
            table.rotate();
            if (hovered != null) {
                hover(hovered);
            }
        }
    }

    private void hover(int[] cell) {
        hovered = cell;
        if (cell != null && table.chosen().isPresent()) {
            Optional<String> problem = table.problem(cell[0], cell[1]);
            status.setText(problem.map(p -> "Not here: " + p).orElse("Click to lay " + table.chosen().get().name()
                    + " at " + cell[0] + "," + cell[1] + "."));
        }
        drawGrid();
    }

    private void lay(int[] cell) {
        Optional<String> problem = table.lay(cell[0], cell[1]);
        if (problem.isPresent()) {
            status.setText("Not here: " + problem.get());
            return;
        }
        hovered = null;
        refresh();
    }

    private void drawGrid() {
        boolean allowed = hovered != null && table.problem(hovered[0], hovered[1]).isEmpty();
        canvas.draw(table.game(), table.landscape(), hovered == null ? Optional.empty()
                : table.candidate(hovered[0], hovered[1]), allowed);
    }
}
