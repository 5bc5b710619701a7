package org.cartolab.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.rules.TestGames.shape;

import org.cartolab.model.Shape;
import org.junit.jupiter.api.Test;

class OrientationTest {

    private static String art(Orientation o) {
        return String.join("/", new Shape("o", o.height(), o.width(), o.cells()).art());
    }

    @Test
    void distinctOrientationsFollowTheShapesSymmetry() {
        assertThat(Orientation.all(shape("XX", "XX"))).hasSize(1);
        assertThat(Orientation.all(shape(".X.", "XXX", ".X."))).hasSize(1);
        assertThat(Orientation.all(shape("X", "X", "X"))).hasSize(2);
        assertThat(Orientation.all(shape("X.", ".X"))).hasSize(2); // the split coin shape of Forgotten Forest
        assertThat(Orientation.all(shape("X.", "XX"))).hasSize(4);
        assertThat(Orientation.all(shape("XXX", "..X"))).hasSize(8);
    }

    @Test
    void aQuarterTurnIsClockwise() {
        // X.      XX
        // XX  ->  X.
        assertThat(art(Orientation.transform(shape("X.", "XX"), 1))).isEqualTo("XX/X.");
        // XXX      .X
        // ..X  ->  .X      the top row becomes the right column
        //          XX
        assertThat(art(Orientation.transform(shape("XXX", "..X"), 1))).isEqualTo(".X/.X/XX");
        assertThat(art(Orientation.transform(shape("XXX", "..X"), 4))).isEqualTo("XXX/X..");
    }

    @Test
    void asPrintedKeepsTheShape() {
        assertThat(art(Orientation.asPrinted(shape("XX", "X.", "XX")).get(0))).isEqualTo("XX/X./XX");
    }
}
