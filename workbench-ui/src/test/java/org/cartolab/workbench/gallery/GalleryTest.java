package org.cartolab.workbench.gallery;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.Problem;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.FaceCell;
import org.cartolab.model.ShapeCell;
import org.cartolab.workbench.gallery.GalleryCard.Kind;
import org.junit.jupiter.api.Test;

class GalleryTest {

    @Test
    void theBaseGameShowsEveryCardOfEachKind() {
        Gallery gallery = Gallery.of(CardLibrary.load("cartographers"), Set.of());
        // why: the base game has maps A and B, 13 explore cards (2 ruins), 4 ambushes, 4 seasons, 16 scoring cards.
        assertThat(gallery.cards(Kind.MAP)).extracting(GalleryCard::id).containsExactly("A", "B");
        assertThat(gallery.cards(Kind.EXPLORE)).hasSize(13);
        assertThat(gallery.cards(Kind.AMBUSH)).hasSize(4);
        assertThat(gallery.cards(Kind.SEASON)).extracting(GalleryCard::id)
                .containsExactly("spring", "summer", "autumn", "winter");
        assertThat(gallery.cards(Kind.SCORING)).hasSize(16);
        assertThat(gallery.cards(Kind.HERO)).isEmpty();
        // Kinds come in gallery order: maps first, scoring cards last.
        assertThat(gallery.cards().get(0).kind()).isEqualTo(Kind.MAP);
        assertThat(gallery.cards().get(gallery.cards().size() - 1).kind()).isEqualTo(Kind.SCORING);
    }

    @Test
    void aScoringCardShowsItsDeckSoloValueTextAndRules() {
        Gallery gallery = Gallery.of(CardLibrary.load("cartographers"), Set.of());
        GalleryCard sentinel = gallery.cards(Kind.SCORING).stream().filter(c -> c.id().equals("sentinel-wood"))
                .findFirst().orElseThrow();
        assertThat(sentinel.title()).isEqualTo("Sentinel Wood");
        assertThat(sentinel.facts()).containsExactly("Forest", "Solo 25");
        assertThat(sentinel.text()).startsWith("Earn one reputation star for each forest space");
        assertThat(sentinel.rules()).containsExactly("1 per cell c of forest where c touches edge");
    }

    @Test
    void anExploreCardShowsTimeTerrainsAndCoinShape() {
        Gallery gallery = Gallery.of(CardLibrary.load("cartographers"), Set.of());
        GalleryCard river = gallery.cards(Kind.EXPLORE).stream().filter(c -> c.id().equals("great-river"))
                .findFirst().orElseThrow();
        assertThat(river.facts()).containsExactly("Time 1");
        assertThat(river.terrains()).extracting(t -> t.id()).containsExactly("water");
        // why: README: great-river offers the coin shape { "X" "X" "X" } and the bend.
        assertThat(river.shapes().get(0).coin()).isTrue();
        assertThat(river.shapes().get(0).shape().cells())
                .containsExactly(new ShapeCell(0, 0), new ShapeCell(1, 0), new ShapeCell(2, 0));
    }

    @Test
    void aMapSheetCarriesItsPrintedBoard() {
        Gallery gallery = Gallery.of(CardLibrary.load("cartographers"), Set.of());
        var board = gallery.cards(Kind.MAP).get(0).map().orElseThrow();
        // why: map A's row 2 is "...M.R.....": a mountain at column 3, ruins at column 5.
        assertThat(board.terrainAt(1, 3).orElseThrow().id()).isEqualTo("mountain");
        assertThat(board.isRuins(1, 5)).isTrue();
        assertThat(board.width()).isEqualTo(11);
    }

