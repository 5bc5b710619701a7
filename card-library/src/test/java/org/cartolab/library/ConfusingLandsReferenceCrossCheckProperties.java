package org.cartolab.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapeScore;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.library.reference.ConfusingLandsReference;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.ScoringCard;
import org.cartolab.scoring.Scorer;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The Confusing Lands conditions (.carto, run by the evaluator on the landscape's bounding box) against a
 * deliberately simple second implementation ({@link ConfusingLandsReference}) on random legal landscapes of 1 to 8
 * cards, and the whole landscape score (with Land of Plenty, the shared condition and the cost) against the
 * reference's.
 */
class ConfusingLandsReferenceCrossCheckProperties {

    private static final LandscapeGame GAME = ConfusingLandsFixturesTest.game();
    private static final Scorer SCORER = new Scorer(List.of());

    @Property(tries = 1500)
    void everyConditionAndTheTotalAgreeWithTheReference(@ForAll long seed,
            @ForAll @IntRange(min = 1, max = 8) int cardCount) {
        Random random = new Random(seed);
        List<LandscapeCard> deck = new ArrayList<>(GAME.cards());
        java.util.Collections.shuffle(deck, random);
        Optional<ScoringCard> shared = random.nextInt(4) == 0 ? Optional.empty() : deck.remove(0).condition();
        Landscape landscape = Landscape.empty(GAME);
        for (LandscapeCard card : deck.subList(0, cardCount)) {
            landscape = layRandomly(landscape, card, random);
        }
        ConfusingLandsReference reference = new ConfusingLandsReference(landscape.cards());
        String cards = landscape.cards().stream().map(c -> c.card().id() + " " + c.face().id() + " "
                + c.quarterTurns() * 90 + " " + c.row() + "," + c.col()).reduce("", (a, b) -> a + "\n" + b);
        for (ScoringCard condition : GAME.scoringCards()) {
            if (!condition.id().equals("land-of-plenty")) {
                assertThat(SCORER.points(condition, landscape.board())).as("%s on%s", condition.id(), cards)
                        .isEqualTo(reference.score(condition.id()));
            }
        }
        LandscapeScore score = new LandscapeScorer(GAME).score(landscape, shared, false);
        assertThat(score.total()).as("total on%s", cards).isEqualTo(referenceTotal(reference, landscape, shared));
    }

    /** RULES.md 3.7, with Land of Plenty the least of the other scored conditions. */
    private static int referenceTotal(ConfusingLandsReference reference, Landscape landscape,
                                      Optional<ScoringCard> shared) {
        List<String> scored = new ArrayList<>(landscape.conditions().stream().map(ScoringCard::id).toList());
        if (scored.isEmpty()) {
            return 0;
        }
        shared.ifPresent(card -> scored.add(card.id()));
        List<Integer> others = scored.stream().filter(id -> !id.equals("land-of-plenty")).map(reference::score)
                .toList();
        int total = others.stream().mapToInt(Integer::intValue).sum();
        if (scored.contains("land-of-plenty")) {
            total += others.stream().mapToInt(Integer::intValue).min().orElse(0);
        }
        return total - 10 * landscape.conditions().size();
    }

    /** The card laid at a random legal place near the landscape (any face, any turn), or the landscape unchanged. */
    private static Landscape layRandomly(Landscape landscape, LandscapeCard card, Random random) {
        for (int attempt = 0; attempt < 60; attempt++) {
            int row = landscape.cards().isEmpty() ? 0 : random.nextInt(9) - 4;
            int col = landscape.cards().isEmpty() ? 0 : random.nextInt(11) - 5;
            PlacedCard placed = new PlacedCard(card, card.faces().get(random.nextInt(card.faces().size())),
                    random.nextInt(4), row, col);
            if (landscape.problem(placed).isEmpty()) {
                return landscape.place(placed);
            }
        }
        return landscape;
    }
}
