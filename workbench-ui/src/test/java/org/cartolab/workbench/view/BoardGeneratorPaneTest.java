package org.cartolab.workbench.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.hex.board.BoardCheck;
import org.cartolab.hex.board.BoardSetup;
import org.cartolab.hex.board.Violation;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.hex.BoardConstraints;
import org.cartolab.model.hex.BoardRule;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.HexTile;
import org.cartolab.solve.board.BoardGenerator;
import org.cartolab.workbench.inkas.ConstraintChoice;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Spinner;
import javafx.scene.image.PixelReader;
import javafx.scene.paint.Color;

/** The board generator driven as a user would, headless: generate, check, select a violation, meet a conflict. */
@ExtendWith(ApplicationExtension.class)
class BoardGeneratorPaneTest {

    private static final HexGame GAME = CardLibrary.load("rise-of-the-inkas").hexGame("rise-of-the-inkas")
            .orElseThrow();
    private static final BoardSetup SETUP = BoardSetup.of(GAME.maps().get(0));
    private static final BoardConstraints BALANCED = GAME.boardConstraints().get(0);

    private final ExecutorService worker = Executors.newSingleThreadExecutor();

    /** Each test's windows go with it: a window left open can take the next test's clicks. */
    @AfterEach
    void closeWindows() throws java.util.concurrent.TimeoutException {
        FxToolkit.cleanupStages();
        worker.shutdownNow();
    }

    private BoardGeneratorPane open(FxRobot robot, List<ConstraintChoice> choices) {
        return TestWindows.show(robot, () -> {
            BoardGeneratorPane pane = new BoardGeneratorPane(worker);
            pane.setSource(GAME, choices);
            return pane;
        });
    }

    private static String status(FxRobot robot) {
        return robot.lookup("#board-status").queryAs(Label.class).getText();
    }

    @Test
    void aSeedGeneratesTheSolversBoardForThatSeed(FxRobot robot, @TempDir Path dir) throws Exception {
        BoardGeneratorPane pane = open(robot, List.of(new ConstraintChoice(BALANCED, "shipped")));
        robot.interact(() -> robot.lookup("#board-seed").queryAs(Spinner.class).getValueFactory().setValue(7));

        robot.clickOn("#board-generate");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> status(robot).startsWith("Seed 7:"));
        WaitForAsyncUtils.waitForFxEvents();

        HexBoard solver = ((BoardGenerator.Found) BoardGenerator.generate(SETUP, BALANCED, 7, "seed-7",
                "Variable board, seed 7", SETUP.template().noPaths())).board();
        assertThat(pane.board().hexes()).extracting(HexTile::id, t -> t.landscape().id(), HexTile::number)
                .containsExactlyElementsOf(solver.hexes().stream()
                        .map(t -> org.assertj.core.groups.Tuple.tuple(t.id(), t.landscape().id(), t.number()))
                        .toList());
        // The beginner board is not what seed 7 gives: the comparison can fail.
        assertThat(pane.board().hexes()).isNotEqualTo(GAME.maps().get(0).hexes());
        assertThat(robot.lookup("#board-violations").queryAs(ListView.class).getItems()).isEmpty();

