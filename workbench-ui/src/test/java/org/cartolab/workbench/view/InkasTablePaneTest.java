package org.cartolab.workbench.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.cartolab.hex.game.InkasAction;
import org.cartolab.hex.game.InkasEvent;
import org.cartolab.hex.game.InkasLog;
import org.cartolab.hex.game.InkasLogs;
import org.cartolab.hex.game.InkasMatch;
import org.cartolab.hex.game.InkasPolicies;
import org.cartolab.hex.game.InkasPolicy;
import org.cartolab.hex.game.InkasReplay;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.hex.HexGame;
import org.cartolab.workbench.inkas.InkasTable;
import org.cartolab.workbench.inkas.Place;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

import javafx.scene.control.Label;

/** The play-test table driven as a user would, headless: policies on Auto, a person's clicks, a saved log. */
@ExtendWith(ApplicationExtension.class)
class InkasTablePaneTest {

    private static final HexGame GAME = CardLibrary.load("rise-of-the-inkas").hexGame("rise-of-the-inkas")
            .orElseThrow();
    private static final InkasPolicy GREEDY = InkasPolicies.named("greedy", 0);

    /** Each test's windows go with it: a window left open can take the next test's clicks. */
    @AfterEach
    void closeWindows() throws java.util.concurrent.TimeoutException {
        FxToolkit.cleanupStages();
    }

    private static InkasTablePane open(FxRobot robot, long seed, List<String> seats) {
        return TestWindows.show(robot, () -> {
            InkasTablePane pane = new InkasTablePane();
            pane.setGame(GAME);
            pane.newGame(seed, seats);
            return pane;
        });
    }

    private static String status(FxRobot robot) {
        return robot.lookup("#inkas-status").queryAs(Label.class).getText();
    }

    @Test
    void greedySeatsOnAutoPlayToTheEnginesWinner(FxRobot robot) {
        List<String> seats = List.of("greedy", "greedy", "greedy", "greedy");
        InkasLog engine = InkasMatch.play(GAME, 9, seats);
        InkasTablePane pane = open(robot, 9, seats);

        robot.clickOn("#inkas-auto");

        assertThat(engine.winner()).isBetween(1, 4);
        assertThat(status(robot)).startsWith("Player " + engine.winner() + " wins in turn " + engine.turns() + ".");
        assertThat(InkasLogs.write(pane.table().log().orElseThrow())).isEqualTo(InkasLogs.write(engine));

        // The board shows the end: each building and road in its player's colour, the robber dark on its hex.
        InkasMatch end = pane.table().match();
        javafx.scene.image.PixelReader pixels = snapshot(robot, pane);
        HexLayout layout = new HexLayout(end.board(), 30);
        int buildings = 0;
        for (int at = 0; at < end.board().intersections().size(); at++) {
            if (end.owner(at) != 0) {
                javafx.geometry.Point2D centre = layout.crossing(at);
                assertThat(pixels.getColor((int) centre.getX(), (int) centre.getY()))
                        .isEqualTo(HexBoardView.colour(end.owner(at)));
                buildings++;
            }
        }
        assertThat(buildings).isGreaterThanOrEqualTo(8);
        for (int path = 0; path < end.board().paths().size(); path++) {
            if (end.roadOwner(path) != 0) {
                javafx.geometry.Point2D middle = layout.edgeMiddle(end.board().edges()
                        .indexOf(end.board().paths().get(path)));
                assertThat(pixels.getColor((int) Math.round(middle.getX()), (int) Math.round(middle.getY())))
                        .isEqualTo(HexBoardView.colour(end.roadOwner(path)));
            }
        }
        javafx.geometry.Point2D robber = layout.hex(end.robber()).add(-0.49 * 30, 0);
        assertThat(pixels.getColor((int) robber.getX(), (int) robber.getY()).getBrightness()).isLessThan(0.2);
    }

    private static javafx.scene.image.PixelReader snapshot(FxRobot robot, InkasTablePane pane) {
        javafx.scene.image.PixelReader[] pixels = new javafx.scene.image.PixelReader[1];
        robot.interact(() -> pixels[0] = pane.lookup("#inkas-board").snapshot(null, null).getPixelReader());
        return pixels[0];
    }

