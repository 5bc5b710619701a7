package org.cartolab.library;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.AmbushEffect;
import org.cartolab.model.AmbushEffect.Action;
import org.cartolab.model.AmbushEffect.Trigger;
import org.cartolab.model.Corner;
import org.cartolab.model.Deck;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.HeroCard;
import org.cartolab.model.MapSheet;
import org.cartolab.model.Rotation;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonCard;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.ShapeOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The Heroes content and the combined game, checked against the tables of GAME-DATA.md §B and RULES.md §2. */
class HeroesLibraryTest {

    private static final Game GAME = CardLibrary.load("cartographers-heroes").game("cartographers-heroes")
            .orElseThrow();
    private static final Game COMBINED = CardLibrary.load("cartographers-combined").game("cartographers-combined")
            .orElseThrow();

    @ParameterizedTest
    @ValueSource(strings = {"cartographers-heroes", "cartographers-combined"})
    void theLibraryLoadsWithoutAnyProblemNotEvenAWarning(String name) {
        LoadResult result = CardLibrary.loader().load(CardLibrary.files(name).orElseThrow());
        assertThat(result.problems()).isEmpty();
        assertThat(result.workspace().orElseThrow().game(name)).isPresent();
    }

    @Test
    void aDesignerMayUseBothGamesAtOnce() {
        LoadResult result = CardLibrary.loader().load(List.of(new SourceFile("mine.carto",
                """
                uses cartographers, cartographers-heroes
                scoring woods-and-sigils "Woods and Sigils"
                    score 1 per cell c of forest where c touches edge
                    score 4 per cluster k of empty where size(k) = 3
                """)));
        assertThat(result.problems()).isEmpty();
        assertThat(result.workspace().orElseThrow().games()).extracting(Game::id)
                .containsExactly("cartographers", "cartographers-heroes");
    }

    @Test
    void theHeroesLibrarySharesTheBaseGamesTerrainFile() {
        assertThat(CardLibrary.files("cartographers-heroes").orElseThrow()).extracting(file -> file.path())
                .startsWith("library:cartographers/terrains.carto", "library:cartographers-heroes/terrains.carto");
        assertThat(GAME.terrains()).extracting(t -> t.id()).contains("forest", "monster", "hero", "mountain");
    }

    @Test
    void fourDecksOfFourScoringCardsWithTheirSoloValues() {
        assertThat(GAME.decks()).extracting(Deck::id)
                .containsExactly("heroes-forest", "heroes-farm-water", "heroes-village", "heroes-arrangement");
        assertThat(GAME.scoringCards()).extracting(ScoringCard::id, ScoringCard::deck, ScoringCard::soloValue)
                .containsExactly(
                        tuple("faunlost-thicket", "heroes-forest", 16), tuple("deepwood", "heroes-forest", 18),
                        tuple("heart-of-the-forest", "heroes-forest", 22), tuple("sleepy-valley", "heroes-forest", 24),
                        tuple("craylund", "heroes-farm-water", 12), tuple("ulems-wallow", "heroes-farm-water", 14),
                        tuple("clawsgrave-peaks", "heroes-farm-water", 15), tuple("jorekburg", "heroes-farm-water", 18),
                        tuple("traylo-monastery", "heroes-village", 14), tuple("outer-enclave", "heroes-village", 12),
                        tuple("gnomish-colony", "heroes-village", 12), tuple("caravansary", "heroes-village", 16),
                        tuple("dwarvenholds", "heroes-arrangement", 28), tuple("silos", "heroes-arrangement", 30),
                        tuple("banded-hills", "heroes-arrangement", 28),
                        tuple("starlit-sigil", "heroes-arrangement", 30));
        assertThat(GAME.scoringCards()).allSatisfy(card -> assertThat(card.text()).isNotBlank());
    }