    @Test
    void aDesignerFileShowsOnlyWhatItAddsToTheLibraryItUses() throws Exception {
        String text = Files.readString(Path.of("../samples/designer/diagonal-lakes.carto"));
        Workspace workspace = CardLibrary.loader().load(List.of(new SourceFile("diagonal-lakes.carto", text)))
                .workspace().orElseThrow();

        Gallery gallery = Gallery.of(workspace, UsedLibraries.ids(text));

        // why: the sample adds two scoring cards in its own deck and nothing else; with no game listing that deck,
        // the card names it by its id.
        assertThat(gallery.cards()).extracting(GalleryCard::id).containsExactly("diagonal-lakes", "hermit-villages");
        GalleryCard card = gallery.cards().get(0);
        assertThat(card.kind()).isEqualTo(Kind.SCORING);
        assertThat(card.facts()).containsExactly("experimental", "Solo 18");
    }

    /**
     * A designer's file that uses the base game: a shape no card uses, an explore card in the file's game and one in
     * none, a season in no game, a landscape game with a card and a card outside it, and a small hex game.
     */
    private static final String PROTOTYPES = """
            uses cartographers

            shape hook { "X." "X." "XX" }
            shape zig { "XX." ".XX" }
            explore sprout "Sprout" time 1 terrains forest shape zig
            explore prototype "Prototype" time 2 terrains village, farm shape coin { "XXX" }
            season dusk "Dusk" time 6 scores A, B
            game mini "Mini" {
                maps A
                explore sprout, hamlet
                seasons spring, dusk
                edicts A, B
            }

            terrain river "River" symbol "~" colour #3b7fc4 printed
            terrain mark "Condition" symbol "@" printed
            scoring wet "Wet" solo 5 text "One per river cell." score 1 per cell of river
            landscape-card stream "Stream" { face a carries wet { "~ew @ @" } face b { "F . V" } }
            landscape-card eddy "Eddy" { face a { "~ns" } face b { "F" } }
            landscape-game pond "Pond" { cards stream condition-cells mark }

            product wood "Wood" resource
            product fish "Fish" goods
            landscape grove "Grove" symbol "G" colour #2f6b2a yields wood
            landscape rim "Rim" symbol "o" frame
            map tiny "Tiny" hex {
                ".  o  ."
                "o  .  o"
                ".  G6 ."
                "o  .  o"
                ".  o  ."
            }
            objective output "Output" text "Pips of built corners." score production: 1
            hex-game woodland "Woodland" { maps tiny objectives output }
            """;

    private static Gallery prototypes() {
        LoadResult result = CardLibrary.loader().load(List.of(new SourceFile("prototypes.carto", PROTOTYPES)));
        assertThat(result.problems()).extracting(Problem::format).isEmpty();
        return Gallery.of(result.workspace().orElseThrow(), UsedLibraries.ids(PROTOTYPES));
    }

    @Test
    void everythingTheFileDefinesIsShownOnceWhetherAGameUsesItOrNot() {
        Gallery gallery = prototypes();

        // why: the file's own things, each once, in kind order; within a kind, the game's first (sprout, and zig
        // before hook because sprout offers it), then the rest in file order. Left out: the library's map A,
        // hamlet (and its shapes), spring. Shown once although both in a game and top level: zig, sprout, dusk,
        // stream, tiny, grove, rim, wood, fish, output. prototype-1 is the inline shape of prototype.
        assertThat(gallery.cards()).extracting(GalleryCard::kind, GalleryCard::id, GalleryCard::title)
                .containsExactly(
                        tuple(Kind.HEX_MAP, "tiny", "Tiny"),
                        tuple(Kind.SHAPE, "zig", "zig"),
                        tuple(Kind.SHAPE, "hook", "hook"),
                        tuple(Kind.SHAPE, "prototype-1", "prototype-1"),
                        tuple(Kind.EXPLORE, "sprout", "Sprout"),
                        tuple(Kind.EXPLORE, "prototype", "Prototype"),
                        tuple(Kind.SEASON, "dusk", "Dusk"),
                        tuple(Kind.LANDSCAPE_CARD, "stream", "Stream"),
                        tuple(Kind.LANDSCAPE_CARD, "eddy", "Eddy"),
                        tuple(Kind.HEX_LANDSCAPE, "grove", "Grove"),
                        tuple(Kind.HEX_LANDSCAPE, "rim", "Rim"),
                        tuple(Kind.PRODUCT, "wood", "Wood"),
                        tuple(Kind.PRODUCT, "fish", "Fish"),
                        tuple(Kind.SCORING, "wet", "Wet"),
                        tuple(Kind.OBJECTIVE, "output", "Output"));
    }