    /**
     * Player 1 plays what the greedy policy would until a village is offered (the first seed where that happens
     * before the game ends). A click on a crossing next to player 1's first village is refused: the distance rule. A
     * click on the offered crossing builds the village there.
     */
    @Test
    void aPersonsClickOnAnOfferedCrossingBuildsThereAndAnIllegalClickIsRefusedWithTheReason(FxRobot robot) {
        List<String> seats = List.of(InkasPolicies.HUMAN, "greedy", "greedy");
        long seed = java.util.stream.LongStream.rangeClosed(1, 50)
                .filter(s -> playUntilAVillageIsOffered(InkasTable.start(GAME, s, seats), InkasTable::auto))
                .findFirst().orElseThrow();
        InkasTablePane pane = open(robot, seed, seats);
        InkasTable table = pane.table();
        robot.interact(() -> playUntilAVillageIsOffered(table, t -> pane.auto()));
        int site = village(table);
        String id = table.match().board().intersections().get(site).id();
        int first = java.util.stream.IntStream.range(0, table.match().board().intersections().size())
                .filter(at -> table.match().owner(at) == 1).findFirst().orElseThrow();
        int neighbour = table.match().board().intersections().get(first).neighbours().get(0);
        int events = table.match().events().size();

        robot.clickOn(pane.onScreen(Place.crossing(neighbour)));

        assertThat(status(robot)).isEqualTo("Not here: " + table.match().board().intersections().get(neighbour).id()
                + " is next to a building: the distance rule keeps a crossing free between buildings.");
        assertThat(table.match().owner(neighbour)).isZero();
        assertThat(table.match().events()).hasSize(events);
        assertThat(table.match().owner(site)).isZero();

        robot.clickOn(pane.onScreen(Place.crossing(site)));

        assertThat(table.match().owner(site)).isEqualTo(1);
        assertThat(table.match().events().get(events)).extracting(InkasEvent::player, InkasEvent::event,
                InkasEvent::at).containsExactly(1, "village", id);
    }

    /**
     * Player 1 chooses what the greedy policy would, the others move on {@code auto}, until player 1 is offered a
     * village; whether that happened before the game ended.
     */
    private static boolean playUntilAVillageIsOffered(InkasTable table,
                                                      java.util.function.Consumer<InkasTable> auto) {
        while (table.pending().isPresent() && !(table.personToChoose() && village(table) >= 0)) {
            if (table.personToChoose()) {
                InkasTable.Decision decision = table.pending().get();
                table.choose(GREEDY.choose(table.match(), decision.player(), decision.legal()));
            } else {
                auto.accept(table);
            }
        }
        return table.pending().isPresent();
    }

    /** The first village the person is offered now, or -1. */
    private static int village(InkasTable table) {
        return table.pending().get().legal().stream().filter(a -> a.kind() == InkasAction.Kind.VILLAGE)
                .mapToInt(InkasAction::at).findFirst().orElse(-1);
    }

    /** A game with a person's seat, played to its end, saved: the file replays through the engine. */
    @Test
    void aSavedLogReplays(FxRobot robot, @TempDir Path dir) throws Exception {
        InkasTablePane pane = open(robot, 6, List.of("random", InkasPolicies.HUMAN, "greedy"));
        InkasTable table = pane.table();
        robot.interact(() -> {
            while (table.pending().isPresent()) {
                if (table.personToChoose()) {
                    InkasTable.Decision decision = table.pending().get();
                    pane.choose(GREEDY.choose(table.match(), decision.player(), decision.legal()));
                } else {
                    table.auto();
                }
            }
        });
        Path file = dir.resolve("inkas.json");

        robot.interact(() -> {
            try {
                pane.saveLog(file);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });

        String text = Files.readString(file);
        InkasLog log = InkasLogs.read(text);
        assertThat(log.policies()).containsExactly("random", InkasPolicies.HUMAN, "greedy");
        assertThat(InkasLogs.write(InkasReplay.replay(GAME, log))).isEqualTo(text);
    }
}
