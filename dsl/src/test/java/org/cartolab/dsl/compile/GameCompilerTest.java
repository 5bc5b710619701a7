package org.cartolab.dsl.compile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.compile;
import static org.cartolab.dsl.CartoTesting.terrain;

import java.util.List;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.Corner;
import org.cartolab.model.Deck;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.Rotation;
import org.cartolab.model.RuleOption;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonCard;
import org.cartolab.model.Shape;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.ShapeOption;
import org.cartolab.model.SoloTitle;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainGroup;
import org.cartolab.model.TerrainRole;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A small but complete workspace compiled to the game model, record by record. */
class GameCompilerTest {

    private static final String GAME = TERRAINS + """
            terrain monster "Monster" symbol "X" colour #7a4a9a drawable
            group kinds "Terrain types" = forest, water

            shape bend { "X." ".X" }

            explore temple "Temple Ruins" time 0 ruins
            explore orchard "Orchard" time 2 terrains forest, farm
                shape coin bend
                shape { "X.X" ".X." }
            explore rift-lands "Rift Lands" time 0 rift terrains forest, water
                shape { "X" }

            ambush goblins "Goblin Attack" fills monster
                shape { "X.." ".X." "..X" }
                pass counter-clockwise solo-corner bottom-right

            season spring "Spring" time 8 scores A, B

            scoring woods "Woods" solo 25 text "One star per forest." score 1 per cell of forest
            scoring lakes "Lakes" score size(water)
            scoring spare "Spare" score 0
            scoring rocks "Rocks" score size(mountain)

            deck nature "Nature" cards woods, lakes
            deck other cards rocks

            map A "Wilderness" square { ".M" "R." }

            game base "Base Game" {
                maps A
                explore temple, orchard, rift-lands
                ambushes goblins
                seasons spring
                edicts A, B
                decks nature, other
                coin-track 14
                score coins: coins
                solo-title 10 "Journeyman"
                solo-title -5 "Amateur"
                option one-cell-fallback = card
                option edict-assignment = deck-order
                option solo-early-end = "no"
            }
            """;

    private static Workspace workspace;
    private static Game game;

    @BeforeAll
    static void compileTheGame() {
        workspace = compile(GAME);
        game = workspace.game("base").orElseThrow();
    }

    @Test
    void terrainsKeepSymbolColourAndRoleInDeclarationOrder() {
        assertThat(workspace.terrains()).extracting(Terrain::id)
                .containsExactly("forest", "water", "farm", "mountain", "monster");
        assertThat(terrain(workspace, "monster"))
                .isEqualTo(new Terrain("monster", "Monster", 'X', "#7a4a9a", TerrainRole.DRAWABLE));
        assertThat(terrain(workspace, "mountain").role()).isEqualTo(TerrainRole.PRINTED);
        assertThat(game.terrains()).isEqualTo(workspace.terrains());
    }

    @Test
    void groupsListTheirMembers() {
        assertThat(workspace.groups()).containsExactly(new TerrainGroup("kinds", "Terrain types",
                List.of(terrain(workspace, "forest"), terrain(workspace, "water"))));
    }

    @Test
    void exploreCardsKeepTheirKind() {
        assertThat(game.explore()).extracting(ExploreCard::id, ExploreCard::kind, ExploreCard::time).containsExactly(
                org.assertj.core.groups.Tuple.tuple("temple", ExploreKind.RUINS, 0),
                org.assertj.core.groups.Tuple.tuple("orchard", ExploreKind.NORMAL, 2),
                org.assertj.core.groups.Tuple.tuple("rift-lands", ExploreKind.RIFT, 0));
        assertThat(game.explore().get(0).terrains()).isEmpty();
        assertThat(game.explore().get(0).shapes()).isEmpty();
    }

    @Test
    void shapeOptionsKeepTheirCoinMarkAndCells() {
        ExploreCard orchard = game.explore().get(1);

        assertThat(orchard.terrains()).containsExactly(terrain(workspace, "forest"), terrain(workspace, "farm"));
        assertThat(orchard.shapes()).containsExactly(
                new ShapeOption(new Shape("bend", 2, 2, List.of(new ShapeCell(0, 0), new ShapeCell(1, 1))), true),
                // An inline split shape: its id is the card's plus the option's position; cells keep their places.
                new ShapeOption(new Shape("orchard-2", 2, 3,
                        List.of(new ShapeCell(0, 0), new ShapeCell(0, 2), new ShapeCell(1, 1))), false));
        assertThat(orchard.shapes().get(1).shape().art()).containsExactly("X.X", ".X.");
    }

    @Test
    void theRiftCardOffersOneCellInAnyOfItsTerrains() {
        ExploreCard rift = game.explore().get(2);

        assertThat(rift.terrains()).extracting(Terrain::id).containsExactly("forest", "water");
        assertThat(rift.shapes()).containsExactly(
                new ShapeOption(new Shape("rift-lands-1", 1, 1, List.of(new ShapeCell(0, 0))), false));
    }

