package org.cartolab.workbench.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexEdge;
import org.cartolab.workbench.inkas.Place;
import org.junit.jupiter.api.Test;

import javafx.geometry.Point2D;

/**
 * The board's geometry against what hexes are: a crossing is a corner of each of its three hexes (one radius from
 * each centre), an edge's middle is half a hex's height from both its hexes; and a click at a place finds it.
 */
class HexLayoutTest {

    private static final HexBoard BOARD = CardLibrary.load("rise-of-the-inkas").hexGame("rise-of-the-inkas")
            .orElseThrow().maps().get(0);
    private static final double R = 30;
    private final HexLayout layout = new HexLayout(BOARD, R);

    @Test
    void everyCrossingIsACornerOfEachOfItsHexes() {
        for (int i = 0; i < BOARD.intersections().size(); i++) {
            Point2D crossing = layout.crossing(i);
            for (int hex : BOARD.intersections().get(i).hexes()) {
                assertThat(crossing.distance(layout.hex(hex))).as(BOARD.intersections().get(i).id())
                        .isCloseTo(R, within(1e-9));
            }
        }
    }

    @Test
    void everyEdgeRunsBetweenItsTwoHexes() {
        for (int i = 0; i < BOARD.edges().size(); i++) {
            HexEdge edge = BOARD.edges().get(i);
            Point2D middle = layout.edgeMiddle(i);
            assertThat(middle.distance(layout.hex(edge.hexA()))).isCloseTo(R * Math.sqrt(3) / 2, within(1e-9));
            assertThat(middle.distance(layout.hex(edge.hexB()))).isCloseTo(R * Math.sqrt(3) / 2, within(1e-9));
            assertThat(layout.crossing(edge.from()).distance(layout.crossing(edge.to()))).isCloseTo(R, within(1e-9));
        }
    }

    @Test
    void aClickNearAPlaceFindsItAndOneBetweenPlacesNothing() {
        for (int i = 0; i < BOARD.intersections().size(); i++) {
            Point2D at = layout.crossing(i).add(3, -2);
            assertThat(layout.placeAt(at.getX(), at.getY())).contains(Place.crossing(i));
        }
        for (int i = 0; i < BOARD.edges().size(); i++) {
            Point2D at = layout.edgeMiddle(i).add(-2, 3);
            assertThat(layout.placeAt(at.getX(), at.getY())).contains(Place.edge(i));
        }
        for (int i = 0; i < BOARD.hexes().size(); i++) {
            Point2D at = layout.hex(i).add(5, 5);
            assertThat(layout.placeAt(at.getX(), at.getY())).contains(Place.hex(i));
        }
        // Halfway from a crossing to its edge's middle is near neither, and outside the circles inside the hexes.
        HexEdge edge = BOARD.edges().get(0);
        Point2D between = layout.crossing(edge.from()).interpolate(layout.edgeMiddle(0), 0.5);
        assertThat(layout.placeAt(between.getX(), between.getY())).isEmpty();
    }
}
