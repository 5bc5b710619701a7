package org.cartolab.workbench.gallery;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.CardLibrary;
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
}
