package org.cartolab.workbench.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.cartolab.dsl.compile.Problem;
import org.cartolab.library.CardLibrary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;

/** The workbench driven as a user would, headless (TestFX + Monocle). Few robot actions: each costs ~0.2 s. */
@ExtendWith(ApplicationExtension.class)
class WorkbenchUiTest {

    private static final String FIXED = """
            uses cartographers
            scoring wet-peaks "Wet Peaks" solo 18
                text "One star per water space next to a mountain."
                score 1 per cell w of water where w touches mountain
            """;

    @TempDir
    Path dir;

    /** Each test's windows go with it: a window left open can take the next test's clicks. */
    @org.junit.jupiter.api.AfterEach
    void closeWindows() throws java.util.concurrent.TimeoutException {
        org.testfx.api.FxToolkit.cleanupStages();
    }

    @Test
    void aFileWithAnErrorShowsTheProblemAndFixingItUpdatesTheGallery(FxRobot robot) throws Exception {
        Path file = Files.writeString(dir.resolve("wet.carto"), FIXED.replace("of water", "of watr"));
        Workbench[] workbench = new Workbench[1];
        robot.interact(() -> workbench[0] = show(new Workbench(null, file, dir.resolve("recovery"))));
        @SuppressWarnings("unchecked")
        ListView<Problem> problems = robot.lookup("#problems").queryAs(ListView.class);

        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !problems.getItems().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();

        // why: 'watr' is on line 4 after "    score 1 per cell w of " (26 characters): column 27.
        Problem problem = problems.getItems().get(0);
        assertThat(problem.line()).isEqualTo(4);
        assertThat(problem.column()).isEqualTo(27);
        assertThat(problem.message()).contains("watr");
        // The list and the summary are updated by the same check result, but not in the same pulse.
        Label summary = robot.lookup("#problem-summary").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !summary.getText().startsWith("Checking"));
        assertThat(summary.getText()).isEqualTo("1 error, 0 warnings");

        // Clicking the problem puts the caret on it: column 27 of line 4 is 26 characters into that line.
        robot.clickOn(robot.lookup("#problems .list-cell").nth(0).queryAs(javafx.scene.Node.class));
        String text = workbench[0].editor().codeArea().getText();
        int lineStart = text.indexOf("    score");
        assertThat(workbench[0].editor().codeArea().getCaretPosition()).isEqualTo(lineStart + 26);