    @Test
    void elevenExploreCardsWithTimeTerrainsShapesAndThePortal() {
        assertThat(GAME.explore()).extracting(ExploreCard::id, ExploreCard::time, ExploreCard::kind).containsExactly(
                tuple("timber-grove", 1, ExploreKind.NORMAL), tuple("pasture", 1, ExploreKind.NORMAL),
                tuple("settlement", 1, ExploreKind.NORMAL), tuple("lagoon", 1, ExploreKind.NORMAL),
                tuple("hillside-terrace", 2, ExploreKind.NORMAL), tuple("frontier-dwelling", 2, ExploreKind.NORMAL),
                tuple("wildwood-garden", 2, ExploreKind.NORMAL), tuple("woodland-crossroads", 2, ExploreKind.NORMAL),
                tuple("coastal-encampment", 2, ExploreKind.NORMAL), tuple("mangrove-swamp", 2, ExploreKind.NORMAL),
                tuple("kethras-gates", 0, ExploreKind.PORTAL));
        assertThat(art("timber-grove")).containsExactly(List.of("X.", "XX"), List.of("X.X", "X.X"));
        assertThat(art("pasture")).containsExactly(List.of("X.X"), List.of(".XX", "XX."));
        assertThat(art("settlement")).containsExactly(List.of("X", "X"), List.of("..X", ".XX", "XX."));
        assertThat(art("lagoon")).containsExactly(List.of(".X", "X."), List.of("XXX", ".X."));
        assertThat(art("hillside-terrace")).containsExactly(List.of("XX", "XX"));
        assertThat(art("frontier-dwelling")).containsExactly(List.of("XXX", ".X.", ".X."));
        assertThat(art("wildwood-garden")).containsExactly(List.of(".XX", "X.."));
        assertThat(art("woodland-crossroads")).containsExactly(List.of(".X.", "XXX", ".X."));
        assertThat(art("coastal-encampment")).containsExactly(List.of("XXX", "X.."));
        assertThat(art("mangrove-swamp")).containsExactly(List.of("XXX", "X.X"));
        assertThat(art("kethras-gates")).containsExactly(List.of("X"));
        assertThat(GAME.explore()).filteredOn(card -> card.time() == 1).allSatisfy(card ->
                assertThat(card.shapes()).extracting(ShapeOption::coin).containsExactly(true, false));
        assertThat(GAME.explore()).flatExtracting(ExploreCard::shapes).filteredOn(ShapeOption::coin).hasSize(4);
        assertThat(terrains("hillside-terrace")).containsExactly("farm", "water");
        assertThat(terrains("frontier-dwelling")).containsExactly("village", "farm");
        assertThat(terrains("wildwood-garden")).containsExactly("forest", "farm");
        assertThat(terrains("woodland-crossroads")).containsExactly("forest", "village");
        assertThat(terrains("coastal-encampment")).containsExactly("village", "water");
        assertThat(terrains("mangrove-swamp")).containsExactly("forest", "water");
        assertThat(terrains("kethras-gates")).containsExactly("forest", "village", "farm", "water", "monster");
    }

    @Test
    void fourAmbushesWithShapeDirectionSoloCornerLetterAndEffect() {
        assertThat(GAME.ambushes()).extracting(AmbushCard::id, AmbushCard::pass, AmbushCard::soloCorner,
                AmbushCard::letter).containsExactly(
                tuple("gorgon-gaze", Rotation.CLOCKWISE, Corner.BOTTOM_RIGHT, "G"),
                tuple("zombie-plague", Rotation.COUNTER_CLOCKWISE, Corner.TOP_LEFT, "Z"),
                tuple("giant-troll-ravage", Rotation.CLOCKWISE, Corner.TOP_RIGHT, "T"),
                tuple("dragon-inferno", Rotation.COUNTER_CLOCKWISE, Corner.BOTTOM_LEFT, "D"));
        assertThat(GAME.ambushes()).extracting(ambush -> ambush.shape().shape().art()).containsExactly(
                List.of("X.X", ".X."), List.of("X"), List.of("XXX", ".X."), List.of("..X", "XXX", "X.."));
        assertThat(GAME.ambushes()).extracting(AmbushCard::effects).containsExactly(
                List.of(new AmbushEffect(Trigger.WHEN_DRAWN, Action.DESTROY_ADJACENT_EMPTY, 1)),
                List.of(new AmbushEffect(Trigger.AFTER_SEASON_SCORING, Action.SPREAD, 0)),
                List.of(new AmbushEffect(Trigger.AFTER_SEASON_SCORING, Action.DESTROY_ADJACENT_EMPTY, 1)),
                List.of(new AmbushEffect(Trigger.WHEN_SURROUNDED, Action.GAIN_COINS, 3)));
        assertThat(GAME.ambushes()).allSatisfy(a -> assertThat(a.fill().id()).isEqualTo("monster"));
    }

