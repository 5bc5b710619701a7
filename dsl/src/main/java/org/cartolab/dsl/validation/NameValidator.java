package org.cartolab.dsl.validation;

import static org.cartolab.dsl.validation.CartoValidator.DUPLICATE_NAME;

import java.util.HashMap;
import java.util.Map;

import org.cartolab.dsl.carto.CartoFile;
import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.Element;
import org.cartolab.dsl.carto.Terrain;
import org.cartolab.dsl.carto.TerrainGroup;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.CheckType;

/** Every top-level name is declared once in the workspace. Composed into {@link CartoValidator}. */
public class NameValidator extends ComposedValidator {

    @Check(CheckType.NORMAL)
    public void checkNamesAreUnique(CartoFile file) {
        // The first declaration in workspace order (file by file, libraries first) keeps the name; every later
        // one is reported, once, where it is declared.
        Map<String, Element> firsts = new HashMap<>();
        for (Element element : WorkspaceElements.of(file.eResource())) {
            if (element.getName() != null) {
                firsts.putIfAbsent(namespace(element) + element.getName(), element);
            }
        }
        for (Element element : file.getElements()) {
            if (element.getName() == null) {
                continue;
            }
            Element first = firsts.get(namespace(element) + element.getName());
            if (first != element) {
                error("The name '" + element.getName() + "' is already used by the "
                                + WorkspaceElements.kindOf(first) + " at " + WorkspaceElements.location(first)
                                + ". Rename one of them.",
                        element, CartoPackage.Literals.ELEMENT__NAME, DUPLICATE_NAME);
            }
        }
    }

    /** Terrains and groups share one namespace (a scoring set names either); every other kind has its own. */
    private static String namespace(Element element) {
        return element instanceof Terrain || element instanceof TerrainGroup ? "terrain:"
                : element.eClass().getName() + ":";
    }
}
