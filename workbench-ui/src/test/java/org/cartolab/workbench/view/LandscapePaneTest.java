package org.cartolab.workbench.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.solve.landscape.ExhaustiveLandscapeSolver;
import org.cartolab.workbench.landscape.LandscapeTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;

/** The landscape table driven as a user would, headless: choose, turn, hover, lay, be refused. */
@ExtendWith(ApplicationExtension.class)
class LandscapePaneTest {

    private static final LandscapeGame GAME = CardLibrary.load("confusing-lands").landscapeGame("confusing-lands")
            .orElseThrow();

    private static LandscapeCard card(String id) {
        return GAME.card(id).orElseThrow();
    }

    /** Each test's windows go with it: a window left open can take the next test's clicks. */
    @org.junit.jupiter.api.AfterEach
    void closeWindows() throws java.util.concurrent.TimeoutException {
        org.testfx.api.FxToolkit.cleanupStages();
    }

    @Test
    void twoCardsAreLaidThroughTheTableAndAnIllegalOneIsRefusedWithTheReason(FxRobot robot) {
        LandscapeTable table = new LandscapeTable(GAME, card("mighty-river").condition());
        List<String> laid = new ArrayList<>();
        table.addListener(new LandscapeTable.Listener() {
            @Override
            public void laid(PlacedCard card, Landscape landscape) {
                laid.add(card.card().id());
                table.offer(List.of(card("tranquillity"), card("noble-forests")));
            }
        });
        table.offer(List.of(card("wilderness"), card("shaded-streams")));
        LandscapePane pane = TestWindows.show(robot, () -> {
            LandscapePane shown = new LandscapePane();
            shown.show(table);
            return shown;
        }, 1100, 700);

        robot.clickOn("#offer-wilderness-a");
        robot.clickOn(pane.cellOnScreen(0, 0));
        assertThat(laid).containsExactly("wilderness");

        // why: wilderness a is "~ew ~ew #" over "D W #": its condition is column 2 of rows 0 and 1;
        // tranquillity's face b laid upright at (1, 1) covers row 1, columns 1 to 3, so the cell at row 1, column 2.
        robot.clickOn("#offer-tranquillity-b");
        robot.clickOn(pane.cellOnScreen(1, 1));
        assertThat(laid).containsExactly("wilderness");
        assertThat(robot.lookup("#landscape-status").queryAs(Label.class).getText())
                .isEqualTo("Not here: the card would cover the scoring condition at row 1, column 2; a new card may "
                        + "not cover any cell of a condition (RULES.md 3.5).");

        // Turned a quarter (R), it is 3 tall and 2 wide: at (1, 0) it covers the deer and the wolf only.
        robot.type(KeyCode.R);
        robot.moveTo(pane.cellOnScreen(1, 0));
        assertThat(robot.lookup("#landscape-status").queryAs(Label.class).getText()).startsWith("Click to lay");
        robot.clickOn(pane.cellOnScreen(1, 0));

        assertThat(laid).containsExactly("wilderness", "tranquillity");
        assertThat(table.landscape().cards()).extracting(PlacedCard::quarterTurns).containsExactly(0, 1);
        int total = new LandscapeScorer(GAME).score(table.landscape(), card("mighty-river").condition(), false)
                .total();
        assertThat(robot.lookup("#landscape-score").queryAs(Label.class).getText()).isEqualTo("Total " + total);
        // The offers the listener supplied after the second card are on the table.
        assertThat(robot.lookup("#offer-noble-forests-a").tryQuery()).isPresent();
    }