    @Test
    void ambushesKeepFillShapePassAndCorner() {
        assertThat(game.ambushes()).containsExactly(new AmbushCard("goblins", "Goblin Attack",
                terrain(workspace, "monster"),
                new ShapeOption(new Shape("goblins", 3, 3,
                        List.of(new ShapeCell(0, 0), new ShapeCell(1, 1), new ShapeCell(2, 2))), false),
                Rotation.COUNTER_CLOCKWISE, Corner.BOTTOM_RIGHT, "", List.of()));
    }

    @Test
    void seasonsAndEdicts() {
        assertThat(game.seasons()).containsExactly(new SeasonCard("spring", "Spring", 8, List.of("A", "B")));
        assertThat(game.edicts()).containsExactly("A", "B");
    }

    @Test
    void scoringCardsKnowTheirDeckSoloValueAndText() {
        assertThat(workspace.scoringCards()).extracting(ScoringCard::id, ScoringCard::deck, ScoringCard::soloValue,
                ScoringCard::text).containsExactly(
                org.assertj.core.groups.Tuple.tuple("woods", "nature", 25, "One star per forest."),
                org.assertj.core.groups.Tuple.tuple("lakes", "nature", 0, ""),
                // A designer's card need not be in any deck to be compiled and scored.
                org.assertj.core.groups.Tuple.tuple("spare", "", 0, ""),
                org.assertj.core.groups.Tuple.tuple("rocks", "other", 0, ""));
    }

    @Test
    void decksHoldTheSameCardRecordsAsTheWorkspace() {
        Deck deck = game.decks().get(0);

        assertThat(deck.id()).isEqualTo("nature");
        assertThat(deck.name()).isEqualTo("Nature");
        assertThat(deck.cards()).containsExactly(workspace.scoringCard("woods").orElseThrow(),
                workspace.scoringCard("lakes").orElseThrow());
        // A deck without a title is named by its id.
        assertThat(game.decks().get(1).name()).isEqualTo("other");
        assertThat(game.scoringCards()).extracting(ScoringCard::id).containsExactly("woods", "lakes", "rocks");
    }

    @Test
    void gameSettings() {
        assertThat(game.name()).isEqualTo("Base Game");
        assertThat(game.maps()).extracting(map -> map.id()).containsExactly("A");
        assertThat(game.coinTrack()).isEqualTo(14);
        assertThat(game.seasonTerms()).extracting(term -> term.id()).containsExactly("coins");
        assertThat(game.soloTitles()).containsExactly(new SoloTitle(10, "Journeyman"), new SoloTitle(-5, "Amateur"));
        assertThat(game.options()).containsExactly(new RuleOption("one-cell-fallback", "card"),
                new RuleOption("edict-assignment", "deck-order"), new RuleOption("solo-early-end", "no"));
    }

    @Test
    void optionValuesMayBeWordsThatAreKeywordsElsewhere() {
        var workspace = org.cartolab.dsl.CartoTesting.compile("""
                game g "G" {
                    option one-cell-fallback = any
                    option rift-after-ruins = free
                }
                """);
        assertThat(workspace.games().get(0).options()).extracting(o -> o.id() + "=" + o.value())
                .containsExactly("one-cell-fallback=any", "rift-after-ruins=free");
    }

    @Test
    void anUnknownRuleOptionOrValueIsAnErrorWithTheChoices() {
        var problems = org.cartolab.dsl.CartoTesting.problems("""
                game g "G" {
                    option one-cell-falback = any
                    option rift-after-ruins = anywhere
                }
                """);
        assertThat(problems).extracting(p -> p.line() + ":" + p.column()).containsExactly("2:12", "3:31");
        assertThat(problems.get(0).message()).contains("no rule option 'one-cell-falback'",
                "Maybe you meant 'one-cell-fallback'?");
        assertThat(problems.get(1).message()).isEqualTo("The rule option 'rift-after-ruins' cannot be 'anywhere';"
                + " it is one of cover-ruins, free (default cover-ruins).");
    }

    @Test
    void usesMayFollowDeclarations() {
        var library = java.util.List.of(new org.cartolab.dsl.compile.SourceFile("lib.carto", org.cartolab.dsl.CartoTesting.TERRAINS));
        var result = org.cartolab.dsl.CartoTesting.load(java.util.Map.of("lib", library), new org.cartolab.dsl.compile.SourceFile(
                "mine.carto", "scoring s \"S\" score 1 per cell c of forest where c touches edge\nuses lib\n"));
        assertThat(result.problems()).isEmpty();
        assertThat(result.workspace()).isPresent();
    }
}
