package org.cartolab.workbench.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.function.Supplier;

import org.cartolab.model.Game;
import org.cartolab.model.MapSheet;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.Terrain;
import org.cartolab.rules.Move;
import org.cartolab.rules.SeasonScoreSheet;
import org.cartolab.scoring.CardScore;
import org.cartolab.workbench.play.Ghost;
import org.cartolab.workbench.play.GreedyMoves;
import org.cartolab.workbench.play.GreedyMoves.RankedMove;
import org.cartolab.workbench.play.PlayTable;
import org.cartolab.workbench.play.Turn;

import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The play-test table: deal a game from a seed, see the card, choose shape and terrain, turn (R) and flip (F) it,
 * see its ghost under the mouse (green: legal), click to draw, undo; the season's score card by card with the
 * scoring cells, the finished seasons, and the best moves for the card (hover to preview, double-click to draw).
 * The rules and the scores come from {@link PlayTable}; replays and rankings run off the FX thread.
 */
public final class PlayPane extends BorderPane {

    private static final int BEST_MOVES = 12;
    private static final double CELL = 36;

    private final ExecutorService worker;
    private final ComboBox<Game> games = new ComboBox<>();
    private final ComboBox<String> maps = new ComboBox<>();
    private final TextField seed = new TextField("1");
    private final Button deal = new Button("Deal");
    private final Button undo = new Button("Undo");
    private final ProgressIndicator busy = new ProgressIndicator();
    private final Label cardLabel = new Label();
    private final Label seasonLabel = new Label();
    private final Label edictsLabel = new Label();
    private final Label hint = new Label("R turns, F flips, click draws. Hover a best move to preview it.");
    private final FlowPane shapes = new FlowPane(6, 6);
    private final FlowPane terrains = new FlowPane(6, 6);
    private final ToggleGroup shapeGroup = new ToggleGroup();
    private final ToggleGroup terrainGroup = new ToggleGroup();
    private final BreakdownView breakdown;
    private final VBox sheets = new VBox(2);
    private final ListView<RankedMove> best = new ListView<>();
    private final BorderPane boardHolder = new BorderPane();
    private BoardCanvas canvas;
    private PlayTable table;
    private Turn turn;
    private int shapeIndex;
    private int transform;
    private Terrain terrain;
    private ShapeCell mouse;