        robot.interact(() -> workbench[0].editor().codeArea().replaceText(FIXED));

        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> robot.lookup("#card-scoring-wet-peaks").tryQuery().isPresent());
        assertThat(problems.getItems()).isEmpty();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !summary.getText().startsWith("Checking"));
        assertThat(summary.getText()).isEqualTo("No problems");
        // Only the file's own card: the library it uses is not repeated in its gallery.
        assertThat(robot.lookup(".card").queryAll()).hasSize(1);
        workbench[0].shutdown();
    }

    @Test
    void drawingAShapeOnThePlayTestChangesTheScore(FxRobot robot) throws Exception {
        ExecutorService worker = Executors.newSingleThreadExecutor();
        PlayPane[] play = new PlayPane[1];
        robot.interact(() -> {
            play[0] = show(new PlayPane(worker));
            play[0].setGames(CardLibrary.load("cartographers").games());
        });
        robot.lookup("#play-seed").queryAs(javafx.scene.control.TextField.class);
        robot.interact(() -> {
            robot.lookup("#play-seed").queryAs(javafx.scene.control.TextField.class).setText("3");
            play[0].deal();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> play[0].table() != null && !play[0].isDisabled());
        WaitForAsyncUtils.waitForFxEvents();
        Label total = robot.lookup("#season-total").queryAs(Label.class);
        assertThat(total.getText()).isEqualTo("Season total: 0");

        // Seed 3 opens with the Great River; its first shape is a column of three water spaces. Turned a quarter
        // (R) it is a row; with the mouse on row 0, column 8 it fills columns 8-10 of row 0.
        BoardCanvas canvas = play[0].canvas();
        Point2D rowEnd = cellOnScreen(canvas, 0, 8);
        robot.moveTo(rowEnd);
        robot.type(KeyCode.R);
        robot.clickOn(rowEnd);
        // why: the neighbours of row 0, columns 8-10 are (0,7) and (1,8)-(1,10), all plain empty spaces on map A
        // (its second row is "...M.R....."), so no water touches ruins: the Golden Granary 0, Wildholds 0 (no
        // village); the coin shape's coin makes spring's score 1.
        waitForTotal(robot, "Season total: 1");

        robot.clickOn("#play-undo");
        waitForTotal(robot, "Season total: 0");

        // Unturned again after the undo: with the mouse on the top-left space the column fills rows 0-2 of column 0.
        robot.clickOn(cellOnScreen(play[0].canvas(), 0, 0));
        // why: see PlayTableTest: the Golden Granary 1 (the water at (2,0) next to the ruins at (2,1)) and the
        // coin shape's coin 1 make spring's score 2.
        waitForTotal(robot, "Season total: 2");
        assertThat(play[0].table().movesMade()).isEqualTo(1);
        worker.shutdownNow();
    }

    @Test
    void solvingASmallPuzzleShowsTheProvenOptimumAndItsSteps(FxRobot robot) throws Exception {
        Path file = Files.copy(Path.of("../samples/designer/last-row-puzzle.carto"), dir.resolve("last-row.carto"));
        Workbench[] workbench = new Workbench[1];
        robot.interact(() -> workbench[0] = show(new Workbench(null, file, dir.resolve("recovery"))));
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<org.cartolab.model.Puzzle> puzzles =
                robot.lookup("#solve-puzzle").queryAs(javafx.scene.control.ComboBox.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> puzzles.getValue() != null);
        robot.interact(() -> robot.lookup("#tabs").queryAs(javafx.scene.control.TabPane.class)
                .getSelectionModel().select(2));

        robot.clickOn("#solve-run");

        // why (the sample's comment): filling the top row fills the map: Borderlands 6 x 22 = 132, and 6 coins.
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#solve-outcome").queryAs(Label.class)
                .getText().equals("Proven optimum: 138"));
        robot.clickOn("#solve-next");
        robot.clickOn("#solve-next");
        assertThat(robot.lookup("#solve-step").queryAs(Label.class).getText())
                .startsWith("Step 2 of 2: fishing-village").endsWith("score 138");
        workbench[0].shutdown();
    }

    @Test
    void theDailyPanelGeneratesThePuzzleOfADateAndShowsIt(FxRobot robot) throws Exception {
        ExecutorService worker = Executors.newSingleThreadExecutor();
        DailyPane[] daily = new DailyPane[1];
        robot.interact(() -> daily[0] = show(new DailyPane(worker)));
        robot.clickOn("#daily-generate");
        Label status = robot.lookup("#daily-status").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> status.getText().contains("par "));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(status.getText()).startsWith("cartographers/season/2026-12-24 · ");
        assertThat(robot.lookup("#daily-image").queryAs(javafx.scene.image.ImageView.class).getImage()).isNotNull();
        robot.interact(() -> daily[0].exportTo(dir.resolve("export")));
        assertThat(dir.resolve("export").resolve("2026-12-24").resolve("puzzle.pdf")).exists();
        worker.shutdownNow();
    }

    /**
     * The Balance tab plays seeded greedy games with the open file's new card in the chosen deck: the card gets its
     * row (its deck, its printed solo value, seasons it scored), the chart and a histogram per scoring card appear.
     */
    @Test
    void theBalanceTabMeasuresTheOpenFilesNewCardInTheChosenDeck(FxRobot robot) throws Exception {
        ExecutorService worker = Executors.newSingleThreadExecutor();
        var workspace = CardLibrary.loader().load(java.util.List.of(
                new org.cartolab.dsl.compile.SourceFile("wet.carto", FIXED))).workspace().orElseThrow();
        BalancePane[] balance = new BalancePane[1];
        robot.interact(() -> {
            balance[0] = show(new BalancePane(worker));
            balance[0].setSource(workspace.games(), workspace, "wet.carto", FIXED);
            robot.lookup("#balance-games").queryAs(javafx.scene.control.Spinner.class).getValueFactory()
                    .setValue(200);
        });
        @SuppressWarnings("unchecked")
        javafx.scene.control.ChoiceBox<String> deck = robot.lookup("#balance-deck").queryAs(
                javafx.scene.control.ChoiceBox.class);
        assertThat(deck.getItems()).contains("forest", "village");
        robot.interact(() -> deck.setValue("village"));
        robot.clickOn("#balance-run");
        Label status = robot.lookup("#balance-status").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !status.getText().startsWith("Playing"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(status.getText()).startsWith("200 greedy games of Cartographers on map A");
        var report = balance[0].report();
        var wet = report.rows().stream().filter(row -> row.id().equals("wet-peaks")).findFirst().orElseThrow();
        assertThat(wet.deck()).isEqualTo("village");
        assertThat(wet.soloValue()).isEqualTo(18);
        assertThat(wet.seasons()).isPositive();
        // Two scoring cards a season, four seasons a game: 200 games give 1,600 card-seasons in all.
        assertThat(report.rows().stream().mapToLong(row -> row.seasons()).sum()).isEqualTo(1600);
        assertThat(robot.lookup("#balance-overview").queryAs(javafx.scene.image.ImageView.class).getImage())
                .isNotNull();
        assertThat(robot.lookup("#balance-table").queryAs(Label.class).getText()).contains("Wet Peaks",
                "village");
        long scored = report.rows().stream().filter(row -> row.seasons() > 0).count();
        assertThat(robot.lookup("#balance-histograms").queryAs(javafx.scene.layout.FlowPane.class).getChildren())
                .hasSize((int) scored);
        worker.shutdownNow();
    }

    private static Point2D cellOnScreen(BoardCanvas canvas, int row, int col) {
        return canvas.localToScreen(2 + (col + 0.5) * canvas.cellSize(), 2 + (row + 0.5) * canvas.cellSize());
    }

    private static void waitForTotal(FxRobot robot, String text) throws java.util.concurrent.TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> robot.lookup("#season-total").queryAs(Label.class).getText().equals(text));
    }

    private static <T extends javafx.scene.Parent> T show(T root) {
        Stage stage = new Stage();
        Scene scene = new Scene(root, 1200, 760);
        scene.getStylesheets().add(Styles.sheet());
        stage.setScene(scene);
        stage.show();
        return root;
    }
}
