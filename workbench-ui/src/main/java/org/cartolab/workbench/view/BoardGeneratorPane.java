package org.cartolab.workbench.view;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;

import org.cartolab.hex.board.BoardCheck;
import org.cartolab.hex.board.BoardSetup;
import org.cartolab.hex.board.BoardText;
import org.cartolab.hex.board.Violation;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.hex.BoardConstraints;
import org.cartolab.model.hex.BoardRule;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.publish.AtomicFiles;
import org.cartolab.solve.board.BoardGenerator;
import org.cartolab.workbench.inkas.BoardMarks;
import org.cartolab.workbench.inkas.ConstraintChoice;

import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.Spinner;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The board generator: a constraint set and a seed, Generate (Choco, on a background thread; Cancel stops it), the
 * board with its numbers and pips, the set's rules and the board's violations as the independent report
 * ({@link BoardCheck}) finds them; a violation selected highlights its hexes and crossings. An impossible set
 * names its conflicting rules. The game's own map (the beginner board) can be checked the same way.
 */
public final class BoardGeneratorPane extends BorderPane {

    private static final double RADIUS = 30;

    private final ExecutorService worker;
    private final ComboBox<ConstraintChoice> sets = new ComboBox<>();
    private final Spinner<Integer> seed = new Spinner<>(1, 1_000_000_000, 1);
    private final Button generate = new Button("Generate");
    private final Button cancel = new Button("Cancel");
    private final Button save = new Button("Save board…");
    private final Label status = new Label();
    private final ListView<BoardRule> rules = new ListView<>();
    private final ListView<Violation> violations = new ListView<>();
    private final HexBoardView view = new HexBoardView(RADIUS);
    private HexGame game;
    private HexBoard generated;
    private long generatedSeed;
    private AtomicBoolean stop = new AtomicBoolean();
    private int generation;

    public BoardGeneratorPane(ExecutorService worker) {
        this.worker = worker;
        setId("board-generator");
        setPadding(new Insets(10));
        sets.setId("board-constraints");
        sets.valueProperty().addListener((o, old, chosen) -> showRules());
        seed.setId("board-seed");
        seed.setEditable(true);
        seed.setPrefWidth(110);
        generate.setId("board-generate");
        generate.setOnAction(event -> generate());
        cancel.setId("board-cancel");
        cancel.setDisable(true);
        cancel.setOnAction(event -> stop.set(true));
        Button beginner = new Button("Check the game's map");
        beginner.setId("board-beginner");
        beginner.setOnAction(event -> showTemplate());
        save.setId("board-save");
        save.setDisable(true);
        save.setOnAction(event -> chooseAndSave());
        status.setId("board-status");
        status.setWrapText(true);
        rules.setId("board-rules");
        rules.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        rules.setPrefHeight(200);
        rules.setCellFactory(list -> cell(rule -> rule.name() + ": " + rule.text()));
        view.setId("board-view");
        violations.setId("board-violations");
        violations.setCellFactory(list -> cell(v -> v.rule() + ": " + v.message()));
        violations.getSelectionModel().selectedItemProperty().addListener((o, old, chosen) -> mark(chosen));
        VBox.setVgrow(violations, Priority.ALWAYS);
        HBox controls = new HBox(8, new Label("Constraints"), sets, new Label("Seed"), seed, generate, cancel,
                beginner, save);
        setTop(new VBox(6, controls, status));
        setCenter(new ScrollPane(view));
        Label rulesTitle = SectionTitle.of("Rules");
        Label violationsTitle = SectionTitle.of("Violations (select one to see it on the board)");
        VBox side = new VBox(6, rulesTitle, rules, violationsTitle, violations);
        side.setPrefWidth(420);
        side.setPadding(new Insets(0, 0, 0, 10));
        setRight(side);
    }

    /**
     * The hex game whose map the boards shuffle, and the constraint sets to choose from (the chosen one stays
     * chosen if it is still offered). Shows the game's map until a board is generated.
     */
    public void setSource(HexGame hexGame, List<ConstraintChoice> choices) {
        try {
            BoardSetup.of(hexGame.maps().get(0));
        } catch (IllegalArgumentException e) {
            status.setText("No boards for '" + hexGame.id() + "': " + e.getMessage());
            generate.setDisable(true);
            return;
        }
        generate.setDisable(!cancel.isDisable()); // still disabled while a generation runs
        boolean sameGame = hexGame.equals(game);
        game = hexGame;
        ConstraintChoice chosen = sets.getValue();
        sets.getItems().setAll(choices);
        choices.stream().filter(c -> chosen != null && c.constraints().equals(chosen.constraints())).findFirst()
                .ifPresentOrElse(sets::setValue, () -> sets.getSelectionModel().selectFirst());
        if (!sameGame || view.board() == null) {
            showTemplate();
        }
    }

    /** The board shown now (generated, or the game's map). */
    public HexBoard board() {
        return view.board();
    }

    /** The hexes and crossings highlighted now. */
    public BoardMarks marks() {
        return view.marks();
    }

    private void showTemplate() {
        generated = null;
        save.setDisable(true);
        show(game.maps().get(0));
        status.setText("The game's map '" + game.maps().get(0).id() + "' checked against the chosen constraints.");
    }

