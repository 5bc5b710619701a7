package org.cartolab.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;

/**
 * One player's map during a game: what is drawn where, the coins marked, which mountains already paid theirs and,
 * in Heroes, the heroes' attack range, the killed monsters, the destroyed cells and each lettered monster's cells.
 * Mutable; {@link #board()} takes an immutable snapshot for scoring.
 */
public final class MapState {

    /**
     * What a map needs to know of the game.
     *
     * @param mountain               the terrain whose surrounded cells pay a coin, or null
     * @param monsters               the terrains heroes kill
     * @param edgeSurroundsMountains whether the map edge counts as a filled neighbour of a mountain (rule option)
     * @param coinCap                the length of the coin track; no coin is marked past it
     */
    public record Rules(Terrain mountain, Set<Terrain> monsters, boolean edgeSurroundsMountains, int coinCap) {
    }

    private final SquareGrid grid;
    private final List<Terrain> terrains;
    private final Rules rules;
    /** Per terrain index: whether heroes kill it (looked up on every draw, so not through the set). */
    private final boolean[] monsterTerrain;
    private final long[][] terrainCells;
    private final long[] ruins;
    private final long[] destroyed;
    private final long[] mountains;
    /** For each mountain cell, its neighbours (computed once). */
    private final long[][] mountainNeighbours;
    private final long[] coinedMountains;
    /** The cells next to a mountain that has not paid its coin yet: only drawing there can earn one. */
    private long[] pendingMountainNeighbours;
    private final long[] attacked;
    private final long[] killed;
    private final long[] monsterCells;
    private final Map<String, long[]> lettered;
    private long[] filled;
    private int coins;
    /** Points of the seasons already scored, and how many: a puzzle of several seasons banks each as it ends. */
    private int bankedPoints;
    private int scoredSeasons;

    public MapState(Board start, Rules rules) {
        this.grid = start.grid();
        this.terrains = start.terrains();
        this.rules = rules;
        this.terrainCells = new long[terrains.size()][];
        this.monsterTerrain = new boolean[terrains.size()];
        long[] monsters = new long[grid.words()];
        for (int t = 0; t < terrains.size(); t++) {
            terrainCells[t] = start.cellsOf(terrains.get(t)).clone();
            monsterTerrain[t] = rules.monsters().contains(terrains.get(t));
            if (monsterTerrain[t]) {
                monsters = Bits.or(monsters, terrainCells[t]);
            }
        }
        this.monsterCells = monsters;
        this.ruins = start.ruins().clone();
        this.destroyed = start.destroyed().clone();
        this.killed = start.killed().clone();
        this.attacked = new long[grid.words()];
        this.filled = start.filled().clone();
        this.mountains = rules.mountain() == null ? new long[grid.words()] : start.cellsOf(rules.mountain()).clone();
        this.mountainNeighbours = new long[grid.cellCount()][];
        for (int i = Bits.first(mountains); i >= 0; i = Bits.next(mountains, i + 1)) {
            mountainNeighbours[i] = grid.neighbours(Bits.single(grid.words(), i));
        }
        this.coinedMountains = new long[grid.words()];
        this.lettered = new LinkedHashMap<>();
        markSurroundedMountains(); // a pre-filled start may already surround some
    }

    private MapState(MapState other) {
        this.grid = other.grid;
        this.terrains = other.terrains;
        this.rules = other.rules;
        this.monsterTerrain = other.monsterTerrain;
        this.terrainCells = new long[other.terrainCells.length][];
        for (int t = 0; t < terrainCells.length; t++) {
            terrainCells[t] = other.terrainCells[t].clone();
        }
        this.ruins = other.ruins;
        this.destroyed = other.destroyed.clone();
        this.mountains = other.mountains;
        this.mountainNeighbours = other.mountainNeighbours;
        this.coinedMountains = other.coinedMountains.clone();
        this.pendingMountainNeighbours = other.pendingMountainNeighbours;
        this.attacked = other.attacked.clone();
        this.killed = other.killed.clone();
        this.monsterCells = other.monsterCells.clone();
        this.lettered = new LinkedHashMap<>();
        other.lettered.forEach((letter, cells) -> lettered.put(letter, cells.clone()));
        this.filled = other.filled.clone();
        this.coins = other.coins;
        this.bankedPoints = other.bankedPoints;
        this.scoredSeasons = other.scoredSeasons;
    }

