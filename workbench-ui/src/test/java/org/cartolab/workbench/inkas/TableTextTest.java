package org.cartolab.workbench.inkas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.hex.game.InkasAction;
import org.cartolab.hex.game.InkasEvent;
import org.cartolab.model.hex.HexBoard;
import org.junit.jupiter.api.Test;

/** The table's words: the places and products named, and kinds it does not know still shown. */
class TableTextTest {

    private static final HexBoard BOARD = InkasTableTest.GAME.maps().get(0);
    private static final TableText TEXT = new TableText(InkasTableTest.GAME, BOARD);

    @Test
    void actionsNameTheirPlaceAndCards() {
        assertThat(TEXT.action(new InkasAction(InkasAction.Kind.VILLAGE, 0, List.of(), List.of())))
                .isEqualTo("Build a village at " + BOARD.intersections().get(0).id());
        // why: products 0 (wood) three times for 1 (stone), in the game's product order.
        assertThat(TEXT.action(new InkasAction(InkasAction.Kind.TRADE, -1, List.of(0, 0, 0), List.of(1))))
                .isEqualTo("Trade 3 wood for 1 stone");
    }

    @Test
    void anEventShowsEveryFieldItHas() {
        InkasEvent rolled = new InkasEvent(3, 2, "rolled", List.of(4, 3), null, null, null, null, null, null, null,
                null);
        InkasEvent stole = new InkasEvent(3, 2, "stole", null, null, List.of("ore"), null, 1, null, null, null, null);
        InkasEvent declined = new InkasEvent(9, 1, "declined", null, null, null, null, null, null, 1,
                List.of("e10/f11", "e6/f5"), null);
        InkasEvent played = new InkasEvent(9, 1, "played", null, null, null, null, null, null, null, null, "warrior");
        assertThat(TEXT.event(rolled)).isEqualTo("turn 3 · player 2 · rolled 4+3");
        assertThat(TEXT.event(stole)).isEqualTo("turn 3 · player 2 · stole: ore from player 1");
        assertThat(TEXT.event(declined)).isEqualTo("turn 9 · player 1 · declined (tribe 1): e10/f11, e6/f5");
        assertThat(TEXT.event(played)).isEqualTo("turn 9 · player 1 · played warrior");
    }
}
