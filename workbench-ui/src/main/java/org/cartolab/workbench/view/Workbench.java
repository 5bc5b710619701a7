package org.cartolab.workbench.view;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.model.LandscapeGame;
import org.cartolab.workbench.edit.Diagnostics;
import org.cartolab.workbench.edit.EditorDocument;
import org.cartolab.workbench.gallery.Gallery;
import org.cartolab.workbench.gallery.UsedLibraries;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.concurrent.Task;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The workbench: the editor on the left; the gallery, the play-test and the solver on the right, all following
 * the last text without errors. Checks, galleries, play-test replays and searches run on background threads.
 */
public final class Workbench extends BorderPane {

    private static final String STARTER = """
            uses cartographers

            // A new scoring card next to the shipped ones; the gallery shows it as you type.
            scoring my-card "My Card" solo 20
                text "Earn one reputation star for each water space adjacent to a mountain space."
                score 1 per cell w of water where w touches mountain
            """;

    private final Window owner;
    private final Path recoveryDir;
    private final ExecutorService checker = Executors.newSingleThreadExecutor(daemon("carto-check"));
    private final ExecutorService player = Executors.newSingleThreadExecutor(daemon("carto-play"));
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(daemon("carto-timer"));
    private final EditorPane editor;
    private final GalleryPane gallery = new GalleryPane();
    private final PlayPane play = new PlayPane(player);
    private final ExecutorService solver = Executors.newSingleThreadExecutor(daemon("carto-solve"));
    private final SolvePane solve = new SolvePane(solver);
    private final ExecutorService dailyWorker = Executors.newSingleThreadExecutor(daemon("carto-daily"));
    private final DailyPane daily = new DailyPane(dailyWorker);
    private final ExecutorService balanceWorker = Executors.newSingleThreadExecutor(daemon("carto-balance"));
    private final BalancePane balance = new BalancePane(balanceWorker);
    private final LandscapePane landscape = new LandscapePane();
    private final ExecutorService boardWorker = Executors.newSingleThreadExecutor(daemon("carto-board"));
    private final InkasPane inkas = new InkasPane(boardWorker);
    private final Tab landscapeTab = new Tab("Landscape", landscape);
    private TabPane tabs;
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("Cartolab workbench");
    private int galleryGeneration;

    public Workbench(Window owner, Path file, Path recoveryDir) {
        this.owner = owner;
        this.recoveryDir = recoveryDir;
        this.editor = new EditorPane(checker, timer, this::checked);
        Button newFile = new Button("New");
        newFile.setOnAction(event -> {
            if (confirmClose()) {
                showUntitled();
            }
        });
        Button open = new Button("Open…");
        open.setOnAction(event -> chooseAndOpen());
        Button save = new Button("Save");
        save.setId("save");
        save.setOnAction(event -> save(false));
        Button saveAs = new Button("Save as…");
        saveAs.setOnAction(event -> save(true));
        setTop(new ToolBar(newFile, open, save, saveAs));
        Tab galleryTab = new Tab("Gallery", gallery);
        Tab playTab = new Tab("Play-test", play);
        Tab solveTab = new Tab("Solve", solve);
        Tab dailyTab = new Tab("Daily puzzle", daily);
        Tab balanceTab = new Tab("Balance", balance);
        balanceTab.setClosable(false);
        galleryTab.setClosable(false);
        playTab.setClosable(false);
        solveTab.setClosable(false);
        dailyTab.setClosable(false);
        landscapeTab.setClosable(false);
        landscapeTab.setId("landscape-tab");
        Tab inkasTab = new Tab("Rise of the Inkas", inkas);
        inkasTab.setClosable(false);
        inkasTab.setId("inkas-tab");
        tabs = new TabPane(galleryTab, playTab, solveTab, dailyTab, balanceTab, landscapeTab, inkasTab);
        tabs.setId("tabs");
        SplitPane split = new SplitPane(editor, tabs);
        split.setDividerPositions(0.38);
        setCenter(split);
        play.setGames(games(Optional.empty()));
        editor.codeArea().textProperty().addListener((o, old, text) -> updateTitle());
        if (file != null) {
            open(file);
        } else {
            showUntitled();
        }
    }

    /** Where recovery files go: ~/.cartolab/recovery. */
    public static Path defaultRecoveryDir() {
        return Path.of(System.getProperty("user.home"), ".cartolab", "recovery");
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public EditorPane editor() {
        return editor;
    }

    public PlayPane play() {
        return play;
    }

    public LandscapePane landscape() {
        return landscape;
    }

    public SolvePane solve() {
        return solve;
    }

    public InkasPane inkas() {
        return inkas;
    }

    /** Opens a file; offers the recovery copy if a previous session left unsaved text. */
    public void open(Path file) {
        try {
            EditorDocument document = EditorDocument.open(file, recoveryDir);
            Optional<String> recovered = document.recovered();
            if (recovered.isPresent() && ask("Restore the unsaved text of " + file.getFileName()
                    + " from the last session?")) {
                document.edit(recovered.get());
            }
            show(document);
        } catch (IOException e) {
            new Alert(Alert.AlertType.ERROR, "Cannot open " + file + ": " + e.getMessage()).showAndWait();
        }
    }

    /** Asks to save unsaved text; false when the user cancels. */
    public boolean confirmClose() {
        EditorDocument document = editor.document();
        if (document == null || !document.dirty()) {
            return true;
        }
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, document.displayName() + " has unsaved changes. "
                + "Save them?", ButtonType.YES, ButtonType.NO, ButtonType.CANCEL);
        ButtonType answer = alert.showAndWait().orElse(ButtonType.CANCEL);
        if (answer == ButtonType.YES) {
            return save(false);
        }
        return answer == ButtonType.NO;
    }

