package org.cartolab.library;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.Corner;
import org.cartolab.model.Deck;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.MapSheet;
import org.cartolab.model.Rotation;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonCard;
import org.cartolab.model.ShapeOption;
import org.junit.jupiter.api.Test;

/** The base game's content, checked against the tables of GAME-DATA.md §A. */
class CartographersLibraryTest {

    private static final Game GAME = CardLibrary.load("cartographers").game("cartographers").orElseThrow();

    @Test
    void theLibraryLoadsWithoutAnyProblemNotEvenAWarning() {
        LoadResult result = CardLibrary.loader().load(CardLibrary.files("cartographers").orElseThrow());
        assertThat(result.problems()).isEmpty();
    }

    @Test
    void fourDecksOfFourScoringCardsWithTheirSoloValues() {
        assertThat(GAME.decks()).extracting(Deck::id)
                .containsExactly("forest", "farm-water", "village", "arrangement");
        assertThat(GAME.scoringCards()).extracting(ScoringCard::id, ScoringCard::deck, ScoringCard::soloValue)
                .containsExactly(
                        tuple("sentinel-wood", "forest", 25), tuple("greenbough", "forest", 22),
                        tuple("treetower", "forest", 17), tuple("stoneside-forest", "forest", 18),
                        tuple("canal-lake", "farm-water", 24), tuple("mages-valley", "farm-water", 22),
                        tuple("the-golden-granary", "farm-water", 20), tuple("shoreside-expanse", "farm-water", 27),
                        tuple("wildholds", "village", 16), tuple("great-city", "village", 16),
                        tuple("greengold-plains", "village", 21), tuple("shieldgate", "village", 20),
                        tuple("borderlands", "arrangement", 24), tuple("lost-barony", "arrangement", 24),
                        tuple("the-broken-road", "arrangement", 24), tuple("the-cauldrons", "arrangement", 20));
        assertThat(GAME.scoringCards()).allSatisfy(card -> assertThat(card.text()).isNotBlank());
    }

    @Test
    void thirteenExploreCardsWithTimeTerrainsAndShapes() {
        assertThat(GAME.explore()).hasSize(13);
        assertThat(GAME.explore()).extracting(ExploreCard::id, ExploreCard::time, ExploreCard::kind)
                .contains(tuple("temple-ruins", 0, ExploreKind.RUINS), tuple("outpost-ruins", 0, ExploreKind.RUINS),
                        tuple("rift-lands", 0, ExploreKind.RIFT), tuple("great-river", 1, ExploreKind.NORMAL),
                        tuple("fishing-village", 2, ExploreKind.NORMAL));
        assertThat(art(card("great-river"))).containsExactly(List.of("X", "X", "X"), List.of("..X", ".XX", "XX."));
        assertThat(card("great-river").shapes()).extracting(ShapeOption::coin).containsExactly(true, false);
        assertThat(art(card("forgotten-forest")).get(0)).containsExactly("X.", ".X");
        assertThat(card("treetop-village").terrains()).extracting(t -> t.id()).containsExactly("forest", "village");
        assertThat(card("rift-lands").terrains()).extracting(t -> t.id())
                .containsExactly("forest", "village", "farm", "water", "monster");
        int coinShapes = (int) GAME.explore().stream().flatMap(c -> c.shapes().stream()).filter(ShapeOption::coin)
                .count();
        assertThat(coinShapes).isEqualTo(4);
    }

    @Test
    void fourAmbushesWithShapeDirectionAndSoloCorner() {
        assertThat(GAME.ambushes()).extracting(AmbushCard::id, AmbushCard::pass, AmbushCard::soloCorner)
                .containsExactly(tuple("goblin-attack", Rotation.COUNTER_CLOCKWISE, Corner.BOTTOM_RIGHT),
                        tuple("bugbear-assault", Rotation.CLOCKWISE, Corner.TOP_RIGHT),
                        tuple("kobold-onslaught", Rotation.CLOCKWISE, Corner.BOTTOM_LEFT),
                        tuple("gnoll-raid", Rotation.COUNTER_CLOCKWISE, Corner.TOP_LEFT));
        assertThat(GAME.ambushes().get(3).shape().shape().art()).containsExactly("XX", "X.", "XX");
        assertThat(GAME.ambushes()).allSatisfy(a -> assertThat(a.fill().id()).isEqualTo("monster"));
    }

    @Test
    void seasonsTimeLimitsAndEdicts() {
        assertThat(GAME.seasons()).extracting(SeasonCard::id, SeasonCard::timeLimit, SeasonCard::edicts)
                .containsExactly(tuple("spring", 8, List.of("A", "B")), tuple("summer", 8, List.of("B", "C")),
                        tuple("autumn", 7, List.of("C", "D")), tuple("winter", 6, List.of("D", "A")));
        assertThat(GAME.coinTrack()).isEqualTo(14);
    }

    @Test
    void mapSheetsHaveTheirPrintedCellsWhereGameDataSays() {
        MapSheet a = GAME.map("A").orElseThrow();
        assertThat(PrintedCells.of(a, 'M')).containsExactly("1,3", "2,8", "5,5", "8,2", "9,7");
        assertThat(PrintedCells.of(a, 'R')).containsExactly("1,5", "2,1", "2,9", "8,1", "8,9", "9,5");
        MapSheet b = GAME.map("B").orElseThrow();
        assertThat(PrintedCells.of(b, 'M')).containsExactly("1,8", "2,3", "7,5", "8,9", "9,2");
        assertThat(PrintedCells.of(b, 'R')).containsExactly("1,6", "2,2", "4,6", "6,1", "7,8", "9,3");
        assertThat(PrintedCells.of(b, '#')).containsExactly("3,5", "4,4", "4,5", "5,4", "5,5", "5,6", "6,5");
        assertThat(List.of(a, b)).allSatisfy(map -> assertThat(map.height() * map.width()).isEqualTo(121));
    }

    @Test
    void soloTitlesFromBestToWorst() {
        assertThat(GAME.soloTitles()).hasSize(8);
        assertThat(GAME.soloTitles().get(0).minimum()).isEqualTo(30);
        assertThat(GAME.soloTitles().get(7).minimum()).isEqualTo(-30);
    }

    private static ExploreCard card(String id) {
        return GAME.explore().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    private static List<List<String>> art(ExploreCard card) {
        return card.shapes().stream().map(option -> option.shape().art()).toList();
    }
}
