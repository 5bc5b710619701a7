package org.cartolab.dsl.validation;

import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.Landscape;
import org.cartolab.dsl.carto.Terrain;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.validation.Check;

/**
 * Colours of terrains and hex landscapes: the workbench paints with them, so each must be a colour it can read.
 * Composed into {@link CartoValidator}.
 */
public class ColourValidator extends ComposedValidator {

    public static final String BAD_COLOUR = "org.cartolab.dsl.badColour";

    @Check
    public void checkTerrainColour(Terrain terrain) {
        check(terrain.getColour(), terrain, CartoPackage.Literals.TERRAIN__COLOUR);
    }

    @Check
    public void checkLandscapeColour(Landscape landscape) {
        check(landscape.getColour(), landscape, CartoPackage.Literals.LANDSCAPE__COLOUR);
    }

    private void check(String colour, EObject owner, EStructuralFeature feature) {
        // The terminal COLOUR is '#' and hex digits; only 3 or 6 of them name a colour.
        if (colour != null && colour.length() != 4 && colour.length() != 7) {
            error("The colour " + colour + " has " + (colour.length() - 1) + " hex digits; write 6 (#rrggbb, e.g. "
                    + "#3f7f3a) or 3 (#rgb).", owner, feature, BAD_COLOUR);
        }
    }
}
