package org.cartolab.workbench.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import javax.imageio.ImageIO;

import org.cartolab.library.CardLibrary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** carto render's images of games without a play-test: their galleries alone. */
@ExtendWith(ApplicationExtension.class)
class GameRenderTest {

    @TempDir
    Path dir;

    @Test
    void aHexGameAndALandscapeGameRenderTheirGalleries(FxRobot robot) throws Exception {
        List<Path>[] written = new List[2];
        robot.interact(() -> {
            try {
                written[0] = GameRender.write(CardLibrary.load("rise-of-the-inkas"), Optional.empty(), 7, 0,
                        dir.resolve("inkas"));
                written[1] = GameRender.write(CardLibrary.load("confusing-lands"), Optional.empty(), 7, 0,
                        dir.resolve("lands"));
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        });

        // why: Rise of the Inkas defines a hex map, landscapes, products and objectives and no map-drawing game;
        // Confusing Lands landscape cards and the scoring cards they carry.
        assertThat(written[0]).extracting(path -> path.getFileName().toString()).containsExactly(
                "gallery-hex_map.png", "gallery-hex_landscape.png", "gallery-product.png", "gallery-objective.png");
        assertThat(written[1]).extracting(path -> path.getFileName().toString()).containsExactly(
                "gallery-landscape_card.png", "gallery-scoring.png");
        // The beginner map has 17 rows of hexes half a hex (radius 22: 19.05 pixels) apart: over 340 pixels tall.
        assertThat(ImageIO.read(written[0].get(0).toFile()).getHeight()).isGreaterThan(340);
    }
}
