package org.cartolab.workbench.view;

import java.io.ByteArrayInputStream;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;

import org.cartolab.balance.BalanceReport;
import org.cartolab.balance.BalanceRun;
import org.cartolab.balance.BalanceSpec;
import org.cartolab.balance.CardRow;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.model.ScoringCard;

import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.util.StringConverter;

/**
 * The balance lab for the open file: seeded greedy solo games of the chosen game, with the file's new scoring cards
 * in their decks, played off the FX thread in one plain loop (the same games and numbers as {@code carto balance
 * --plain}), and the report's charts: every card's points per game against its solo value, and each card's
 * histogram. Spark is for the many-game runs of the command line; a designer's quick look needs none.
 */
public final class BalancePane extends BorderPane {

    private final ExecutorService worker;
    private final ChoiceBox<Game> game = new ChoiceBox<>();
    private final ChoiceBox<String> deck = new ChoiceBox<>();
    private final Spinner<Integer> games = new Spinner<>(100, 100_000, 1_000, 500);
    private final Button run = new Button("Run");
    private final Button cancel = new Button("Cancel");
    private final ProgressBar progress = new ProgressBar(0);
    private final Label status = new Label("Check a file, pick a game and run: seeded greedy solo games, every "
            + "scoring card measured against its printed solo value.");
    private final ImageView overview = new ImageView();
    private final Label table = new Label();
    private final FlowPane histograms = new FlowPane(6, 6);
    private Workspace workspace;
    private String path = "untitled.carto";
    private String text = "";
    private BalanceReport report;

    public BalancePane(ExecutorService worker) {
        this.worker = worker;
        setId("balance");
        game.setId("balance-game");
        deck.setId("balance-deck");
        game.valueProperty().addListener((o, old, chosen) -> {
            deck.getItems().setAll(chosen == null ? List.of()
                    : chosen.decks().stream().map(d -> d.id()).toList());
            deck.setValue(deck.getItems().isEmpty() ? null : deck.getItems().get(0));
        });
        games.setId("balance-games");
        run.setId("balance-run");
        cancel.setId("balance-cancel");
        status.setId("balance-status");
        overview.setId("balance-overview");
        table.setId("balance-table");
        histograms.setId("balance-histograms");
        games.setEditable(true);
        games.setPrefWidth(100);
        cancel.setDisable(true);
        run.setDisable(true);
        progress.setVisible(false);
        overview.setPreserveRatio(true);
        overview.setFitWidth(860);
        table.setFont(Font.font("Monospaced", 12));
        game.setConverter(new StringConverter<>() {
            @Override
            public String toString(Game choice) {
                return choice == null ? "" : choice.name();
            }

            @Override
            public Game fromString(String name) {
                return null;
            }
        });
        run.setOnAction(event -> run());
        HBox controls = new HBox(8, new Label("Game"), game, new Label("New cards join"), deck, new Label("Games"),
                games, run, cancel, progress);
        VBox top = new VBox(6, controls, status);
        top.setPadding(new Insets(8));
        setTop(top);
        VBox body = new VBox(10, overview, table, histograms);
        body.setPadding(new Insets(8));
        setCenter(new ScrollPane(body));
    }

    /**
     * The open file, as last checked: the games to choose from (the file's and its libraries', or the shipped base
     * game), its workspace (null when it does not compile) and its text, for a designer's new cards.
     */
    public void setSource(List<Game> offered, Workspace checked, String file, String source) {
        this.workspace = checked;
        this.path = file;
        this.text = source;
        Game chosen = game.getValue();
        List<Game> choices = offered.stream().filter(g -> !g.decks().isEmpty() && !g.maps().isEmpty()).toList();
        game.getItems().setAll(choices);
        game.setValue(choices.stream().filter(g -> chosen != null && g.id().equals(chosen.id())).findFirst()
                .orElse(choices.isEmpty() ? null : choices.get(0)));
        run.setDisable(choices.isEmpty());
    }

    /**
     * What a run of the chosen game plays: a shipped game by name, with this file's scoring cards that none of its
     * decks holds added to the chosen deck (unless the file puts them in a deck); or this file's own game.
     */
    BalanceSpec spec() {
        Game chosen = game.getValue();
        int count = games.getValue();
        if (CardLibrary.NAMES.contains(chosen.id())) {
            List<String> deckCards = chosen.decks().stream().flatMap(deck -> deck.cards().stream())
                    .map(ScoringCard::id).toList();
            boolean newCards = workspace != null
                    && workspace.scoringCards().stream().anyMatch(card -> !deckCards.contains(card.id()));
            return new BalanceSpec(chosen.id(), null,
                    newCards ? List.of(new BalanceSpec.CardFile(path, text)) : List.of(), null,
                    newCards ? deck.getValue() : null, null, "greedy", 1, 1, count);
        }
        return new BalanceSpec(path, text, List.of(), null, null, null, "greedy", 1, 1, count);
    }

    /** Plays the games off the FX thread; the status line says what came of it. */
    public void run() {
        if (game.getValue() == null) {
            return;
        }
        BalanceSpec spec = spec();
        AtomicBoolean stop = new AtomicBoolean();
        Task<BalanceReport> task = new Task<>() {
            @Override
            protected BalanceReport call() {
                return BalanceReport.of(spec, BalanceRun.plain(spec, done -> {
                    if (stop.get()) {
                        throw new CancellationException();
                    }
                    updateProgress(done, spec.games());
                }));
            }
        };
        progress.progressProperty().bind(task.progressProperty());
        task.setOnSucceeded(event -> {
            show(task.getValue());
            idle();
            status.setText(String.format(Locale.ROOT, "%,d greedy games of %s on map %s: %.1f points a season on "
                    + "average.", spec.games(), report.gameName(), report.map(), report.meanSeasonScore()));
        });
        task.setOnFailed(event -> {
            Throwable failure = task.getException();
            status.setText(failure instanceof CancellationException ? "Cancelled."
                    : "Cannot run: " + failure.getMessage());
            idle();
        });
        cancel.setOnAction(event -> stop.set(true));
        run.setDisable(true);
        cancel.setDisable(false);
        progress.setVisible(true);
        status.setText(String.format(Locale.ROOT, "Playing %,d games…", spec.games()));
        worker.submit(task);
    }

    private void idle() {
        progress.progressProperty().unbind();
        progress.setVisible(false);
        run.setDisable(false);
        cancel.setDisable(true);
    }

    private void show(BalanceReport shown) {
        report = shown;
        overview.setImage(new Image(new ByteArrayInputStream(shown.overviewPng())));
        StringBuilder lines = new StringBuilder(String.format(Locale.ROOT, "%-28s %-16s %5s %9s %8s %7s %6s%n",
                "card", "deck", "solo", "per game", "− solo", "median", "share"));
        histograms.getChildren().clear();
        for (CardRow row : shown.rows()) {
            lines.append(String.format(Locale.ROOT, "%-28s %-16s %5d %9.1f %+8.1f %7d %5.0f%%%n", row.name(),
                    row.deck(), row.soloValue(), row.meanPerGame(), row.perGameOverSoloValue(), row.median(),
                    100 * row.share()));
            shown.histogramPng(row).ifPresent(png -> {
                ImageView view = new ImageView(new Image(new ByteArrayInputStream(png)));
                view.setPreserveRatio(true);
                view.setFitWidth(280);
                histograms.getChildren().add(view);
            });
        }
        table.setText(lines.toString());
    }

    /** The report shown, if any (for tests). */
    public BalanceReport report() {
        return report;
    }
}
