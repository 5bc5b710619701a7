package org.cartolab.publish;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapeScore;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapeGame;
import org.cartolab.scoring.CardScore;

/**
 * A landscape's score as the lines of a table (RULES.md 3.7): each own condition with the number of the card that
 * carries it, the shared condition, the cost of the own conditions and the total.
 */
final class LandscapeBreakdown {

    /** One line: what scored, and its points. */
    record Row(String label, int points) {
    }

    private LandscapeBreakdown() {
    }

    static List<Row> rows(LandscapeGame game, Landscape landscape, LandscapeScore score) {
        List<Row> rows = new ArrayList<>();
        for (CardScore own : score.own()) {
            rows.add(new Row(own.name() + " (card " + cardNumber(landscape, own.id()) + ")", own.points()));
        }
        score.shared().ifPresent(shared -> rows.add(new Row("Shared: " + shared.name()
                + (score.own().isEmpty() ? " (0 with no condition of your own)" : ""), shared.points())));
        int count = score.own().size();
        rows.add(new Row(count + " condition" + (count == 1 ? "" : "s") + " × −" + game.conditionCost(),
                score.conditionCost()));
        rows.add(new Row("Total", score.total()));
        return rows;
    }

    /** The order number (from 1) of the card whose face carries the condition. */
    private static int cardNumber(Landscape landscape, String conditionId) {
        List<PlacedCard> cards = landscape.cards();
        for (int i = 0; i < cards.size(); i++) {
            if (cards.get(i).face().condition().filter(c -> c.id().equals(conditionId)).isPresent()) {
                return i + 1;
            }
        }
        throw new IllegalArgumentException("No card in the landscape carries the condition " + conditionId);
    }

    /** Points as the table prints them: a minus sign, not a hyphen, for a negative number. */
    static String points(int points) {
        return points < 0 ? "−" + -points : Integer.toString(points);
    }
}