    @Test
    void fourHeroesWithTheirAttackOffsets() {
        // GAME-DATA gives (dcol, drow); ShapeCell is (row, col).
        assertThat(GAME.heroes()).extracting(HeroCard::id, HeroCard::name).containsExactly(
                tuple("freyla-the-true", "Freyla the True"), tuple("dobrik-of-lorkheim", "Dobrik of Lorkheim"),
                tuple("wren-the-lioness", "Wren the Lioness"), tuple("dal-of-jolev", "Dal of Jolev"));
        assertThat(GAME.heroes().get(0).attack()).containsExactlyInAnyOrder(cell(0, 1), cell(0, 2), cell(0, 3));
        assertThat(GAME.heroes().get(1).attack())
                .containsExactlyInAnyOrder(cell(0, 1), cell(0, -1), cell(1, 0), cell(-1, 0));
        assertThat(GAME.heroes().get(2).attack()).containsExactlyInAnyOrder(cell(-1, 2), cell(0, 2), cell(1, 2));
        assertThat(GAME.heroes().get(3).attack())
                .containsExactlyInAnyOrder(cell(-1, -1), cell(-1, 1), cell(1, -1), cell(1, 1));
    }

    @Test
    void summerLastsSevenAndTheCoinTrackIsCapped() {
        assertThat(GAME.seasons()).extracting(SeasonCard::name, SeasonCard::timeLimit, SeasonCard::edicts)
                .containsExactly(tuple("Spring", 8, List.of("A", "B")), tuple("Summer", 7, List.of("B", "C")),
                        tuple("Autumn", 7, List.of("C", "D")), tuple("Winter", 6, List.of("D", "A")));
        assertThat(GAME.coinTrack()).isEqualTo(14);
        assertThat(GAME.seasonTerms()).extracting(term -> term.id()).containsExactly("coins", "monsters");
        assertThat(GAME.seasonTerm("monsters").orElseThrow().term().text()).contains("except killed");
    }

    @Test
    void mapSidesCAndDHaveTheirPrintedCellsWhereGameDataSays() {
        MapSheet c = GAME.map("C").orElseThrow();
        assertThat(PrintedCells.of(c, 'M')).containsExactly("1,1", "3,8", "5,3", "8,9", "9,5");
        assertThat(PrintedCells.of(c, 'R')).containsExactly("1,4", "3,7", "6,6", "7,2", "9,8", "10,0");
        assertThat(PrintedCells.of(c, '#')).isEmpty();
        MapSheet d = GAME.map("D").orElseThrow();
        assertThat(PrintedCells.of(d, 'M')).containsExactly("1,9", "3,3", "5,6", "8,2", "8,9");
        assertThat(PrintedCells.of(d, 'R')).containsExactly("1,3", "1,8", "5,1", "6,7", "6,10", "9,5");
        assertThat(PrintedCells.of(d, '#')).containsExactly("1,1", "2,1", "5,9", "5,10", "6,9", "9,0", "9,1");
        assertThat(List.of(c, d)).allSatisfy(map -> assertThat(map.height() * map.width()).isEqualTo(121));
        assertThat(GAME.maps()).extracting(MapSheet::id).containsExactly("C", "D");
    }

    @Test
    void theCombinedGameDealsOneCardPerTypeFromEitherGame() {
        assertThat(COMBINED.decks()).extracting(Deck::id).containsExactly("combined-forest", "combined-farm-water",
                "combined-village", "combined-arrangement");
        assertThat(COMBINED.decks()).allSatisfy(deck -> assertThat(deck.cards()).hasSize(8));
        assertThat(COMBINED.decks().get(0).cards()).extracting(ScoringCard::id).contains("sentinel-wood",
                "faunlost-thicket");
        assertThat(COMBINED.decks().get(3).cards()).extracting(ScoringCard::id).contains("the-cauldrons",
                "starlit-sigil");
        // The base explore set, ruins cards included; ambushes of both games; the Heroes heroes.
        assertThat(COMBINED.explore()).hasSize(13);
        assertThat(COMBINED.explore()).extracting(ExploreCard::kind).contains(ExploreKind.RUINS);
        assertThat(COMBINED.ambushes()).extracting(AmbushCard::id).containsExactly("goblin-attack",
                "bugbear-assault", "kobold-onslaught", "gnoll-raid", "gorgon-gaze", "zombie-plague",
                "giant-troll-ravage", "dragon-inferno");
        assertThat(COMBINED.heroes()).extracting(HeroCard::id).isEqualTo(GAME.heroes().stream().map(HeroCard::id)
                .toList());
        assertThat(COMBINED.maps()).extracting(MapSheet::id).containsExactly("A", "B", "C", "D");
        assertThat(COMBINED.seasonTerm("monsters").orElseThrow().term().text()).contains("except killed");
    }

    private static ExploreCard card(String id) {
        return GAME.explore().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    private static List<List<String>> art(String id) {
        return card(id).shapes().stream().map(option -> option.shape().art()).toList();
    }

    private static List<String> terrains(String id) {
        return card(id).terrains().stream().map(t -> t.id()).toList();
    }

    private static ShapeCell cell(int row, int col) {
        return new ShapeCell(row, col);
    }
}
