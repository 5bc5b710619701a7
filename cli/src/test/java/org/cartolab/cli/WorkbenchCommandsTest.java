package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.awt.image.BufferedImage;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** carto render and carto workbench as a user runs them. Render starts JavaFX (headless) once per JVM: one test. */
class WorkbenchCommandsTest {

    @TempDir
    Path dir;



    @Test
    void renderWritesTheGalleryAndAPlayTestBoardAsPngsWithoutADisplay() throws Exception {
        Run run = carto("render", "--game", "cartographers", "--out", dir.toString(), "--seed", "7", "--turns", "5");

        assertThat(run.exit()).as(run.err()).isZero();
        // why: the base game has maps, shapes, explore, ambush, season and scoring cards, and no heroes.
        assertThat(run.out().lines().map(line -> Path.of(line).getFileName().toString())).containsExactly(
                "gallery-map.png", "gallery-shape.png", "gallery-explore.png", "gallery-ambush.png",
                "gallery-season.png", "gallery-scoring.png", "playtest.png");
        for (String line : run.out().lines().toList()) {
            BufferedImage image = ImageIO.read(Path.of(line).toFile());
            assertThat(image).as(line).isNotNull();
            assertThat(image.getWidth()).as(line).isGreaterThan(200);
        }
        // The scoring sheet holds 16 cards four to a row: four rows of cards at least 250 pixels tall.
        assertThat(ImageIO.read(dir.resolve("gallery-scoring.png").toFile()).getHeight()).isGreaterThan(4 * 250);
    }

    @Test
    void renderNeedsAGameWithAMap() {
        Run run = carto("render", "--game", "no-such-game", "--out", dir.toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("unknown game 'no-such-game'");
    }

    @Test
    void theWorkbenchNamesAMissingFile() {
        Run run = carto("workbench", dir.resolve("missing.carto").toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("there is no file").contains("missing.carto");
    }
}
