package org.cartolab.dsl.validation;

import static org.cartolab.dsl.validation.CartoValidator.BAD_SYMBOL;
import static org.cartolab.dsl.validation.CartoValidator.DUPLICATE_SYMBOL;
import static org.cartolab.dsl.validation.CartoValidator.KILLED_SYMBOL;
import static org.cartolab.dsl.validation.CartoValidator.RESERVED_SYMBOLS;

import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.Terrain;
import org.cartolab.dsl.carto.TerrainRole;
import org.eclipse.xtext.validation.Check;

/** A terrain's board character: one character, free, and its own. Composed into {@link CartoValidator}. */
public class TerrainValidator extends ComposedValidator {

    @Check
    public void checkTerrainSymbol(Terrain terrain) {
        String symbol = terrain.getSymbol();
        if (symbol == null) {
            error("The terrain '" + terrain.getName() + "' has no board character. Add one, e.g. symbol \""
                    + Character.toUpperCase(terrain.getName().charAt(0)) + "\".", terrain,
                    CartoPackage.Literals.ELEMENT__NAME, BAD_SYMBOL);
            return;
        }
        if (symbol.length() != 1) {
            error("A board character is one character, but \"" + symbol + "\" has " + symbol.length() + ".",
                    terrain, CartoPackage.Literals.TERRAIN__SYMBOL, BAD_SYMBOL);
            return;
        }
        char c = symbol.charAt(0);
        if (RESERVED_SYMBOLS.indexOf(c) >= 0 || c == KILLED_SYMBOL || Character.isWhitespace(c)
                || Character.isLowerCase(c) || c == '/') {
            error("The character '" + c + "' cannot stand for a terrain: '.' is an empty cell, 'R' an empty ruins "
                            + "cell, '*' a destroyed cell, 'K' a killed monster and lower case letters are terrains "
                            + "drawn on ruins. Pick an upper case letter or a symbol such as '#'.",
                    terrain, CartoPackage.Literals.TERRAIN__SYMBOL, BAD_SYMBOL);
            return;
        }
        if (terrain.getRole() != TerrainRole.PRINTED && !Character.isLetter(c)) {
            error("A drawable terrain needs a letter as its board character, because it is written in lower case "
                    + "when drawn on a ruins cell. Pick a letter, or mark the terrain 'printed'.",
                    terrain, CartoPackage.Literals.TERRAIN__SYMBOL, BAD_SYMBOL);
            return;
        }
        WorkspaceElements.firstBefore(terrain, element -> element instanceof Terrain other
                        && symbol.equals(other.getSymbol()))
                .ifPresent(other -> error("The board character '" + c + "' already stands for the terrain '"
                                + other.getName() + "' (" + WorkspaceElements.location(other) + "). Each terrain "
                                + "needs its own character.",
                        terrain, CartoPackage.Literals.TERRAIN__SYMBOL, DUPLICATE_SYMBOL));
    }
}