    /**
     * A solo game as the rules deal it (issue 15: the play-test table plays the game): two cards to keep one of,
     * then the card received, four rounds, each card laid by clicks; at the end the score and the title.
     */
    @Test
    void aSoloGameIsPlayedToItsEndThroughThePane(FxRobot robot) {
        LandscapePane pane = TestWindows.show(robot, () -> {
            LandscapePane shown = new LandscapePane();
            shown.setGame(java.util.Optional.of(GAME));
            return shown;
        }, 1100, 760);
        robot.interact(() -> robot.lookup("#landscape-seed").queryAs(javafx.scene.control.Spinner.class)
                .getValueFactory().setValue(5));
        robot.clickOn("#landscape-deal");
        // The deal does not depend on how a player lays: the engine's own solo game of seed 5 deals the same.
        org.cartolab.landscape.play.LandscapeLog dealt = org.cartolab.landscape.play.LandscapeMatch.play(GAME, 5,
                List.of("random")).log();
        List<List<String>> offered = new ArrayList<>();
        for (int step = 0; step < 8; step++) {
            LandscapeTable table = pane.table();
            offered.add(table.offered().stream().map(LandscapeCard::id).toList());
            assertThat(robot.lookup("#landscape-progress").queryAs(Label.class).getText())
                    .startsWith("Round " + (step / 2 + 1) + " of 4: " + (step % 2 == 0 ? "keep" : "lay the card"));
            LandscapeCard card = table.offered().get(0);
            Landscape now = table.landscape();
            // An upright place (the canvas shows three free cells around the landscape, room for its top-left).
            PlacedCard place = org.cartolab.landscape.LandscapePlacements.legal(now, card).stream()
                    .filter(p -> p.quarterTurns() == 0).findFirst().orElseThrow();
            robot.clickOn("#offer-" + card.id() + "-" + place.face().id());
            robot.clickOn(pane.cellOnScreen(place.row(), place.col()));
            assertThat(pane.table().landscape().cards()).hasSize(step + 1);
        }
        List<org.cartolab.landscape.play.LandscapeEvent> events = dealt.events();
        assertThat(offered.get(0)).isEqualTo(events.get(0).cards());
        assertThat(offered.get(1)).containsExactly(events.stream()
                .filter(e -> e.event().equals("receives")).findFirst().orElseThrow().card());
        int total = new LandscapeScorer(GAME).score(pane.table().landscape(), pane.table().shared(), false)
                .total();
        String title = new LandscapeScorer(GAME).soloTitle(total).orElseThrow();
        assertThat(robot.lookup("#landscape-progress").queryAs(Label.class).getText())
                .isEqualTo("Game over: " + total + ", " + title + ".");
        assertThat(pane.table().offered()).isEmpty();
    }

    /** The file's landscape puzzle solved from the workbench: the proven optimum, laid out, then tried by hand. */
    @Test
    void aPuzzleOfTheFileIsSolvedToItsOptimumAndCanBeTried(FxRobot robot, @TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("puzzle.carto"), """
                uses confusing-lands
                landscape-puzzle two-cards "Two cards" {
                    game confusing-lands
                    shared wilderness
                    cards tranquillity, circle-of-life
                }
                """);
        Workbench workbench = TestWindows.workbench(robot, file, dir);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> !robot.lookup("#landscape-puzzle").queryComboBox().getItems().isEmpty());
        TestWindows.selectTab(robot, "landscape-tab");
        robot.clickOn("#landscape-solve");
        Label status = robot.lookup("#landscape-solve-status").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> status.getText().startsWith("Proven optimum"));

        LandscapePuzzle puzzle = new LandscapePuzzle("p", "P", GAME, card("wilderness"),
                List.of(card("tranquillity"), card("circle-of-life")));
        int optimum = new ExhaustiveLandscapeSolver(puzzle).solve().score();
        assertThat(status.getText()).startsWith("Proven optimum " + optimum + " ");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#landscape-score").queryAs(Label.class).getText()).isEqualTo("Total " + optimum);
        assertThat(workbench.landscape().table().landscape().cards()).hasSize(2);

        robot.clickOn("#landscape-try");
        assertThat(workbench.landscape().table().offered()).containsExactly(card("tranquillity"));
        workbench.shutdown();
    }

    @Test
    void aFileUsingALandscapeGameOpensItsTableInTheWorkbench(FxRobot robot, @TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("lands.carto"), "uses confusing-lands\n");
        Workbench workbench = TestWindows.workbench(robot, file, dir);
        TabPane tabs = robot.lookup("#tabs").queryAs(TabPane.class);

        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> "landscape-tab".equals(tabs.getSelectionModel().getSelectedItem().getId()));
        WaitForAsyncUtils.waitForFxEvents();

        // why: free play offers the 18 cards but the shared one (the first condition, Mighty River).
        assertThat(workbench.landscape().table().offered()).hasSize(17);
        assertThat(workbench.landscape().table().shared()).map(c -> c.id()).contains("mighty-river");
        workbench.shutdown();
    }
}
