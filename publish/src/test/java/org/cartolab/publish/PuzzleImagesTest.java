package org.cartolab.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;

/** The PNGs show each cell in its terrain's colour, looked up at hand-chosen cell centres. */
class PuzzleImagesTest {

    // why: the colours of terrains.carto: forest #3f7f3a, village #c0503a, farm #e0b43c, water #3c78c8,
    // monster #7a4a9a; an empty cell is white paper; a mountain cell's centre is its dark peak, the mountain colour
    // #8c7b6b halved per channel = #463d35.
    private static final int WHITE = 0xffffff;
    private static final int FOREST = 0x3f7f3a;
    private static final int VILLAGE = 0xc0503a;
    private static final int FARM = 0xe0b43c;
    private static final int WATER = 0x3c78c8;
    private static final int MONSTER = 0x7a4a9a;
    private static final int MOUNTAIN_PEAK = 0x463d35;

    @Test
    void puzzleShowsTheStartingMap() throws IOException {
        PuzzleSheet puzzle = SamplePuzzle.puzzle();
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(PuzzleImages.puzzlePng(puzzle)));
        PuzzlePicture picture = new PuzzlePicture(puzzle);
        picture.draw(Canvas.measuring());
        // why: map A row 2 is "...M.R.....": D2 (1,3) a mountain; B3 (2,1) an empty ruins cell, its mark sits in
        // the lower right corner so the centre stays paper; A1 and K11 are empty.
        assertThat(rgb(image, picture.cellCentre(1, 3))).isEqualTo(MOUNTAIN_PEAK);
        assertThat(rgb(image, picture.cellCentre(2, 1))).isEqualTo(WHITE);
        assertThat(rgb(image, picture.cellCentre(0, 0))).isEqualTo(WHITE);
        assertThat(rgb(image, picture.cellCentre(10, 10))).isEqualTo(WHITE);
    }

    @Test
    void solutionShowsTheFinalMap() throws IOException {
        PuzzleSheet puzzle = SamplePuzzle.puzzle();
        SolutionSheet solution = SamplePuzzle.solution();
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(PuzzleImages.solutionPng(puzzle, solution)));
        SolutionPicture picture = new SolutionPicture(puzzle, solution);
        picture.draw(Canvas.measuring());
        // why: the hand-made play (SamplePuzzle): Orchard's forest on A1 and on the ruins cell B3, Great River's
        // water on F2, Hinterland Stream's farm on G3, the goblins on K11, Hamlet's village on H8; E5 stays empty
        // and D2 is still a mountain.
        assertThat(rgb(image, picture.cellCentre(0, 0))).isEqualTo(FOREST);
        assertThat(rgb(image, picture.cellCentre(2, 1))).isEqualTo(FOREST);
        assertThat(rgb(image, picture.cellCentre(1, 5))).isEqualTo(WATER);
        assertThat(rgb(image, picture.cellCentre(2, 6))).isEqualTo(FARM);
        assertThat(rgb(image, picture.cellCentre(10, 10))).isEqualTo(MONSTER);
        assertThat(rgb(image, picture.cellCentre(7, 7))).isEqualTo(VILLAGE);
        assertThat(rgb(image, picture.cellCentre(4, 4))).isEqualTo(WHITE);
        assertThat(rgb(image, picture.cellCentre(1, 3))).isEqualTo(MOUNTAIN_PEAK);
    }

    @Test
    void pngHoldsOnlyTheImageChunks() {
        byte[] png = PuzzleImages.puzzlePng(SamplePuzzle.puzzle());
        // why: no tIME, tEXt or pHYs chunk may carry anything machine- or moment-dependent.
        String chunks = chunkTypes(png);
        assertThat(chunks).matches("IHDR (IDAT )+IEND ");
    }

    private static int rgb(BufferedImage image, double[] point) {
        int x = (int) Math.floor(point[0] * PuzzleImages.SCALE);
        int y = (int) Math.floor(point[1] * PuzzleImages.SCALE);
        return image.getRGB(x, y) & 0xffffff;
    }

    private static String chunkTypes(byte[] png) {
        StringBuilder types = new StringBuilder();
        int at = 8;
        while (at < png.length) {
            int length = ((png[at] & 0xff) << 24) | ((png[at + 1] & 0xff) << 16) | ((png[at + 2] & 0xff) << 8)
                    | (png[at + 3] & 0xff);
            types.append(new String(png, at + 4, 4, java.nio.charset.StandardCharsets.US_ASCII)).append(' ');
            at += 12 + length;
        }
        return types.toString();
    }
}