    private void showRules() {
        ConstraintChoice choice = sets.getValue();
        rules.getItems().setAll(choice == null ? List.of() : choice.constraints().rules());
        if (view.board() != null) {
            show(view.board());
        }
    }

    /** Shows a board with its violations of the chosen constraints. */
    private void show(HexBoard board) {
        view.show(board, BoardMarks.NONE);
        ConstraintChoice choice = sets.getValue();
        violations.getItems().setAll(choice == null ? List.of()
                : BoardCheck.violations(board, setup(), choice.constraints()));
        if (violations.getItems().isEmpty()) {
            violations.setPlaceholder(new Label("No violation: the board satisfies its setup and every rule."));
        }
    }

    private void mark(Violation violation) {
        if (view.board() != null) {
            view.show(view.board(), violation == null ? BoardMarks.NONE
                    : BoardMarks.highlight(violation.hexes(), violation.crossings()));
        }
    }

    /** Generates off the FX thread; a newer request or Cancel makes an older one's result go unshown. */
    private void generate() {
        ConstraintChoice choice = sets.getValue();
        if (choice == null || game == null) {
            return;
        }
        BoardSetup setup = setup();
        long s = seed.getValue();
        AtomicBoolean stopThis = new AtomicBoolean();
        stop = stopThis;
        int mine = ++generation;
        Task<BoardGenerator.Result> task = new Task<>() {
            @Override
            protected BoardGenerator.Result call() {
                return BoardGenerator.generate(setup, choice.constraints(), s, "seed-" + s,
                        "Variable board, seed " + s, setup.template().noPaths(), stopThis::get);
            }
        };
        task.setOnSucceeded(event -> {
            if (mine == generation) {
                running(false);
                shown(task.getValue(), choice.constraints(), s);
            }
        });
        task.setOnFailed(event -> {
            if (mine == generation) {
                running(false);
                status.setText("The generator failed: " + task.getException().getMessage());
            }
        });
        status.setText("Generating a board for seed " + s + " under '" + choice.constraints().id() + "'…");
        running(true);
        worker.submit(task);
    }

    private void shown(BoardGenerator.Result result, BoardConstraints constraints, long s) {
        rules.getSelectionModel().clearSelection();
        if (result instanceof BoardGenerator.Found found) {
            generated = found.board();
            generatedSeed = s;
            save.setDisable(false);
            show(found.board());
            status.setText("Seed " + s + ": a board that satisfies the " + constraints.rules().size()
                    + (constraints.rules().size() == 1 ? " rule" : " rules") + " of '" + constraints.id()
                    + "'; the violation report finds "
                    + violations.getItems().size() + " violation(s).");
        } else if (result instanceof BoardGenerator.Conflict conflict) {
            conflict.rules().forEach(rule -> rules.getSelectionModel().select(rule));
            status.setText("No board satisfies '" + constraints.id() + "': " + (conflict.minimal()
                    ? "these rules conflict (drop any one and a board exists)"
                    : "these rules conflict (some proofs ran out of failures, so the set may not be minimal)")
                    + ": " + String.join("; ", conflict.rules().stream()
                    .map(rule -> rule.name() + " (" + rule.text() + ")").toList()) + ".");
        } else if (result instanceof BoardGenerator.Undecided undecided) {
            status.setText("No board found for '" + constraints.id() + "' within " + undecided.failLimit()
                    + " failures, and none proven impossible; loosen a rule or try another seed.");
        } else {
            status.setText("Cancelled: the board shown is the one before.");
        }
    }

    private void running(boolean running) {
        generate.setDisable(running);
        cancel.setDisable(!running);
    }

    private BoardSetup setup() {
        return BoardSetup.of(game.maps().get(0));
    }

    private void chooseAndSave() {
        SaveDialog.ask(this, "Carto files", "*.carto", "board-" + generatedSeed + ".carto", this::saveBoard);
    }

    /**
     * Writes the generated board as {@code carto board --out} does: the map and a hex game that names the map it
     * shuffles and the constraints (written out when they are not the game's own).
     */
    public void saveBoard(Path file) throws IOException {
        if (generated == null) {
            throw new IllegalStateException("no generated board to save");
        }
        BoardConstraints constraints = sets.getValue().constraints();
        String text = BoardText.carto(CardLibrary.NAMES.contains(game.id()) ? Optional.of(game.id())
                        : Optional.empty(),
                List.of("Generated in the workbench: seed " + generatedSeed + ", constraints '" + constraints.id()
                        + "' (carto board --game " + game.id() + " --seed " + generatedSeed + ")",
                        "The frame of '" + game.maps().get(0).id() + "' with its tiles and number tokens "
                                + "shuffled; it satisfies the board constraints '" + constraints.id() + "'."),
                game, generated, game.maps().get(0), constraints, !game.boardConstraints().contains(constraints));
        AtomicFiles.writeString(file, text);
        status.setText("Saved " + file.getFileName() + ".");
    }

    private static <T> ListCell<T> cell(java.util.function.Function<T, String> text) {
        return new ListCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : text.apply(item));
                setWrapText(true);
                setPrefWidth(0);
            }
        };
    }
}
