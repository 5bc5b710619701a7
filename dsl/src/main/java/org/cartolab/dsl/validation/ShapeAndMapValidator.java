package org.cartolab.dsl.validation;

import static org.cartolab.dsl.validation.CartoValidator.BAD_ART;
import static org.cartolab.dsl.validation.CartoValidator.BAD_MAP;
import static org.cartolab.dsl.validation.CartoValidator.RAGGED_ART;
import static org.cartolab.dsl.validation.CartoValidator.RESERVED_SYMBOLS;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.Element;
import org.cartolab.dsl.carto.Geometry;
import org.cartolab.dsl.carto.MapSheet;
import org.cartolab.dsl.carto.Puzzle;
import org.cartolab.dsl.carto.Shape;
import org.cartolab.dsl.carto.ShapeArt;
import org.cartolab.dsl.carto.Terrain;
import org.cartolab.dsl.carto.TerrainRole;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.Check;

/**
 * The drawings of shapes ('X' and '.') and of square map sheets (board characters): rectangular, and made of
 * characters that mean something. Composed into {@link CartoValidator}.
 */
public class ShapeAndMapValidator extends ComposedValidator {

    @Check
    public void checkShapeArt(ShapeArt art) {
        EObject owner = art.eContainer();
        if (owner instanceof Puzzle) {
            return; // a puzzle's start is a map in the board format: PuzzleValidator checks it
        }
        String what = owner instanceof Shape shape ? "The shape '" + shape.getName() + "'" : "This shape";
        List<String> rows = art.getRows();
        if (rows.isEmpty()) {
            return; // a syntax error, already reported
        }
        int width = rows.get(0).length();
        boolean anyCell = false;
        for (int i = 0; i < rows.size(); i++) {
            String row = rows.get(i);
            if (row.length() != width) {
                error(what + " has a row of length " + row.length() + " but the first row has length " + width
                                + ". Every row needs the same length; pad gaps with '.'.",
                        art, CartoPackage.Literals.SHAPE_ART__ROWS, i, RAGGED_ART);
                return;
            }
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (ch != 'X' && ch != '.') {
                    error(what + " has the character '" + ch + "' in row " + (i + 1) + ". Draw cells with 'X' and "
                            + "gaps with '.'.", art, CartoPackage.Literals.SHAPE_ART__ROWS, i, BAD_ART);
                    return;
                }
                anyCell |= ch == 'X';
            }
        }
        if (width == 0 || !anyCell) {
            error(what + " has no cell. Draw its cells with 'X'.", art, CartoPackage.Literals.SHAPE_ART__ROWS, 0,
                    BAD_ART);
        }
    }

    @Check
    public void checkMapRows(MapSheet map) {
        if (map.getGeometry() == Geometry.HEX) {
            return; // HexValidator reads hex maps
        }
        Set<Character> symbols = new HashSet<>();
        Set<Character> drawable = new HashSet<>();
        for (Element element : WorkspaceElements.of(map.eResource())) {
            if (element instanceof Terrain terrain && terrain.getSymbol() != null
                    && terrain.getSymbol().length() == 1) {
                symbols.add(terrain.getSymbol().charAt(0));
                if (terrain.getRole() != TerrainRole.PRINTED) {
                    drawable.add(Character.toLowerCase(terrain.getSymbol().charAt(0)));
                }
            }
        }
        List<String> rows = map.getRows();
        if (rows.isEmpty()) {
            return; // a syntax error, already reported
        }
        int width = rows.get(0).length();
        for (int i = 0; i < rows.size(); i++) {
            String row = rows.get(i);
            if (row.length() != width) {
                error("Row " + (i + 1) + " of the map '" + map.getName() + "' has " + row.length()
                                + " cells but the first row has " + width + ". Every row needs the same length.",
                        map, CartoPackage.Literals.MAP_SHEET__ROWS, i, BAD_MAP);
                return;
            }
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (RESERVED_SYMBOLS.indexOf(ch) < 0 && !symbols.contains(ch) && !drawable.contains(ch)) {
                    error("Row " + (i + 1) + ", column " + (c + 1) + " of the map '" + map.getName()
                                    + "' has the character '" + ch + "', which is no terrain's board character. "
                                    + "Use '.' for an empty cell, 'R' for ruins or a terrain's character.",
                            map, CartoPackage.Literals.MAP_SHEET__ROWS, i, BAD_MAP);
                    return;
                }
            }
        }
        if (width == 0) {
            error("The map '" + map.getName() + "' has no cells. Write its rows with '.' for an empty cell, e.g. "
                    + "\".....\".", map, CartoPackage.Literals.MAP_SHEET__ROWS, 0, BAD_MAP);
        }
    }
}
