package org.cartolab.workbench.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.cartolab.model.Shape;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.SeasonCard;
import org.cartolab.model.Terrain;
import org.cartolab.rules.Decision;
import org.cartolab.rules.Move;
import org.cartolab.rules.Orientation;

/**
 * The choice the game asks the player to make now: the engine's decision (card, the map as it is, legal moves,
 * the season's scorer), the season it falls in and how much of the season's time the revealed cards have used.
 *
 * @param shapes the card's shapes by move shape index; a move of shape {@link Move#SINGLE_CELL} is one cell
 */
public record Turn(Decision decision, SeasonCard season, int timeUsed, List<Shape> shapes) {

    private static final Shape SINGLE = new Shape("single-cell", 1, 1, List.of(new ShapeCell(0, 0)));

    public Turn {
        shapes = List.copyOf(shapes);
    }

    public String card() {
        return decision.card();
    }

    public List<Move> legal() {
        return decision.legal();
    }

    /** The shape indices the legal moves use, in the engine's order (-1 is the one-cell fallback). */
    public List<Integer> shapeChoices() {
        return legal().stream().map(Move::shape).distinct().toList();
    }

    /** The terrains the legal moves use, in the engine's order (a destroyed cell has none: null). */
    public List<Terrain> terrainChoices() {
        List<Terrain> terrains = new ArrayList<>();
        for (Move move : legal()) {
            if (!terrains.contains(move.terrain())) {
                terrains.add(move.terrain());
            }
        }
        return terrains;
    }

    /** The shape a move's index stands for; heroes and destroyed cells are one cell. */
    public Shape shape(int index) {
        return index >= 0 && index < shapes.size() && decision.kind() != Decision.Kind.HERO
                && decision.kind() != Decision.Kind.DESTROY ? shapes.get(index) : SINGLE;
    }

    /**
     * What drawing the chosen shape, turned by {@code transform} (see {@link Orientation}), in the terrain, with
     * the mouse on (row, col) would be: the shape's first cell sits under the mouse.
     */
    public Ghost ghost(int shapeIndex, int transform, Terrain terrain, int row, int col) {
        Orientation orientation = Orientation.transform(shape(shapeIndex), transform);
        ShapeCell anchor = orientation.cells().get(0);
        int top = row - anchor.row();
        int left = col - anchor.col();
        List<ShapeCell> cells = new ArrayList<>();
        for (ShapeCell cell : orientation.cells()) {
            cells.add(new ShapeCell(top + cell.row(), left + cell.col()));
        }
        Move legalMove = legal().stream()
                .filter(move -> move.shape() == shapeIndex && Objects.equals(move.terrain(), terrain)
                        && move.placement().row() == top && move.placement().col() == left
                        && move.placement().orientation().cells().equals(orientation.cells()))
                .findFirst().orElse(null);
        return new Ghost(cells, terrain, legalMove);
    }
}