    public MapState copy() {
        return new MapState(this);
    }

    public SquareGrid grid() {
        return grid;
    }

    public int coins() {
        return coins;
    }

    /**
     * The coins not paid by a surrounded mountain: what a puzzle or a board file must state besides the board, since
     * a map built from a board pays its surrounded mountains itself.
     */
    public int coinsBesidesMountains() {
        return coins - Bits.count(coinedMountains);
    }

    /** The points banked by the seasons scored so far (see {@link #bankSeason}). */
    public int bankedPoints() {
        return bankedPoints;
    }

    /** How many seasons have been scored and banked on this map. */
    public int scoredSeasons() {
        return scoredSeasons;
    }

    /** Scores the next season: its points are banked, later drawing cannot change them. */
    public void bankSeason(int points) {
        bankedPoints += points;
        scoredSeasons++;
    }

    public long[] filled() {
        return filled;
    }

    /** Ruins cells nothing is drawn on yet. */
    public long[] emptyRuins() {
        return Bits.andNot(ruins, filled);
    }

    public boolean isFull() {
        return Bits.subsetOf(grid.all(), filled);
    }

    /** Whether none of the cells is filled (the caller made sure they are on the board). */
    public boolean fits(long[] cells) {
        return !Bits.intersects(cells, filled);
    }

    /** The cells of the monster drawn with this ambush's letter (Heroes), or none. */
    public long[] letteredCells(String letter) {
        return lettered.getOrDefault(letter, new long[grid.words()]);
    }

    public long[] killed() {
        return killed;
    }

    /**
     * Draws a terrain into empty cells and marks the coins it earns: one per mountain whose four neighbours are
     * now all filled (each mountain once), plus one if {@code coinShape}. A monster drawn into a hero's attack
     * range is killed at once. Returns the coins gained.
     */
    public int draw(long[] cells, Terrain terrain, boolean coinShape) {
        int t = indexOf(terrain);
        if (t < 0 || terrain.role() == TerrainRole.PRINTED || !fits(cells)) {
            throw new IllegalArgumentException("Cannot draw " + terrain + " there");
        }
        int before = coins;
        for (int i = 0; i < cells.length; i++) {
            terrainCells[t][i] |= cells[i];
            filled[i] |= cells[i];
            if (monsterTerrain[t]) {
                monsterCells[i] |= cells[i];
                killed[i] |= cells[i] & attacked[i];
            }
        }
        if (coinShape) {
            gainCoins(1);
        }
        markSurroundedMountains();
        return coins - before;
    }

    /** Draws monsters that carry an ambush's letter (Heroes), so its lasting effects can find them. */
    public int drawLettered(long[] cells, Terrain monster, String letter) {
        int gained = draw(cells, monster, false);
        lettered.merge(letter, cells.clone(), Bits::or);
        return gained;
    }

    /**
     * Draws a hero in one cell and marks its attack range; monsters in the range die now, and any drawn there
     * later die when drawn.
     */
    public int drawHero(long[] cell, Terrain hero, long[] attack) {
        int gained = draw(cell, hero, false);
        for (int i = 0; i < attacked.length; i++) {
            attacked[i] |= attack[i];
            killed[i] |= monsterCells[i] & attacked[i];
        }
        return gained;
    }

    /** Destroys empty cells: they count as filled and hold no terrain. Returns the coins gained (mountains). */
    public int destroy(long[] cells) {
        if (!fits(cells)) {
            throw new IllegalArgumentException("Only empty cells can be destroyed");
        }
        int before = coins;
        for (int i = 0; i < cells.length; i++) {
            destroyed[i] |= cells[i];
            filled[i] |= cells[i];
        }
        markSurroundedMountains();
        return coins - before;
    }

    /**
     * The terrain's index; -1 if unknown. The game's own Terrain objects are found by identity first, as record
     * equality compares every field, but an equal terrain (from an equal model built apart) is the same terrain.
     */
    private int indexOf(Terrain terrain) {
        for (int t = 0; t < terrains.size(); t++) {
            if (terrains.get(t) == terrain) {
                return t;
            }
        }
        return terrains.indexOf(terrain);
    }

