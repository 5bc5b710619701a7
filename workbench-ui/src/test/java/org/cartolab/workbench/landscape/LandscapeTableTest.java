package org.cartolab.workbench.landscape;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;
import org.junit.jupiter.api.Test;

/** The landscape table's state: offers supplied step by step, the engine's refusals, undo, the score. */
class LandscapeTableTest {

    private static final LandscapeGame GAME = CardLibrary.load("confusing-lands").landscapeGame("confusing-lands")
            .orElseThrow();

    private static LandscapeCard card(String id) {
        return GAME.card(id).orElseThrow();
    }

    @Test
    void aDraftOffersTwoThenAForcedCardAndHearsEachCardLaid() {
        LandscapeTable table = new LandscapeTable(GAME, card("mighty-river").condition());
        List<String> laid = new ArrayList<>();
        // A caller in the style of the solo draft: keep 1 of 2, then lay the forced card.
        table.addListener(new LandscapeTable.Listener() {
            @Override
            public void laid(PlacedCard card, Landscape landscape) {
                laid.add(card.card().id());
                if (landscape.cards().size() == 1) {
                    table.offer(List.of(card("tranquillity")));
                }
            }
        });
        table.offer(List.of(card("wilderness"), card("noble-forests")));
        table.choose(card("wilderness"), card("wilderness").faces().get(0));

        assertThat(table.lay(0, 0)).isEmpty();

        assertThat(laid).containsExactly("wilderness");
        assertThat(table.offered()).containsExactly(card("tranquillity"));
        assertThat(table.chosen()).isEmpty();
        // why: wilderness a is "~ew ~ew #" over "D W #": its condition is column 2 of rows 0 and 1; a face laid
        // upright at (1, 1) covers row 1, columns 1 to 3, so the condition's cell at row 1, column 2.
        table.choose(card("tranquillity"), card("tranquillity").faces().get(1));
        assertThat(table.problem(1, 1)).get().asString().contains("would cover the scoring condition at row 1, "
                + "column 2");
        assertThat(table.lay(5, 5)).get().asString().contains("does not overlap the landscape");
        assertThat(table.landscape().cards()).hasSize(1);
        // Turned a quarter, tranquillity b is 3 tall and 2 wide: at (1, 0) it covers the deer and the wolf only.
        table.rotate();
        assertThat(table.lay(1, 0)).isEmpty();
        assertThat(laid).containsExactly("wilderness", "tranquillity");
        assertThat(table.landscape().cards()).extracting(c -> c.quarterTurns()).containsExactly(0, 1);
    }

    @Test
    void undoTakesTheCardBackAndOffersAgainWhatWasOffered() {
        LandscapeTable table = LandscapeTable.freePlay(GAME, Optional.of(card("mighty-river")));
        // why: free play offers the 17 cards other than the shared one.
        assertThat(table.offered()).hasSize(17).doesNotContain(card("mighty-river"));
        table.choose(card("wilderness"), card("wilderness").faces().get(1));
        table.lay(0, 0);
        assertThat(table.offered()).hasSize(16).doesNotContain(card("wilderness"));

        table.undo();

        assertThat(table.landscape().cards()).isEmpty();
        assertThat(table.offered()).hasSize(17).contains(card("wilderness"));
        assertThat(table.canUndo()).isFalse();
        assertThat(table.score()).isEmpty();
    }

    @Test
    void nothingChosenIsAReasonNotToLay() {
        LandscapeTable table = new LandscapeTable(GAME, Optional.empty());
        table.offer(List.of(card("wilderness")));
        assertThat(table.lay(0, 0)).contains("choose an offered card and a face first.");
    }
}
