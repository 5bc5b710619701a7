package org.cartolab.workbench.gallery;

import java.util.List;
import java.util.Optional;

import org.cartolab.board.Board;
import org.cartolab.model.CardFace;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.ShapeOption;
import org.cartolab.model.Terrain;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.Landscape;

/**
 * One card of the gallery, as a player would read it: a kind, a title, a few short facts ("Time 1", "Solo 25"),
 * the shapes and terrains it offers, its rule text, and what it pictures: a map sheet, a hero's attack range, the
 * faces of a landscape card, a hex map or hex landscapes.
 *
 * @param rules      a scoring card's score lines (an objective's terms) as written in Carto; empty for other cards
 * @param map        a map sheet's (a puzzle's starting) map
 * @param attack     a hero's attack cells around its own cell (0, 0); empty for other cards
 * @param faces      a landscape card's faces; empty for other cards
 * @param conditionCells the terrain of the cells a landscape card's printed condition occupies, when its game
 *                   is known
 * @param hexMap     a hex map
 * @param landscapes the hex landscapes the card shows: a landscape itself, those that yield a product, those on a
 *                   hex map (its legend)
 */
public record GalleryCard(Kind kind, String id, String title, List<String> facts, List<ShapeOption> shapes,
                          List<Terrain> terrains, String text, List<String> rules, Optional<Board> map,
                          List<ShapeCell> attack, List<CardFace> faces, Optional<Terrain> conditionCells,
                          Optional<HexBoard> hexMap,
                          List<Landscape> landscapes) {

    public GalleryCard {
        facts = List.copyOf(facts);
        shapes = List.copyOf(shapes);
        terrains = List.copyOf(terrains);
        rules = List.copyOf(rules);
        attack = List.copyOf(attack);
        faces = List.copyOf(faces);
        landscapes = List.copyOf(landscapes);
    }

    /** A card with a title, facts and text and nothing pictured yet; the {@code with} methods add the rest. */
    static GalleryCard of(Kind kind, String id, String title, List<String> facts, String text) {
        return new GalleryCard(kind, id, title, facts, List.of(), List.of(), text, List.of(), Optional.empty(),
                List.of(), List.of(), Optional.empty(), Optional.empty(), List.of());
    }

    GalleryCard withShapes(List<ShapeOption> shapes, List<Terrain> terrains) {
        return new GalleryCard(kind, id, title, facts, shapes, terrains, text, rules, map, attack, faces,
                conditionCells, hexMap, landscapes);
    }

    GalleryCard withRules(List<String> rules) {
        return new GalleryCard(kind, id, title, facts, shapes, terrains, text, rules, map, attack, faces,
                conditionCells, hexMap, landscapes);
    }

    GalleryCard withMap(Board map) {
        return new GalleryCard(kind, id, title, facts, shapes, terrains, text, rules, Optional.of(map), attack,
                faces, conditionCells, hexMap, landscapes);
    }

    GalleryCard withAttack(List<ShapeCell> attack) {
        return new GalleryCard(kind, id, title, facts, shapes, terrains, text, rules, map, attack, faces,
                conditionCells, hexMap, landscapes);
    }

    GalleryCard withFaces(List<CardFace> faces, Optional<Terrain> conditionCells) {
        return new GalleryCard(kind, id, title, facts, shapes, terrains, text, rules, map, attack, faces,
                conditionCells, hexMap, landscapes);
    }

    GalleryCard withHexMap(HexBoard hexMap) {
        return new GalleryCard(kind, id, title, facts, shapes, terrains, text, rules, map, attack, faces,
                conditionCells, Optional.of(hexMap), landscapes);
    }

    GalleryCard withLandscapes(List<Landscape> landscapes) {
        return new GalleryCard(kind, id, title, facts, shapes, terrains, text, rules, map, attack, faces,
                conditionCells, hexMap, landscapes);
    }

    /** The kinds of card, in gallery order. */
    public enum Kind {
        MAP("Map sheet", "Map sheets"), HEX_MAP("Hex map", "Hex maps"), SHAPE("Shape", "Shapes"),
        EXPLORE("Explore", "Explore cards"), AMBUSH("Ambush", "Ambush cards"), HERO("Hero", "Hero cards"),
        SEASON("Season", "Season cards"), LANDSCAPE_CARD("Landscape card", "Landscape cards"),
        HEX_LANDSCAPE("Hex landscape", "Hex landscapes"), PRODUCT("Product", "Products"),
        SCORING("Scoring", "Scoring cards"), OBJECTIVE("Objective", "Objectives"), PUZZLE("Puzzle", "Puzzles");

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