    public void shutdown() {
        checker.shutdownNow();
        player.shutdownNow();
        solver.shutdownNow();
        dailyWorker.shutdownNow();
        balanceWorker.shutdownNow();
        boardWorker.shutdownNow();
        timer.shutdownNow();
    }

    private void show(EditorDocument document) {
        editor.show(document);
        updateTitle();
    }

    /** A new document; unsaved text of an earlier untitled document is offered back. */
    private void showUntitled() {
        EditorDocument document = EditorDocument.untitled(STARTER, recoveryDir);
        try {
            Optional<String> recovered = document.recovered();
            if (recovered.isPresent() && ask("Restore the unsaved new file from the last session?")) {
                document.edit(recovered.get());
            }
        } catch (IOException e) {
            // An unreadable recovery file is no reason not to start: begin with the starter text.
        }
        show(document);
    }

    private void updateTitle() {
        EditorDocument document = editor.document();
        if (document == null) {
            return;
        }
        title.set((document.dirty() ? "• " : "") + document.displayName() + " — Cartolab workbench");
    }

    private void chooseAndOpen() {
        if (!confirmClose()) {
            return;
        }
        FileChooser chooser = chooser();
        java.io.File chosen = chooser.showOpenDialog(owner);
        if (chosen != null) {
            open(chosen.toPath());
        }
    }

    private boolean save(boolean choose) {
        EditorDocument document = editor.document();
        try {
            if (choose || document.path().isEmpty()) {
                java.io.File chosen = chooser().showSaveDialog(owner);
                if (chosen == null) {
                    return false;
                }
                document.saveAs(chosen.toPath());
            } else {
                document.save();
            }
            updateTitle();
            return true;
        } catch (IOException e) {
            new Alert(Alert.AlertType.ERROR, "Cannot save: " + e.getMessage()).showAndWait();
            return false;
        }
    }

    private static FileChooser chooser() {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Carto files", "*.carto"));
        return chooser;
    }

    private boolean ask(String question) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, question, ButtonType.YES, ButtonType.NO);
        return alert.showAndWait().orElse(ButtonType.NO) == ButtonType.YES;
    }

    /** A check finished: rebuild the gallery (off the FX thread) and offer the workspace's games to play. */
    private void checked(Diagnostics diagnostics) {
        Optional<Workspace> workspace = diagnostics.workspace();
        boolean stale = diagnostics.hasErrors();
        String text = editor.document().text();
        int mine = ++galleryGeneration;
        Task<Gallery> build = new Task<>() {
            @Override
            protected Gallery call() {
                return workspace.map(w -> Gallery.of(w, UsedLibraries.ids(text)))
                        .orElseGet(() -> Gallery.of(new Workspace(List.of(), List.of(), List.of(), List.of()),
                                java.util.Set.of()));
            }
        };
        build.setOnSucceeded(event -> {
            if (mine == galleryGeneration) {
                gallery.show(build.getValue(), stale);
                play.setGames(games(workspace));
                Optional<LandscapeGame> landscapeGame = workspace.flatMap(w -> w.landscapeGames().stream()
                        .findFirst());
                // A landscape game has no map to play-test: its table is the play-test, shown when it appears.
                if (landscape.setGame(landscapeGame) && landscapeGame.isPresent()
                        && workspace.map(Workspace::games).orElse(List.of()).stream()
                        .allMatch(game -> game.maps().isEmpty())) {
                    tabs.getSelectionModel().select(landscapeTab);
                }
                solve.setWorkspace(workspace);
                landscape.setPuzzles(workspace.map(Workspace::landscapePuzzles).orElse(List.of()));
                inkas.setWorkspace(workspace);
                balance.setSource(games(workspace), workspace.orElse(null),
                        editor.document().path().map(Path::toString).orElse(editor.document().displayName()),
                        text);
            }
        });
        if (!checker.isShutdown()) { // a check a timer started just before the window closed has nothing to do
            checker.submit(build);
        }
    }

    /** The games to play-test: the file's (and its libraries'), else the shipped base game. */
    private static List<Game> games(Optional<Workspace> workspace) {
        List<Game> games = workspace.map(Workspace::games).orElse(List.of()).stream()
                .filter(game -> !game.maps().isEmpty()).toList();
        return games.isEmpty() ? CardLibrary.load("cartographers").games() : games;
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        };
    }
}
