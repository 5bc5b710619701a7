package org.cartolab.workbench.view;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.cartolab.hex.game.InkasAction;
import org.cartolab.hex.game.InkasLogs;
import org.cartolab.hex.game.InkasMatch;
import org.cartolab.hex.game.InkasPolicies;
import org.cartolab.hex.game.InkasRules;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.publish.AtomicFiles;
import org.cartolab.workbench.inkas.BoardMarks;
import org.cartolab.workbench.inkas.InkasTable;
import org.cartolab.workbench.inkas.Place;
import org.cartolab.workbench.inkas.TableClicks;
import org.cartolab.workbench.inkas.TableText;

import javafx.geometry.Insets;
import javafx.geometry.Point2D;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;

/**
 * The play-test table of Rise of the Inkas: 3 or 4 seats, each a person or a policy, and a seed. A person chooses
 * from the engine's list of actions, or clicks the board where an action has its place (a crossing, a path, a
 * hex); hovering says what a click would do, a refused click says why; Undo takes back a person's choice.
 * Policies move with Step or Auto. Beside the board: each player's hand and
 * development tokens, and the events so far. A finished game saves as the engine's log, which carto replay reads.
 */
public final class InkasTablePane extends BorderPane {

    private static final double RADIUS = 30;
    private static final String NOBODY = "—";

    private final List<ComboBox<String>> seatChoices = new ArrayList<>();
    private final Spinner<Integer> seed = new Spinner<>(1, 1_000_000_000, 1);
    private final Button step = new Button("Step");
    private final Button auto = new Button("Auto");
    private final Button act = new Button("Do it");
    private final Button save = new Button("Save log…");
    private final Button undo = new Button("Undo");
    private final CheckBox policiesGoOn = new CheckBox("Policies move after a person");
    private final Label status = new Label();
    private final VBox players = new VBox(4);
    private final ListView<InkasAction> actions = new ListView<>();
    private final ListView<String> events = new ListView<>();
    private final HexBoardView view = new HexBoardView(RADIUS);
    private HexGame game;
    private InkasTable table;
    private TableText text;