    @Test
    void anUnusedShapeAndAnExploreCardInNoGameShowTheirCellsAndFacts() {
        Gallery gallery = prototypes();

        GalleryCard hook = card(gallery, Kind.SHAPE, "hook");
        // why: { "X." "X." "XX" } has cells (0,0), (1,0), (2,0), (2,1).
        assertThat(hook.facts()).containsExactly("4 cells");
        assertThat(hook.shapes().get(0).shape().cells()).containsExactly(new ShapeCell(0, 0), new ShapeCell(1, 0),
                new ShapeCell(2, 0), new ShapeCell(2, 1));
        GalleryCard prototype = card(gallery, Kind.EXPLORE, "prototype");
        assertThat(prototype.facts()).containsExactly("Time 2");
        assertThat(prototype.terrains()).extracting(t -> t.id()).containsExactly("village", "farm");
        assertThat(prototype.text()).isEqualTo("Draw the shape marked with a coin to gain a coin.");
        assertThat(prototype.shapes()).hasSize(1);
        assertThat(prototype.shapes().get(0).coin()).isTrue();
        assertThat(card(gallery, Kind.SEASON, "dusk").text()).isEqualTo("Score edicts A and B.");
    }

    @Test
    void aLandscapeCardShowsItsFacesAndTheConditionItCarries() {
        GalleryCard stream = card(prototypes(), Kind.LANDSCAPE_CARD, "stream");

        // why: two faces of one row of three cells; face a carries the scoring card Wet.
        assertThat(stream.facts()).containsExactly("2 faces", "3 x 1");
        assertThat(stream.text()).isEqualTo("Carries Wet.");
        assertThat(stream.faces()).extracting(face -> face.id()).containsExactly("a", "b");
        var river = stream.faces().get(0).cells().get(0);
        assertThat(river.terrain().orElseThrow().id()).isEqualTo("river");
        // why: "~ew" has river ends on its east and west edges.
        assertThat(river.ends()).isEqualTo(FaceCell.Side.EAST.bit() | FaceCell.Side.WEST.bit());
        assertThat(stream.faces().get(1).cells().get(1).terrain()).isEmpty();
        GalleryCard eddy = card(prototypes(), Kind.LANDSCAPE_CARD, "eddy");
        assertThat(eddy.facts()).containsExactly("2 faces", "1 x 1");
        assertThat(eddy.text()).isEmpty();
    }

    @Test
    void aHexGameShowsItsMapLandscapesWithTheirYieldsProductsAndObjectives() {
        Gallery gallery = prototypes();

        GalleryCard tiny = card(gallery, Kind.HEX_MAP, "tiny");
        // why: one grove with a 6 inside six frame pieces; a lone hex has six corners, each an intersection.
        assertThat(tiny.facts()).containsExactly("1 tile", "1 number token", "6 intersections");
        assertThat(tiny.hexMap().orElseThrow().hexes()).hasSize(7);
        assertThat(tiny.landscapes()).extracting(l -> l.id()).containsExactly("grove", "rim");
        GalleryCard grove = card(gallery, Kind.HEX_LANDSCAPE, "grove");
        assertThat(grove.facts()).containsExactly("Symbol G");
        assertThat(grove.text()).isEqualTo("Yields Wood when its number is rolled.");
        assertThat(grove.landscapes().get(0).colour()).isEqualTo("#2f6b2a");
        GalleryCard rim = card(gallery, Kind.HEX_LANDSCAPE, "rim");
        assertThat(rim.facts()).containsExactly("Symbol o", "Frame");
        GalleryCard wood = card(gallery, Kind.PRODUCT, "wood");
        assertThat(wood.facts()).containsExactly("Resource");
        assertThat(wood.text()).isEqualTo("Yielded by Grove.");
        assertThat(wood.landscapes()).extracting(l -> l.id()).containsExactly("grove");
        GalleryCard fish = card(gallery, Kind.PRODUCT, "fish");
        assertThat(fish.facts()).containsExactly("Goods");
        assertThat(fish.text()).isEqualTo("No landscape yields it.");
        GalleryCard output = card(gallery, Kind.OBJECTIVE, "output");
        assertThat(output.text()).isEqualTo("Pips of built corners.");
        assertThat(output.rules()).containsExactly("production: 1");
    }

