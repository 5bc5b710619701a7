package org.cartolab.solve.landscape;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapeScore;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.FaceCell;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.ScoringCard;
import org.junit.jupiter.api.Test;

/**
 * The symmetry the Choco solver relies on (it lays the first card unturned): turning a whole landscape a quarter
 * turn keeps every condition's points, each of the 18 checked on its own as the shared condition.
 */
class LandscapeRotationTest {

    /** The placement a card takes when the whole landscape turns a quarter turn clockwise: (r, c) goes to (c, -r). */
    private static PlacedCard turned(PlacedCard placed) {
        return new PlacedCard(placed.card(), placed.face(), placed.quarterTurns() + 1, placed.col(),
                -(placed.row() + placed.height() - 1));
    }

    @Test
    void aTurnedPlacementCoversTheTurnedCellsWithTurnedEnds() {
        LandscapeCard card = RandomPuzzles.game().card("roaring-falls").orElseThrow();
        PlacedCard placed = new PlacedCard(card, card.faces().get(0), 1, 2, -3);
        Map<String, String> expected = new TreeMap<>();
        for (PlacedCard.Cell cell : placed.cells()) {
            int ends = 0;
            for (FaceCell.Side side : FaceCell.Side.values()) {
                if ((cell.ends() & side.bit()) != 0) {
                    ends |= side.turned(1).bit();
                }
            }
            expected.put(cell.col() + "," + -cell.row(), cell.terrain().map(t -> t.id()).orElse(".") + ends);
        }
        Map<String, String> actual = new TreeMap<>();
        for (PlacedCard.Cell cell : turned(placed).cells()) {
            actual.put(cell.row() + "," + cell.col(), cell.terrain().map(t -> t.id()).orElse(".") + cell.ends());
        }
        assertThat(actual).isEqualTo(expected);
    }

    @Test
    void everyConditionScoresTheSameOnTheTurnedLandscape() {
        LandscapeGame game = RandomPuzzles.game();
        LandscapeScorer scorer = new LandscapeScorer(game);
        Random random = new Random(90);
        Map<String, Integer> nonZero = new TreeMap<>();
        for (int i = 0; i < 150; i++) {
            List<LandscapeCard> cards = new ArrayList<>(game.cards());
            Collections.shuffle(cards, random);
            Landscape landscape = RandomLayouts.lay(game, cards.subList(0, 3 + random.nextInt(6)), random);
            Landscape turned = Landscape.empty(game);
            for (PlacedCard placed : landscape.cards()) {
                turned = turned.place(turned(placed));
            }
            for (ScoringCard condition : game.scoringCards()) {
                LandscapeScore before = scorer.score(landscape, Optional.of(condition), false);
                LandscapeScore after = scorer.score(turned, Optional.of(condition), false);
                assertThat(after).as(condition.id() + " on " + landscape.cards()).isEqualTo(before);
                if (before.shared().orElseThrow().points() != 0) {
                    nonZero.merge(condition.id(), 1, Integer::sum);
                }
            }
        }
        // Each condition scored points on some of these landscapes, so its check was not vacuous.
        assertThat(nonZero.keySet()).containsExactlyInAnyOrderElementsOf(
                game.scoringCards().stream().map(ScoringCard::id).toList());
    }
}