    /** Marks up to {@code n} coins, as far as the track allows. */
    public void gainCoins(int n) {
        coins = Math.min(rules.coinCap(), coins + n);
    }

    private void markSurroundedMountains() {
        long[] pending = Bits.andNot(mountains, coinedMountains);
        long[] around = new long[grid.words()];
        for (int i = Bits.first(pending); i >= 0; i = Bits.next(pending, i + 1)) {
            if (surrounded(i, filled, grid.none())) {
                Bits.set(coinedMountains, i);
                gainCoins(1);
            } else {
                Bits.or(around, mountainNeighbours[i], around);
            }
        }
        pendingMountainNeighbours = around; // a new array: copies of this map share the old one
    }

    /** Whether the mountain's neighbours are all among {@code filledCells} and {@code alsoFilled}. */
    private boolean surrounded(int mountain, long[] filledCells, long[] alsoFilled) {
        long[] neighbours = mountainNeighbours[mountain];
        for (int w = 0; w < neighbours.length; w++) {
            if ((neighbours[w] & ~filledCells[w] & ~alsoFilled[w]) != 0) {
                return false;
            }
        }
        boolean onEdge = Bits.count(neighbours) < 4;
        return !onEdge || rules.edgeSurroundsMountains();
    }

    /**
     * The board and coins a draw would give, without changing this map.
     *
     * @param killsMonsters whether the draw kills monsters (a monster drawn into a hero's range)
     */
    public record Preview(Board board, int coins, boolean killsMonsters) {
    }

    /**
     * What drawing a terrain into empty cells would give (same rules as {@link #draw}), computed without copying
     * the map: policies try every legal move this way.
     */
    public Preview preview(long[] cells, Terrain terrain, boolean coinShape) {
        int t = indexOf(terrain);
        long[][] after = terrainCells.clone();
        after[t] = Bits.or(terrainCells[t], cells);
        long[] filledAfter = Bits.or(filled, cells);
        long[] killedAfter = monsterTerrain[t] ? Bits.or(killed, Bits.and(cells, attacked)) : killed;
        // A view, not a copy: the preview is scored and dropped before this map changes again.
        return new Preview(Board.view(grid, terrains, after, ruins, destroyed, killedAfter, filledAfter),
                coinsAfter(cells, coinShape), killedAfter != killed);
    }

    /**
     * The drawings a policy tries on this map, each as the board it would give, built in memory reused from one
     * drawing to the next: the allocation-free form of {@link #preview}.
     */
    public DrawingPreview drawingPreview() {
        return new DrawingPreview(this);
    }

    /**
     * The coins marked once the empty {@code cells} are filled too: a coin for the shape if {@code coinShape},
     * one per mountain newly surrounded, up to the track's end.
     */
    int coinsAfter(long[] cells, boolean coinShape) {
        int gained = coinShape ? 1 : 0;
        if (Bits.intersects(cells, pendingMountainNeighbours)) {
            for (int i = Bits.first(mountains); i >= 0; i = Bits.next(mountains, i + 1)) {
                if (!Bits.get(coinedMountains, i) && Bits.intersects(mountainNeighbours[i], cells)
                        && surrounded(i, filled, cells)) {
                    gained++;
                }
            }
        }
        return Math.min(rules.coinCap(), coins + gained);
    }

    // What a DrawingPreview reads of the map; the arrays are the map's own and must not be changed.

    List<Terrain> terrains() {
        return terrains;
    }

    /** The terrain's index in {@link #terrains()}, for a terrain the map can draw. */
    int drawableIndex(Terrain terrain) {
        int t = indexOf(terrain);
        if (t < 0 || terrain.role() == TerrainRole.PRINTED) {
            throw new IllegalArgumentException("Cannot draw " + terrain);
        }
        return t;
    }

    long[] cellsOf(int terrain) {
        return terrainCells[terrain];
    }

    long[][] terrainCells() {
        return terrainCells;
    }

    boolean isMonster(int terrain) {
        return monsterTerrain[terrain];
    }

    long[] attacked() {
        return attacked;
    }

    long[] ruins() {
        return ruins;
    }

    long[] destroyed() {
        return destroyed;
    }

    /** An immutable snapshot of the map for scoring. */
    public Board board() {
        return Board.of(grid, terrains, terrainCells, ruins, destroyed, killed);
    }
}
