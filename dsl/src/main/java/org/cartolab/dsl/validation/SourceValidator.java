package org.cartolab.dsl.validation;

import static org.cartolab.dsl.validation.CartoValidator.BAD_SOURCE;
import static org.cartolab.dsl.validation.CartoValidator.SHADOWED_NAME;
import static org.cartolab.dsl.validation.CartoValidator.TYPE_MISMATCH;
import static org.cartolab.dsl.validation.CartoValidator.UNUSED_NAME;

import org.cartolab.dsl.carto.Aggregate;
import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.CellSetUnion;
import org.cartolab.dsl.carto.Element;
import org.cartolab.dsl.carto.ItemKind;
import org.cartolab.dsl.carto.Ref;
import org.cartolab.dsl.carto.RefSet;
import org.cartolab.dsl.carto.Source;
import org.cartolab.dsl.carto.Terrain;
import org.cartolab.dsl.carto.TerrainGroup;
import org.cartolab.dsl.scoping.CartoScopeProvider;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;

/**
 * The sources of scoring expressions ('cluster k of forest', 'row r', 'diagonal down-right d' ...): the set,
 * direction and filter each kind takes, and the name it binds. Composed into {@link CartoValidator}.
 */
public class SourceValidator extends ComposedValidator {

    @Check
    public void checkSource(Source source) {
        ItemKind kind = source.getKind();
        String what = "'" + kind.getLiteral() + "'";
        if (source.getFilter() != null) {
            ExpressionType type = ExpressionType.of(source.getFilter());
            if (type != ExpressionType.CONDITION) {
                error("The 'where' of " + what + " needs a condition but has " + type.description() + ". If a '+' "
                                + "or '*' follows, the 'where' took it: put the condition in parentheses or use "
                                + "a separate 'score' line.",
                        source, CartoPackage.Literals.SOURCE__FILTER, TYPE_MISMATCH);
            }
        }
        boolean needsSet = kind == ItemKind.CLUSTER || kind == ItemKind.RUN || kind == ItemKind.TERRAIN
                || kind == ItemKind.CHAIN;
        boolean allowsSet = allowsSet(kind);
        if (needsSet && source.getSet() == null) {
            error(what + " needs the cells it is made of, e.g. '" + kind.getLiteral() + " k of forest'.", source,
                    CartoPackage.Literals.SOURCE__KIND, BAD_SOURCE);
        }
        if (!allowsSet && source.getSet() != null) {
            error(what + " always spans the whole board; drop 'of' and test its cells in 'where' instead, e.g. "
                            + "'where r has forest'.", source, CartoPackage.Literals.SOURCE__SET, BAD_SOURCE);
        }
        boolean needsDirection = kind == ItemKind.DIAGONAL || kind == ItemKind.RUN;
        boolean straight = source.isHorizontal() || source.isVertical();
        boolean hasDirection = straight || source.isDownRight() || source.isDownLeft();
        if (needsDirection && !hasDirection) {
            error(what + " needs a direction: " + (kind == ItemKind.RUN ? "horizontal, vertical, " : "")
                    + "down-right or down-left.", source, CartoPackage.Literals.SOURCE__KIND, BAD_SOURCE);
        }
        if (!needsDirection && hasDirection) {
            error(what + " has no direction; remove it.", source, CartoPackage.Literals.SOURCE__KIND, BAD_SOURCE);
        }
        if (kind == ItemKind.DIAGONAL && straight) {
            error("A diagonal runs down-right or down-left. For horizontal and vertical lines use 'row' or 'column'.",
                    source, CartoPackage.Literals.SOURCE__KIND, BAD_SOURCE);
        }
        if (kind == ItemKind.TERRAIN && source.getSet() != null) {
            for (RefSet ref : EcoreUtil2.getAllContentsOfType(source, RefSet.class)) {
                if (EcoreUtil2.isAncestor(source.getSet(), ref) && !ref.getTarget().eIsProxy()
                        && !(ref.getTarget() instanceof Terrain || ref.getTarget() instanceof TerrainGroup)) {
                    error("'terrain' ranges over terrains: name terrains or groups after 'of'.", ref,
                            CartoPackage.Literals.REF_SET__TARGET, BAD_SOURCE);
                }
            }
            if (!(source.getSet() instanceof RefSet) && !(source.getSet() instanceof CellSetUnion)) {
                error("'terrain' ranges over terrains: name terrains or groups after 'of'.", source,
                        CartoPackage.Literals.SOURCE__SET, BAD_SOURCE);
            }
        }
        checkBindingName(source);
    }

    private static boolean allowsSet(ItemKind kind) {
        return kind == ItemKind.CLUSTER || kind == ItemKind.RUN || kind == ItemKind.TERRAIN || kind == ItemKind.CELL
                || kind == ItemKind.SQUARE || kind == ItemKind.CHAIN;
    }

    /** The source as it reads without its name, e.g. "diagonal down-right" or "cluster of ...". */
    private static String withoutName(Source source) {
        String direction = source.isHorizontal() ? " horizontal" : source.isVertical() ? " vertical"
                : source.isDownRight() ? " down-right" : source.isDownLeft() ? " down-left" : "";
        return source.getKind().getLiteral()
                + (source.getSet() != null && allowsSet(source.getKind()) ? " of ..." : "") + direction;
    }

    private void checkBindingName(Source source) {
        String name = source.getName();
        if (name == null) {
            return;
        }
        for (Source outer : CartoScopeProvider.visibleBindings(source)) {
            if (name.equals(outer.getName())) {
                error("'" + name + "' is already bound by an enclosing '" + outer.getKind().getLiteral()
                        + "'. Pick another name.", source, CartoPackage.Literals.SOURCE__NAME, SHADOWED_NAME);
                return;
            }
        }
        for (Element element : WorkspaceElements.of(source.eResource())) {
            if ((element instanceof Terrain || element instanceof TerrainGroup) && name.equals(element.getName())) {
                error("'" + name + "' is the name of a " + WorkspaceElements.kindOf(element) + "; bind the item to "
                        + "another name, e.g. '" + name.charAt(0) + "'.", source, CartoPackage.Literals.SOURCE__NAME,
                        SHADOWED_NAME);
                return;
            }
        }
        EObject scope = source.eContainer() instanceof Aggregate aggregate ? aggregate : source;
        boolean used = EcoreUtil2.getAllContentsOfType(scope, Ref.class).stream()
                .anyMatch(ref -> ref.getTarget() == source)
                || EcoreUtil2.getAllContentsOfType(scope, RefSet.class).stream()
                .anyMatch(ref -> ref.getTarget() == source);
        if (!used) {
            warning("'" + name + "' is never used. Leave the name out, e.g. '" + withoutName(source) + "'.", source,
                    CartoPackage.Literals.SOURCE__NAME, UNUSED_NAME);
        }
    }
}