    public PlayPane(ExecutorService worker) {
        this.worker = worker;
        setId("play");
        breakdown = new BreakdownView(cells -> {
            if (canvas != null) {
                canvas.setHighlighted(cells);
            }
        });
        games.setId("play-game");
        games.setConverter(new StringConverter<>() {
            @Override
            public String toString(Game game) {
                return game == null ? "" : game.name();
            }

            @Override
            public Game fromString(String text) {
                return null;
            }
        });
        games.valueProperty().addListener((o, old, game) -> {
            maps.getItems().setAll(game == null ? List.of() : game.maps().stream().map(MapSheet::id).toList());
            maps.getSelectionModel().selectFirst();
        });
        maps.setId("play-map");
        seed.setId("play-seed");
        seed.setPrefColumnCount(6);
        deal.setId("play-deal");
        deal.setOnAction(event -> deal());
        undo.setId("play-undo");
        undo.setOnAction(event -> run(() -> {
            table.undo();
            return table;
        }));
        undo.setDisable(true);
        busy.setVisible(false);
        busy.setPrefSize(22, 22);
        HBox controls = new HBox(8, new Label("Game"), games, new Label("Map"), maps, new Label("Seed"), seed, deal,
                undo, busy);
        controls.setAlignment(Pos.CENTER_LEFT);
        controls.setPadding(new Insets(8));
        setTop(controls);

        boardHolder.setPadding(new Insets(8));
        ScrollPane boardScroll = new ScrollPane(boardHolder);
        boardScroll.setMinWidth(0);
        setCenter(boardScroll); // the map scrolls rather than push the score panel out of the window

        cardLabel.setId("play-card");
        cardLabel.getStyleClass().add("section-title");
        seasonLabel.setId("play-season");
        edictsLabel.setWrapText(true);
        hint.setWrapText(true);
        seasonLabel.setWrapText(true);
        cardLabel.setWrapText(true);
        best.setId("best-moves");
        best.setPrefHeight(220);
        best.setPrefWidth(340);
        best.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(RankedMove ranked, boolean empty) {
                super.updateItem(ranked, empty);
                setText(empty || ranked == null ? null : (ranked.gain() >= 0 ? "+" : "") + ranked.gain() + "   "
                        + ranked.move().describe());
                setOnMouseEntered(event -> {
                    if (getItem() != null && canvas != null) {
                        canvas.setGhost(ghostOf(getItem().move()));
                    }
                });
                setOnMouseClicked(event -> {
                    if (getItem() != null && event.getClickCount() == 2) {
                        place(getItem().move());
                    }
                });
            }
        });
        Label sheetsTitle = SectionTitle.of("Seasons scored");
        Label bestTitle = SectionTitle.of("Best moves (gain this season)");
        Label breakdownTitle = SectionTitle.of("This season's score now");
        VBox side = new VBox(8, cardLabel, seasonLabel, shapes, terrains, hint, edictsLabel, breakdownTitle,
                breakdown, sheetsTitle, sheets, bestTitle, best);
        side.setPadding(new Insets(8));
        side.setPrefWidth(370);
        side.setMinWidth(0);
        ScrollPane scroll = new ScrollPane(side);
        scroll.setFitToWidth(true);
        scroll.setPrefWidth(390);
        scroll.setMinWidth(390);
        setRight(scroll);

        addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getTarget() instanceof TextField) {
                return;
            }
            if (event.getCode() == KeyCode.R) {
                transform = (transform / 4) * 4 + (transform + 1) % 4;
                refreshGhost();
                event.consume();
            } else if (event.getCode() == KeyCode.F) {
                transform = (transform + 4) % 8;
                refreshGhost();
                event.consume();
            }
        });
    }

    /** The games to choose from; keeps the chosen one if it is still there (by id). */
    public void setGames(List<Game> choices) {
        String chosen = games.getValue() == null ? null : games.getValue().id();
        games.getItems().setAll(choices);
        Optional<Game> again = choices.stream().filter(g -> g.id().equals(chosen)).findFirst();
        if (again.isPresent()) {
            games.setValue(again.get());
        } else {
            games.getSelectionModel().selectFirst();
        }
    }

    public PlayTable table() {
        return table;
    }

    public BoardCanvas canvas() {
        return canvas;
    }

    /** Deals a new game with the chosen game, map and seed. */
    public void deal() {
        Game game = games.getValue();
        String map = maps.getValue();
        long value;
        try {
            value = Long.parseLong(seed.getText().strip());
        } catch (NumberFormatException e) {
            hint.setText("The seed must be a whole number, not '" + seed.getText() + "'.");
            return;
        }
        if (game == null || map == null) {
            hint.setText("Choose a game with a map sheet first.");
            return;
        }
        run(() -> new PlayTable(game, map, value));
    }

    /** Draws a legal move of the current turn. */
    public void place(Move move) {
        run(() -> {
            table.place(move);
            return table;
        });
    }

    /** Runs a change of the table off the FX thread, then shows the result; input waits meanwhile. */
    private void run(Supplier<PlayTable> change) {
        Task<Ranked> task = new Task<>() {
            @Override
            protected Ranked call() {
                PlayTable next = change.get();
                List<RankedMove> ranking = next.turn().map(GreedyMoves::rank).orElse(List.of());
                return new Ranked(next, ranking.subList(0, Math.min(BEST_MOVES, ranking.size())));
            }
        };
        setDisable(true);
        busy.setVisible(true);
        task.setOnSucceeded(event -> {
            setDisable(false);
            busy.setVisible(false);
            show(task.getValue());
        });
        task.setOnFailed(event -> {
            setDisable(false);
            busy.setVisible(false);
            hint.setText("That did not work: " + task.getException().getMessage());
        });
        worker.submit(task);
    }

    private record Ranked(PlayTable table, List<RankedMove> best) {
    }

    private void show(Ranked ranked) {
        table = ranked.table();
        turn = table.turn().orElse(null);
        undo.setDisable(!table.canUndo());
        var map = table.map();
        if (canvas == null || canvas.getWidth() != map.board().width() * CELL + 4
                || canvas.getHeight() != map.board().height() * CELL + 4) {
            canvas = new BoardCanvas(map.board(), CELL);
            canvas.setId("play-board");
            canvas.setFocusTraversable(true);
            canvas.setOnMouseMoved(event -> {
                mouse = canvas.cellAt(event.getX(), event.getY()).orElse(null);
                refreshGhost();
            });
            canvas.setOnMouseEntered(event -> canvas.requestFocus());
            canvas.setOnMouseExited(event -> {
                mouse = null;
                refreshGhost();
            });
            canvas.setOnMouseClicked(event -> {
                if (event.getButton() == MouseButton.PRIMARY) {
                    canvas.cellAt(event.getX(), event.getY()).ifPresent(cell -> {
                        mouse = cell;
                        ghost().flatMap(Ghost::legalMove).ifPresent(this::place);
                    });
                }
            });
            boardHolder.setCenter(canvas);
        } else {
            canvas.setBoard(map.board());
        }
        showTurn();
        breakdown.show(table.breakdown(), map.grid().words());
        showSheets();
        best.getItems().setAll(ranked.best());
        refreshGhost();
    }

    private void showTurn() {
        shapes.getChildren().clear();
        terrains.getChildren().clear();
        List<String> edicts = new ArrayList<>();
        for (ScoringCard card : table.edicts()) {
            String letter = table.edictLetter(card);
            boolean now = table.season().edicts().contains(letter);
            edicts.add((now ? "▶ " : "") + letter + ": " + card.name());
        }
        edictsLabel.setText("Edicts   " + String.join("   ", edicts));
        if (turn == null) {
            var log = table.result().orElseThrow();
            cardLabel.setText("Game over: " + log.totals().get(0) + " points");
            seasonLabel.setText(log.soloScore() == null ? "" : "Solo score " + log.soloScore()
                    + (log.soloTitle() == null ? "" : ": " + log.soloTitle()));
            return;
        }
        cardLabel.setText("Card: " + cardName(turn.card()) + switch (turn.decision().kind()) {
            case HERO -> " (draw the hero)";
            case DESTROY -> " (destroy a space)";
            case MONSTERS -> " (draw the monsters)";
            default -> "";
        });
        seasonLabel.setText(turn.season().name() + ": " + turn.timeUsed() + " of " + turn.season().timeLimit()
                + " time used; scores " + String.join(" and ", turn.season().edicts()));
        List<Integer> shapeChoices = turn.shapeChoices();
        shapeIndex = shapeChoices.get(0);
        transform = 0;
        for (int index : shapeChoices) {
            ToggleButton button = new ToggleButton();
            button.setGraphic(new ShapeCanvas(turn.shape(index).cells(), null, false, 12));
            button.setId("shape-" + (index + 1));
            button.setToggleGroup(shapeGroup);
            button.setSelected(index == shapeIndex);
            button.setOnAction(event -> {
                shapeIndex = index;
                button.setSelected(true);
                refreshGhost();
            });
            shapes.getChildren().add(button);
        }
        List<Terrain> terrainChoices = turn.terrainChoices();
        terrain = terrainChoices.get(0);
        for (Terrain choice : terrainChoices) {
            ToggleButton button = new ToggleButton(choice == null ? "destroy" : choice.name());
            button.setId("terrain-" + (choice == null ? "none" : choice.id()));
            if (choice != null) {
                button.setGraphic(new javafx.scene.shape.Rectangle(12, 12, Glyphs.colour(choice)));
            }
            button.setToggleGroup(terrainGroup);
            button.setSelected(choice == terrain);
            button.setOnAction(event -> {
                terrain = choice;
                button.setSelected(true);
                refreshGhost();
            });
            terrains.getChildren().add(button);
        }
    }

    private String cardName(String id) {
        Game game = table.game();
        return game.explore().stream().filter(c -> c.id().equals(id)).map(c -> c.name() + ", time " + c.time())
                .findFirst()
                .or(() -> game.ambushes().stream().filter(c -> c.id().equals(id)).map(c -> c.name()).findFirst())
                .or(() -> game.heroes().stream().filter(c -> c.id().equals(id)).map(c -> c.name()).findFirst())
                .orElse(id);
    }

    private void showSheets() {
        sheets.getChildren().clear();
        int total = 0;
        for (SeasonScoreSheet sheet : table.sheets()) {
            List<String> parts = new ArrayList<>();
            for (CardScore card : sheet.score().cards()) {
                parts.add(card.name() + " " + card.points());
            }
            for (CardScore term : sheet.score().terms()) {
                parts.add(term.id() + " " + term.points());
            }
            total += sheet.score().total();
            String season = table.game().seasons().stream().filter(s -> s.id().equals(sheet.season()))
                    .map(s -> s.name()).findFirst().orElse(sheet.season());
            sheets.getChildren().add(new Label(season + ": " + String.join(", ", parts) + " = "
                    + sheet.score().total()));
        }
        Label sum = new Label("Total so far: " + total);
        sum.setId("play-total");
        sheets.getChildren().add(sum);
    }

    /** The ghost of the chosen shape under the mouse, if the mouse is on the map and a turn is open. */
    private Optional<Ghost> ghost() {
        if (turn == null || mouse == null) {
            return Optional.empty();
        }
        return Optional.of(turn.ghost(shapeIndex, transform, terrain, mouse.row(), mouse.col()));
    }

    private void refreshGhost() {
        if (canvas != null) {
            canvas.setGhost(ghost().orElse(null));
        }
    }

    private static Ghost ghostOf(Move move) {
        List<ShapeCell> cells = move.placement().orientation().cells().stream()
                .map(c -> new ShapeCell(move.placement().row() + c.row(), move.placement().col() + c.col())).toList();
        return new Ghost(cells, move.terrain(), move);
    }
}
