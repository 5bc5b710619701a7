package org.cartolab.workbench.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.cartolab.model.CardFace;
import org.cartolab.model.FaceCell;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Landscape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

import javafx.scene.canvas.Canvas;
import javafx.scene.image.PixelReader;
import javafx.scene.paint.Color;

/** The painters of the new gallery pictures, read back pixel by pixel (headless). */
@ExtendWith(ApplicationExtension.class)
class PicturesTest {

    private static final Landscape GROVE = new Landscape("grove", "Grove", "G", "#2f6b2a", false, Optional.empty());
    private static final Landscape RIM = new Landscape("rim", "Rim", "o", "#8a8270", true, Optional.empty());

    @Test
    void aHexMapPaintsEachHexWhereItsColumnAndRowPutIt(FxRobot robot) {
        // One grove at column 1, row 2 with the frame around it (as written: ". o ." / "o . o" / ". G6 ." ...).
        List<HexTile> tiles = List.of(new HexTile("b1", 1, 0, RIM, 0), new HexTile("a2", 0, 1, RIM, 0),
                new HexTile("c2", 2, 1, RIM, 0), new HexTile("b3", 1, 2, GROVE, 6), new HexTile("a4", 0, 3, RIM, 0),
                new HexTile("c4", 2, 3, RIM, 0), new HexTile("b5", 1, 4, RIM, 0));
        HexBoard board = HexBoard.of("tiny", "Tiny", tiles, List.of(Set.of()));

        PixelReader pixels = snapshot(robot, () -> new HexCanvas(board, 20));

        // why: radius 20, 3 pixels of margin; columns are 1.5 radii apart and rows half a hex height (10·√3 =
        // 17.32) apart. The grove's centre is x = 3 + 20 + 30 = 53, y = 3 + 17.32·3 = 54.96; 12 pixels left of it
        // is inside the grove, clear of its number counter (radius 8) and symbol.
        assertThat(pixels.getColor(41, 55)).isEqualTo(Color.web("#2f6b2a"));
        // The frame piece at column 0, row 1 is centred at (23, 37.64): frame colour, not the grove's.
        Color frame = pixels.getColor(23, 38);
        assertThat(frame).isNotEqualTo(Color.web("#2f6b2a")).isNotEqualTo(Color.WHITE);
        // The counter of the 6 is at the centre shifted down by 0.1 radius: its cream shows 5 pixels left of it.
        assertThat(pixels.getColor(48, 57)).isEqualTo(Color.web("#f6ecd0"));
    }

    @Test
    void aCardFaceDrawsItsRiverFromTheCentreToEachEnd(FxRobot robot) {
        Terrain river = new Terrain("river", "River", '~', "#3b7fc4", TerrainRole.PRINTED);
        Terrain forest = new Terrain("forest", "Forest", 'F', "#3f7f3a", TerrainRole.DRAWABLE);
        int eastWest = FaceCell.Side.EAST.bit() | FaceCell.Side.WEST.bit();
        CardFace face = new CardFace("a", 1, 2, List.of(new FaceCell(0, 0, Optional.of(river), eastWest),
                new FaceCell(0, 1, Optional.of(forest), 0)), Optional.empty());

        PixelReader pixels = snapshot(robot, () -> new FaceCanvas(face, Optional.empty(), 20));

        // why: cells of 20 from x = 2; the river cell's centre is (12, 12). Its ends are east and west, so the
        // river runs through (5, 12) and (19, 12); north of the centre, at (12, 5), is the river cell's pale ground.
        Color ink = Color.web("#1d5fa8");
        assertThat(pixels.getColor(5, 12)).isEqualTo(ink);
        assertThat(pixels.getColor(19, 12)).isEqualTo(ink);
        assertThat(pixels.getColor(12, 5)).isNotEqualTo(ink);
        // The forest cell's corner, clear of its tree mark, is its colour.
        assertThat(pixels.getColor(25, 19)).isEqualTo(Color.web("#3f7f3a"));
    }

    @Test
    void aConditionsTwoCellsAreOneBlock(FxRobot robot) {
        Terrain condition = new Terrain("condition-cell", "Scoring condition", '#', "#f1c40f", TerrainRole.PRINTED);
        ScoringCard card = new ScoringCard("wilderness", "Wilderness", "", 0, "1 per river.", List.of());
        CardFace face = new CardFace("a", 1, 2, List.of(new FaceCell(0, 0, Optional.of(condition), 0),
                new FaceCell(0, 1, Optional.of(condition), 0)), Optional.of(card));

        PixelReader merged = snapshot(robot, () -> new FaceCanvas(face, Optional.of(condition), 20));
        PixelReader apart = snapshot(robot, () -> new FaceCanvas(face, Optional.empty(), 20));

        // why: cells of 20 from x = 2 meet at x = 22; near the top (y = 6), clear of the block's inner frame (y = 4)
        // and of the name centred at y = 12, one block is yellow where two cells have their grid line.
        Color yellow = Color.web("#f1c40f");
        assertThat(merged.getColor(22, 6)).isEqualTo(yellow);
        assertThat(apart.getColor(22, 6)).isNotEqualTo(yellow);
    }

    private static PixelReader snapshot(FxRobot robot, java.util.function.Supplier<Canvas> painter) {
        PixelReader[] pixels = new PixelReader[1];
        robot.interact(() -> pixels[0] = painter.get().snapshot(null, null).getPixelReader());
        return pixels[0];
    }
}