        Path saved = dir.resolve("board-7.carto");
        robot.interact(() -> {
            try {
                pane.saveBoard(saved);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        // The file is what carto board --check reads: its game's first map is the board, its last the setup's,
        // and the violation report finds nothing.
        HexGame read = CardLibrary.loader().load(List.of(new SourceFile(saved.toString(), Files.readString(saved))))
                .workspace().orElseThrow().hexGame("rise-of-the-inkas-seed-7").orElseThrow();
        assertThat(read.maps().get(0).hexes()).isEqualTo(solver.hexes());
        assertThat(BoardCheck.violations(read.maps().get(0), BoardSetup.of(read.maps().get(read.maps().size() - 1)),
                read.boardConstraints().get(0))).isEmpty();
        assertThat(read.boardConstraints()).containsExactly(BALANCED);
    }

    @Test
    void selectingAViolationOfTheBeginnerBoardHighlightsExactlyItsHexes(FxRobot robot) {
        BoardGeneratorPane pane = open(robot, List.of(new ConstraintChoice(BALANCED, "shipped")));
        robot.clickOn("#board-beginner");
        HexBoard beginner = GAME.maps().get(0);
        List<Violation> expected = BoardCheck.violations(beginner, SETUP, BALANCED);
        @SuppressWarnings("unchecked")
        ListView<Violation> list = robot.lookup("#board-violations").queryAs(ListView.class);
        assertThat(list.getItems()).isEqualTo(expected);
        PixelReader plain = snapshot(robot, pane);

        // The last violation is the wool band: four pasture hexes and no crossing.
        Violation wool = expected.get(expected.size() - 1);
        robot.interact(() -> list.getSelectionModel().select(wool));

        assertThat(pane.marks().hexes()).containsExactlyInAnyOrderElementsOf(wool.hexes());
        assertThat(pane.marks().crossings()).isEmpty();
        // On the canvas: the named hexes keep their colour inside, every other landscape tile is dimmed.
        PixelReader marked = snapshot(robot, pane);
        HexLayout layout = new HexLayout(beginner, 30);
        for (int i = 0; i < beginner.hexes().size(); i++) {
            javafx.geometry.Point2D inside = layout.hex(i).add(-0.6 * 30, 0);
            Color before = plain.getColor((int) inside.getX(), (int) inside.getY());
            Color after = marked.getColor((int) inside.getX(), (int) inside.getY());
            assertThat(after.equals(before)).as(beginner.hexes().get(i).id())
                    .isEqualTo(wool.hexes().contains(beginner.hexes().get(i).id()));
        }

        // A crossing cap violation names its crossing too.
        Violation crossing = expected.get(0);
        robot.interact(() -> list.getSelectionModel().select(crossing));
        assertThat(pane.marks().hexes()).containsExactlyInAnyOrderElementsOf(crossing.hexes());
        assertThat(pane.marks().crossings()).containsExactlyElementsOf(crossing.crossings());
    }

    @Test
    void anUnsatisfiableSetShowsItsConflict(FxRobot robot) throws Exception {
        // why: 20 pips on 4 forests and 15 on 3 quarries need 6s and 8s on all seven; there are three of each.
        BoardRule wood = new BoardRule.ProductPips("rich-wood", "product-pips wood 20..20", List.of("wood"), 20, 20);
        BoardRule stone = new BoardRule.ProductPips("rich-stone", "product-pips stone 15..15", List.of("stone"), 15,
                15);
        BoardRule red = BALANCED.rules().stream().filter(r -> r.name().equals("red-apart")).findFirst().orElseThrow();
        BoardConstraints impossible = new BoardConstraints("greedy-wood", "Too rich", List.of(red, wood, stone));
        BoardGenerator.Conflict conflict = (BoardGenerator.Conflict) BoardGenerator.generate(SETUP, impossible, 1,
                "x", "x", SETUP.template().noPaths());
        assertThat(conflict.rules()).isNotEmpty().doesNotContain(red);
        open(robot, List.of(new ConstraintChoice(impossible, "open file"), new ConstraintChoice(BALANCED, "shipped")));

        robot.clickOn("#board-generate");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> status(robot).startsWith("No board"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(status(robot)).isEqualTo("No board satisfies 'greedy-wood': these rules conflict (drop any one "
                + "and a board exists): " + String.join("; ", conflict.rules().stream()
                .map(r -> r.name() + " (" + r.text() + ")").toList()) + ".");
        @SuppressWarnings("unchecked")
        ListView<BoardRule> rules = robot.lookup("#board-rules").queryAs(ListView.class);
        List<BoardRule> selected = new java.util.ArrayList<>();
        robot.interact(() -> selected.addAll(rules.getSelectionModel().getSelectedItems()));
        assertThat(selected).containsExactlyInAnyOrderElementsOf(conflict.rules());
    }

    /**
     * Cancel stops a generation: here one still queued behind other work (the worker is held), so it starts stopped
     * and the board shown stays the one before.
     */
    @Test
    void cancelStopsAGenerationAndKeepsTheBoardShown(FxRobot robot) throws Exception {
        BoardGeneratorPane pane = open(robot, List.of(new ConstraintChoice(BALANCED, "shipped")));
        java.util.concurrent.CountDownLatch hold = new java.util.concurrent.CountDownLatch(1);
        worker.submit(() -> {
            hold.await();
            return null;
        });
        robot.clickOn("#board-generate");
        assertThat(robot.lookup("#board-generate").queryButton().isDisabled()).isTrue();

        robot.clickOn("#board-cancel");
        hold.countDown();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> status(robot).startsWith("Cancelled"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(pane.board()).isEqualTo(GAME.maps().get(0));
        assertThat(robot.lookup("#board-generate").queryButton().isDisabled()).isFalse();
        assertThat(robot.lookup("#board-cancel").queryButton().isDisabled()).isTrue();
    }

    /** The open file's constraint set is offered after the shipped one, and a board is generated against it. */
    @Test
    void theOpenFilesConstraintSetIsOffered(FxRobot robot, @TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("sparse.carto"), """
                uses rise-of-the-inkas

                board-constraints sparse "Sparse" {
                    red-apart: no-adjacent-numbers 6, 8
                }
                """);
        Workbench workbench = TestWindows.workbench(robot, file, dir);
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<ConstraintChoice> sets = robot.lookup("#board-constraints")
                .queryAs(javafx.scene.control.ComboBox.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> sets.getItems().size() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(sets.getItems()).extracting(c -> c.constraints().id(), ConstraintChoice::origin)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("balanced", "shipped"),
                        org.assertj.core.groups.Tuple.tuple("sparse", "open file"));
        TestWindows.selectTab(robot, "inkas-tab");
        robot.interact(() -> {
            sets.getSelectionModel().select(1);
            robot.lookup("#board-seed").queryAs(Spinner.class).getValueFactory().setValue(3);
        });

        robot.clickOn("#board-generate");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> status(robot).startsWith("Seed 3:"));
        WaitForAsyncUtils.waitForFxEvents();

        BoardConstraints sparse = sets.getItems().get(1).constraints();
        HexBoard solver = ((BoardGenerator.Found) BoardGenerator.generate(SETUP, sparse, 3, "seed-3",
                "Variable board, seed 3", SETUP.template().noPaths())).board();
        assertThat(workbench.inkas().generator().board()).isEqualTo(solver);
        assertThat(status(robot)).contains("the 1 rule of 'sparse'");
        workbench.shutdown();
    }

    private static PixelReader snapshot(FxRobot robot, BoardGeneratorPane pane) {
        PixelReader[] pixels = new PixelReader[1];
        robot.interact(() -> pixels[0] = pane.lookup("#board-view").snapshot(null, null).getPixelReader());
        return pixels[0];
    }
}
