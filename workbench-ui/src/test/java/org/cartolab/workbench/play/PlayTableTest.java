package org.cartolab.workbench.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.Terrain;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.GameRecord;
import org.cartolab.rules.GreedyPolicy;
import org.junit.jupiter.api.Test;

class PlayTableTest {

    private static final Game GAME = CardLibrary.load("cartographers").game("cartographers").orElseThrow();

    private static Terrain water() {
        return GAME.terrains().stream().filter(t -> t.id().equals("water")).findFirst().orElseThrow();
    }

    @Test
    void seedThreeOpensSpringWithTheGreatRiver() {
        PlayTable table = new PlayTable(GAME, "A", 3);
        Turn turn = table.turn().orElseThrow();
        assertThat(turn.card()).isEqualTo("great-river");
        assertThat(table.season().id()).isEqualTo("spring");
        assertThat(turn.timeUsed()).isEqualTo(1);
        assertThat(turn.terrainChoices()).containsExactly(water());
        assertThat(table.edicts()).extracting(ScoringCard::id).startsWith("wildholds", "the-golden-granary");
        assertThat(table.breakdown().total()).isZero();
    }

    @Test
    void aGhostIsLegalOnEmptySpacesAndNotOnAMountainOrOffTheMap() {
        Turn turn = new PlayTable(GAME, "A", 3).turn().orElseThrow();
        // why: shape 0 of the great river is three cells in a column; map A's column 0 is empty in rows 0-2.
        assertThat(turn.ghost(0, 0, water(), 0, 0).legal()).isTrue();
        // why: map A has a mountain at row 1, column 3 (its second row is "...M.R.....").
        assertThat(turn.ghost(0, 0, water(), 0, 3).legal()).isFalse();
        // why: a column of three starting on the last row runs off the map.
        assertThat(turn.ghost(0, 0, water(), 10, 0).legal()).isFalse();
        // Turned a quarter (transform 1) it is a row of three: rows 0, columns 8-10 are empty.
        assertThat(turn.ghost(0, 1, water(), 0, 8).cells()).hasSize(3).allMatch(c -> c.row() == 0);
        assertThat(turn.ghost(0, 1, water(), 0, 8).legal()).isTrue();
    }

    @Test
    void drawingTheRiverNextToRuinsScoresTheGranaryAndACoin() {
        PlayTable table = new PlayTable(GAME, "A", 3);
        Ghost ghost = table.turn().orElseThrow().ghost(0, 0, water(), 0, 0);

        table.place(ghost.legalMove().orElseThrow());

        // why: spring scores edicts A and B = Wildholds and The Golden Granary, plus coins and monsters. Water at
        // (0,0), (1,0), (2,0): (2,0) touches the ruins at (2,1) -> Golden Granary 1 (no farm on ruins); no village
        // -> Wildholds 0; the column is the coin shape -> 1 coin; no monsters -> 0. Total 2.
        var score = table.breakdown();
        assertThat(score.cards()).extracting(c -> c.id() + "=" + c.points())
                .containsExactly("wildholds=0", "the-golden-granary=1");
        assertThat(score.term("coins")).isEqualTo(1);
        assertThat(score.total()).isEqualTo(2);
        assertThat(table.map().board().terrainAt(2, 0)).contains(water());
        // The golden granary's highlight is the one water cell next to the ruins: (2,0), index 2 * 11 + 0.
        long[] cells = score.cards().get(1).terms().get(0).highlights().get(0).cells();
        assertThat(org.cartolab.board.Bits.get(cells, 22)).isTrue();
        assertThat(org.cartolab.board.Bits.count(cells)).isEqualTo(1);
    }

    @Test
    void undoPutsTheTableBackExactly() {
        PlayTable table = new PlayTable(GAME, "A", 3);
        List<String> before = table.map().board().toRows();
        String card = table.turn().orElseThrow().card();
        table.place(GreedyMoves.rank(table.turn().orElseThrow()).get(0).move());
        assertThat(table.map().board().toRows()).isNotEqualTo(before);

        table.undo();

        assertThat(table.map().board().toRows()).isEqualTo(before);
        assertThat(table.turn().orElseThrow().card()).isEqualTo(card);
        assertThat(table.canUndo()).isFalse();
        assertThatThrownBy(table::undo).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aMoveOfAnotherTurnIsRefused() {
        PlayTable table = new PlayTable(GAME, "A", 3);
        var stale = table.turn().orElseThrow().legal().get(0);
        table.place(stale);
        assertThatThrownBy(() -> table.place(stale)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void playingTheBestRankedMoveEveryTurnIsTheEnginesGreedyGame() {
        // A second path to the same game: the engine playing its greedy policy on its own.
        for (long seed : new long[] {1, 5}) {
            GameRecord greedy = new GameEngine(GAME).play("A", seed, List.of(new GreedyPolicy()), null);
            PlayTable table = new PlayTable(GAME, "A", seed);
            while (table.turn().isPresent()) {
                table.place(GreedyMoves.rank(table.turn().get()).get(0).move());
            }
            assertThat(table.result().orElseThrow().totals()).isEqualTo(greedy.log().totals());
            assertThat(table.map().board().toRows()).isEqualTo(greedy.maps().get(0).board().toRows());
            assertThat(table.sheets()).hasSameSizeAs(greedy.sheets());
        }
    }

    @Test
    void aHeroesGameWithHeroesAndDestroyedSpacesIsTheEnginesGreedyGameToo() {
        Game heroes = CardLibrary.load("cartographers-heroes").game("cartographers-heroes").orElseThrow();
        GameRecord greedy = new GameEngine(heroes).play("C", 4, List.of(new GreedyPolicy()), null);
        PlayTable table = new PlayTable(heroes, "C", 4);
        while (table.turn().isPresent()) {
            table.place(GreedyMoves.rank(table.turn().get()).get(0).move());
        }
        assertThat(table.result().orElseThrow().totals()).isEqualTo(greedy.log().totals());
        assertThat(table.map().board().toRows()).isEqualTo(greedy.maps().get(0).board().toRows());
    }

    @Test
    void seasonsAdvanceAndTheirSheetsAppearAsTheGameGoesOn() {
        PlayTable table = new PlayTable(GAME, "A", 1);
        while (table.turn().isPresent() && table.sheets().isEmpty()) {
            table.place(table.turn().get().legal().get(0));
        }
        assertThat(table.sheets()).hasSize(1);
        assertThat(table.sheets().get(0).season()).isEqualTo("spring");
        assertThat(table.season().id()).isEqualTo("summer");
    }
}