    @Test
    void theShippedLandscapeAndHexGamesShowTheirCards() {
        Gallery lands = Gallery.of(CardLibrary.load("confusing-lands"), Set.of());
        // why: Confusing Lands has 18 cards, each carrying one of the 18 conditions (GAME-DATA.md C).
        assertThat(lands.cards(Kind.LANDSCAPE_CARD)).hasSize(18);
        assertThat(lands.cards(Kind.SCORING)).hasSize(18);
        assertThat(card(lands, Kind.LANDSCAPE_CARD, "mighty-river").text()).isEqualTo("Carries Mighty River.");

        Gallery inkas = Gallery.of(CardLibrary.load("rise-of-the-inkas"), Set.of());
        // why: landscapes.carto declares 8 products, 12 landscapes (8 yielding, the sea, 3 frame pieces);
        // objectives.carto 2 objectives; board.carto the beginner map with 27 numbered tiles and 2 plain sea tiles,
        // whose corners are 78 intersections (README, hex map ids).
        assertThat(inkas.cards(Kind.PRODUCT)).hasSize(8);
        assertThat(inkas.cards(Kind.HEX_LANDSCAPE)).hasSize(12);
        assertThat(inkas.cards(Kind.OBJECTIVE)).extracting(GalleryCard::id)
                .containsExactly("expected-production", "best-opening");
        assertThat(card(inkas, Kind.HEX_MAP, "beginner").facts())
                .containsExactly("29 tiles", "27 number tokens", "78 intersections");
        assertThat(card(inkas, Kind.PRODUCT, "coca").text()).isEqualTo("Yielded by Jungle plantation.");
    }

    @Test
    void aPuzzleShowsItsGameMapCardsScoringAndStart() throws Exception {
        String text = Files.readString(Path.of("../samples/designer/last-row-puzzle.carto"));
        Workspace workspace = CardLibrary.loader().load(List.of(new SourceFile("last-row-puzzle.carto", text)))
                .workspace().orElseThrow();

        Gallery gallery = Gallery.of(workspace, UsedLibraries.ids(text));

        // why: the sample defines one puzzle and nothing else: the base game's map A, Great River then Fishing
        // Village, scored by Borderlands; its start's first row is ".......FFFF".
        assertThat(gallery.cards()).extracting(GalleryCard::kind, GalleryCard::id)
                .containsExactly(tuple(Kind.PUZZLE, "last-row"));
        GalleryCard puzzle = gallery.cards().get(0);
        assertThat(puzzle.title()).isEqualTo("The last row");
        assertThat(puzzle.facts()).containsExactly("Cartographers", "Map A");
        assertThat(puzzle.text()).isEqualTo("Cards: Great River, Fishing Village. Scoring: Borderlands.");
        var board = puzzle.map().orElseThrow();
        assertThat(board.terrainAt(0, 6)).isEmpty();
        assertThat(board.terrainAt(0, 7).orElseThrow().id()).isEqualTo("forest");
    }

    private static GalleryCard card(Gallery gallery, Kind kind, String id) {
        return gallery.cards(kind).stream().filter(card -> card.id().equals(id)).findFirst().orElseThrow();
    }
}