    public InkasTablePane() {
        setId("inkas-table");
        setPadding(new Insets(10));
        HBox seats = new HBox(6);
        for (int seat = 0; seat < InkasRules.MAX_PLAYERS; seat++) {
            ComboBox<String> choice = new ComboBox<>();
            choice.getItems().add(InkasPolicies.HUMAN);
            choice.getItems().addAll(InkasPolicies.NAMES);
            if (seat >= InkasRules.MIN_PLAYERS) {
                choice.getItems().add(NOBODY);
            }
            choice.setValue(seat == 0 ? InkasPolicies.HUMAN : seat < InkasRules.MIN_PLAYERS ? "greedy" : NOBODY);
            choice.setId("inkas-seat-" + (seat + 1));
            seatChoices.add(choice);
            Rectangle swatch = new Rectangle(10, 10, HexBoardView.colour(seat + 1));
            swatch.setStroke(Glyphs.INK);
            seats.getChildren().addAll(swatch, choice);
        }
        seed.setId("inkas-seed");
        seed.setEditable(true);
        seed.setPrefWidth(110);
        Button deal = new Button("New game");
        deal.setId("inkas-new");
        deal.setOnAction(event -> newGame(seed.getValue(), chosenSeats()));
        step.setId("inkas-step");
        step.setOnAction(event -> {
            table.step();
            refresh();
        });
        auto.setId("inkas-auto");
        auto.setOnAction(event -> auto());
        act.setId("inkas-act");
        act.setOnAction(event -> Optional.ofNullable(actions.getSelectionModel().getSelectedItem())
                .ifPresent(this::choose));
        undo.setId("inkas-undo");
        undo.setOnAction(event -> {
            table.undo();
            refresh();
        });
        save.setId("inkas-save");
        save.setOnAction(event -> chooseAndSave());
        policiesGoOn.setSelected(true);
        status.setId("inkas-status");
        status.setWrapText(true);
        actions.setId("inkas-actions");
        actions.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(InkasAction item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : text.action(item));
            }
        });
        actions.setOnMouseClicked(event -> {
            if (event.getClickCount() == 2 && actions.getSelectionModel().getSelectedItem() != null) {
                choose(actions.getSelectionModel().getSelectedItem());
            }
        });
        events.setId("inkas-events");
        view.setId("inkas-board");
        view.setOnMouseClicked(event -> view.placeAt(event.getX(), event.getY()).ifPresent(this::click));
        view.setOnMouseMoved(event -> view.placeAt(event.getX(), event.getY()).ifPresent(this::hover));
        HBox top = new HBox(8, new Label("Seats"), seats, new Label("Seed"), seed, deal);
        HBox moves = new HBox(8, step, auto, policiesGoOn, act, undo, save);
        setTop(new VBox(6, top, moves, status));
        setCenter(new ScrollPane(view));
        Label playersTitle = SectionTitle.of("Players");
        Label actionsTitle = SectionTitle.of("Actions offered (double-click, or click the board)");
        Label eventsTitle = SectionTitle.of("Events");
        VBox.setVgrow(events, Priority.ALWAYS);
        actions.setPrefHeight(180);
        actions.setMinHeight(150);
        VBox side = new VBox(6, playersTitle, players, actionsTitle, actions, eventsTitle, events);
        side.setPrefWidth(420);
        side.setPadding(new Insets(0, 0, 0, 10));
        setRight(side);
    }

    /** The game to play; a new one (another file's) starts a new table with the seats chosen. */
    public void setGame(HexGame hexGame) {
        if (!hexGame.equals(game)) {
            game = hexGame;
            newGame(seed.getValue(), chosenSeats());
        }
    }

    /** A new game of the seed with the seats (a person or a policy name each), paused at its first decision. */
    public void newGame(long gameSeed, List<String> seats) {
        for (int seat = 0; seat < seatChoices.size(); seat++) {
            seatChoices.get(seat).setValue(seat < seats.size() ? seats.get(seat) : NOBODY);
        }
        seed.getValueFactory().setValue((int) gameSeed);
        try {
            table = InkasTable.start(game, gameSeed, seats);
        } catch (IllegalArgumentException e) {
            status.setText(e.getMessage());
            return;
        }
        text = new TableText(game, table.match().board());
        refresh();
    }

    public InkasTable table() {
        return table;
    }

    /** Where a place of the board lies on the screen: for tests that click it. */
    public Point2D onScreen(Place place) {
        return view.onScreen(place);
    }

    private List<String> chosenSeats() {
        return seatChoices.stream().map(ComboBox::getValue).filter(seat -> !seat.equals(NOBODY)).toList();
    }

    /** Says what a click at the place would do, while a person is to choose. */
    private void hover(Place place) {
        if (table.personToChoose()) {
            TableClicks.Result result = TableClicks.at(table, place);
            status.setText(result.action().map(a -> "Click: " + text.action(a) + ".")
                    .orElse("Not here: " + result.reason()));
        }
    }

    private void click(Place place) {
        TableClicks.Result result = TableClicks.at(table, place);
        result.action().ifPresentOrElse(this::choose, () -> status.setText("Not here: " + result.reason()));
    }

    /** The policies play on until a person must choose or the game is over (the Auto button). */
    public void auto() {
        table.auto();
        refresh();
    }

    /** A person's choice at the pending decision, as a double-click on the list makes it. */
    public void choose(InkasAction action) {
        Optional<String> refused = table.choose(action);
        if (refused.isPresent()) {
            status.setText("Not now: " + refused.get());
            return;
        }
        if (policiesGoOn.isSelected()) {
            table.auto();
        }
        refresh();
    }

    private void refresh() {
        InkasMatch match = table.match();
        HexBoard board = match.board();
        Optional<InkasTable.Decision> pending = table.pending();
        view.show(board, marks(match, table.personToChoose() ? pending.get().legal() : List.of()));
        players.getChildren().clear();
        for (int p = 1; p <= match.players(); p++) {
            Rectangle swatch = new Rectangle(12, 12, HexBoardView.colour(p));
            swatch.setStroke(Glyphs.INK);
            boolean current = pending.map(d -> d.player()).orElse(0) == p;
            Label line = new Label((current ? "▶ " : "") + "Player " + p + " (" + table.seats().get(p - 1) + "): "
                    + "tribe " + match.tribe(p) + ", " + match.tribeTokens(p) + " of "
                    + InkasRules.tribeGoal(match.tribe(p)) + " development tokens"
                    + (match.routeHolder() == p ? ", Longest Trade Route" : "")
                    + (match.warriorsHolder() == p ? ", Best Warriors" : "") + "\n    hand: "
                    + text.hand(match.hand(p)), swatch);
            line.setId("inkas-player-" + p);
            line.setWrapText(true);
            line.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            players.getChildren().add(line);
        }
        actions.getItems().setAll(table.personToChoose() ? pending.get().legal() : List.of());
        events.getItems().setAll(match.events().stream().map(text::event).toList());
        events.scrollTo(events.getItems().size() - 1);
        boolean policyToMove = pending.isPresent() && !table.personToChoose();
        step.setDisable(!policyToMove);
        auto.setDisable(!policyToMove);
        act.setDisable(!table.personToChoose());
        undo.setDisable(!table.canUndo());
        save.setDisable(table.log().isEmpty());
        status.setText(pending.map(d -> "Turn " + match.turn() + ": player " + d.player() + " ("
                        + table.seats().get(d.player() - 1) + ") to choose among " + d.legal().size() + " action(s)"
                        + (table.personToChoose() ? ": pick one from the list or click the board." : ": Step or Auto."))
                .orElseGet(() -> match.winner() != 0 ? "Player " + match.winner() + " wins in turn " + match.turn()
                        + ". Save the log to replay it (carto replay)."
                        : "The game stopped at the turn limit without a winner."));
    }

    /** The players' pieces, the robber, and the crossings and hexes where the person's offered actions lie. */
    private static BoardMarks marks(InkasMatch match, List<InkasAction> offered) {
        HexBoard board = match.board();
        List<BoardMarks.Piece> pieces = new ArrayList<>();
        for (int path = 0; path < board.paths().size(); path++) {
            if (match.roadOwner(path) != 0) {
                pieces.add(new BoardMarks.Piece(BoardMarks.Piece.Kind.ROAD,
                        board.edges().indexOf(board.paths().get(path)), match.roadOwner(path)));
            }
        }
        for (int at = 0; at < board.intersections().size(); at++) {
            if (match.owner(at) != 0) {
                pieces.add(new BoardMarks.Piece(match.isCity(at) ? BoardMarks.Piece.Kind.CITY
                        : BoardMarks.Piece.Kind.VILLAGE, at, match.owner(at)));
            }
        }
        Set<String> hexes = new HashSet<>();
        Set<String> crossings = new HashSet<>();
        for (InkasAction action : offered) {
            TableClicks.placeOf(action, board).ifPresent(place -> {
                switch (place.kind()) {
                    case HEX -> hexes.add(board.hexes().get(place.index()).id());
                    case CROSSING -> crossings.add(board.intersections().get(place.index()).id());
                    default -> {
                        // Roads are many and the board shows them well enough; the list names them.
                    }
                }
            });
        }
        return new BoardMarks(hexes, crossings, pieces, match.robber());
    }

    private void chooseAndSave() {
        SaveDialog.ask(this, "Game logs", "*.json", "inkas-" + table.seed() + ".json", this::saveLog);
    }

    /** Writes the finished game's log as carto play --log writes logs (a person's decisions are in its events). */
    public void saveLog(Path file) throws IOException {
        AtomicFiles.writeString(file, InkasLogs.write(table.log().orElseThrow(() ->
                new IllegalStateException("the game is not over"))));
        status.setText("Saved " + file.getFileName() + ": carto replay " + file.getFileName() + " replays it.");
    }
}
