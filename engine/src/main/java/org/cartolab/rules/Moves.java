package org.cartolab.rules;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.HeroCard;
import org.cartolab.model.Shape;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.ShapeOption;
import org.cartolab.model.Terrain;

/**
 * The legal moves for a card on a map (RULES.md 1.4.2-1.4.3), in a fixed order: shape, orientation, row, column,
 * terrain. One place for the placement rules: inside the map, on empty cells only, covering an empty ruins cell
 * after a ruins card, and the 1x1 fallbacks.
 */
public final class Moves {

    private static final Shape SINGLE = new Shape("single-cell", 1, 1, List.of(new ShapeCell(0, 0)));
    private static final Orientation SINGLE_ORIENTATION = Orientation.asPrinted(SINGLE).get(0);

    private Moves() {
    }

    /**
     * The moves for an explore card (normal or rift lands).
     *
     * @param afterRuins   whether a ruins card precedes it: a shape must then cover an empty ruins cell
     * @param anyTerrains  the terrains "any terrain" means (the ones explore cards offer), for fallbacks
     */
    /** The terrains of a game's explore cards, in the game's terrain order: what a rift or portal cell may be. */
    public static List<Terrain> offeredTerrains(Game game) {
        java.util.Set<Terrain> offered = new java.util.HashSet<>();
        game.explore().forEach(card -> offered.addAll(card.terrains()));
        return game.terrains().stream().filter(offered::contains).toList();
    }

    public static List<Move> explore(MapState map, ExploreCard card, boolean afterRuins, RuleOptions options,
                                     List<Terrain> anyTerrains) {
        boolean singleCellCard = card.kind() == ExploreKind.RIFT || card.kind() == ExploreKind.PORTAL;
        boolean mustCoverRuins = afterRuins && (!singleCellCard || options.riftAfterRuins().equals("cover-ruins"));
        long[] emptyRuins = mustCoverRuins ? map.emptyRuins() : null;
        List<Move> moves = new ArrayList<>(1024); // about what an early card has: spares growing the list
        if (!mustCoverRuins || !Bits.isEmpty(emptyRuins)) {
            for (int s = 0; s < card.shapes().size(); s++) {
                ShapeOption option = card.shapes().get(s);
                for (Placement placement : Placement.everywhere(map.grid(), option.shape())) {
                    if (map.fits(placement.cells())
                            && (!mustCoverRuins || Bits.intersects(placement.cells(), emptyRuins))) {
                        for (Terrain terrain : card.terrains()) {
                            moves.add(new Move(s, placement, terrain, option.coin()));
                        }
                    }
                }
            }
        }
        if (!moves.isEmpty()) {
            return moves;
        }
        // No offered shape fits: one cell anywhere. After ruins any terrain ([CZ-B] and [UA-B] agree); otherwise
        // the rule option decides between the card's terrains and any terrain.
        List<Terrain> terrains = afterRuins || options.oneCellFallback().equals("any") ? anyTerrains
                : card.terrains();
        return singleCells(map, terrains);
    }

    /** A single cell anywhere on the map's empty cells, in each of the terrains. */
    public static List<Move> singleCells(MapState map, List<Terrain> terrains) {
        List<Move> moves = new ArrayList<>();
        for (Placement placement : Placement.everywhere(map.grid(), SINGLE_ORIENTATION)) {
            if (map.fits(placement.cells())) {
                for (Terrain terrain : terrains) {
                    moves.add(new Move(Move.SINGLE_CELL, placement, terrain, false));
                }
            }
        }
        return moves;
    }

    /** An ambush's monsters on another player's map: any orientation, else a single monster cell. */
    public static List<Move> monsters(MapState map, Shape shape, Terrain monster) {
        List<Move> moves = new ArrayList<>();
        for (Placement placement : Placement.everywhere(map.grid(), shape)) {
            if (map.fits(placement.cells())) {
                moves.add(new Move(0, placement, monster, false));
            }
        }
        return moves.isEmpty() ? singleCells(map, List.of(monster)) : moves;
    }

    /**
     * A hero in any empty cell, with its attack range around it: as printed, or (rule option) in every distinct
     * turn and mirror image of the pattern. The move's {@code shape} is the turn.
     */
    public static List<Move> hero(MapState map, HeroCard hero, Terrain heroTerrain, boolean anyTurn) {
        List<Move> moves = new ArrayList<>();
        List<List<ShapeCell>> seen = new ArrayList<>();
        for (int turn = 0; turn < (anyTurn ? 8 : 1); turn++) {
            List<ShapeCell> offsets = turned(hero.attack(), turn);
            if (seen.contains(offsets)) {
                continue;
            }
            seen.add(offsets);
            for (Placement cell : Placement.everywhere(map.grid(), SINGLE_ORIENTATION)) {
                if (map.fits(cell.cells())) {
                    moves.add(new Move(turn, cell, heroTerrain, false, attack(map, cell, offsets)));
                }
            }
        }
        return moves;
    }

    /** The attack offsets under a turn (the same transforms as {@link Orientation}), around the hero's cell. */
    private static List<ShapeCell> turned(List<ShapeCell> offsets, int turn) {
        List<ShapeCell> result = new ArrayList<>();
        for (ShapeCell offset : offsets) {
            int r = offset.row();
            int c = turn >= 4 ? -offset.col() : offset.col();
            for (int q = 0; q < turn % 4; q++) {
                int next = c;
                c = -r;
                r = next;
            }
            result.add(new ShapeCell(r, c));
        }
        result.sort(java.util.Comparator.comparingInt(ShapeCell::row).thenComparingInt(ShapeCell::col));
        return result;
    }

    /** The attacked cells on the map; the pattern may reach past the edge, those cells simply do not exist. */
    private static long[] attack(MapState map, Placement cell, List<ShapeCell> offsets) {
        long[] cells = new long[map.grid().words()];
        for (ShapeCell offset : offsets) {
            int r = cell.row() + offset.row();
            int c = cell.col() + offset.col();
            if (r >= 0 && c >= 0 && r < map.grid().height() && c < map.grid().width()) {
                Bits.set(cells, map.grid().index(r, c));
            }
        }
        return cells;
    }

    /** One empty cell next to {@code around} to destroy (a Heroes ambush effect); none if there is no such cell. */
    public static List<Move> destroyNextTo(MapState map, long[] around) {
        long[] candidates = Bits.andNot(map.grid().neighbours(around), map.filled());
        List<Move> moves = new ArrayList<>();
        for (int i = Bits.first(candidates); i >= 0; i = Bits.next(candidates, i + 1)) {
            Placement cell = Placement.at(map.grid(), SINGLE_ORIENTATION, map.grid().row(i), map.grid().col(i));
            moves.add(new Move(Move.SINGLE_CELL, cell, null, false));
        }
        return moves;
    }
}
