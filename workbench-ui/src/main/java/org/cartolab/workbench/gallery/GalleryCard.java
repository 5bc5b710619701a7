package org.cartolab.workbench.gallery;

import java.util.List;
import java.util.Optional;

import org.cartolab.board.Board;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.ShapeOption;
import org.cartolab.model.Terrain;

/**
 * One card of the gallery, as a player would read it: a kind, a title, a few short facts ("Time 1", "Solo 25"),
 * the shapes and terrains it offers, its rule text, and for a map sheet the map itself.
 *
 * @param rules  a scoring card's score lines as written in Carto; empty for other cards
 * @param attack a hero's attack cells around its own cell (0, 0); empty for other cards
 */
public record GalleryCard(Kind kind, String id, String title, List<String> facts, List<ShapeOption> shapes,
                          List<Terrain> terrains, String text, List<String> rules, Optional<Board> map,
                          List<ShapeCell> attack) {

    public GalleryCard {
        facts = List.copyOf(facts);
        shapes = List.copyOf(shapes);
        terrains = List.copyOf(terrains);
        rules = List.copyOf(rules);
        attack = List.copyOf(attack);
    }

    /** The kinds of card, in gallery order. */
    public enum Kind {
        MAP("Map sheet", "Map sheets"), SHAPE("Shape", "Shapes"), EXPLORE("Explore", "Explore cards"),
        AMBUSH("Ambush", "Ambush cards"), HERO("Hero", "Hero cards"), SEASON("Season", "Season cards"),
        SCORING("Scoring", "Scoring cards");

        private final String label;
        private final String plural;

        Kind(String label, String plural) {
            this.label = label;
            this.plural = plural;
        }

        /** The kind as a card's band names it. */
        public String label() {
            return label;
        }

        /** The kind as a gallery section's title names it. */
        public String plural() {
            return plural;
        }
    }
}
