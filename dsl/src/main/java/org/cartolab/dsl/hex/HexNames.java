package org.cartolab.dsl.hex;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.cartolab.dsl.carto.Element;
import org.cartolab.dsl.carto.HexAggregate;
import org.cartolab.dsl.carto.HexCount;
import org.cartolab.dsl.carto.HexProduct;
import org.cartolab.dsl.carto.HexSome;
import org.cartolab.dsl.carto.HexSource;
import org.cartolab.dsl.carto.Landscape;
import org.cartolab.dsl.validation.WorkspaceElements;
import org.cartolab.model.hex.HexClass;
import org.eclipse.emf.ecore.EObject;

/**
 * What the names in hex expressions mean, for the validator and the compiler alike: an item bound by an
 * enclosing source, and after 'is' a built-in class, a landscape or a product of any loaded file.
 */
public final class HexNames {

    private HexNames() {
    }

    /** The innermost enclosing source that binds the name where {@code context} stands. */
    public static Optional<HexSource> binding(EObject context, String name) {
        EObject child = context;
        for (EObject parent = context.eContainer(); parent != null; child = parent, parent = parent.eContainer()) {
            HexSource source = parent instanceof HexSource s && child == s.getFilter() ? s
                    : parent instanceof HexAggregate a && child == a.getBody() ? a.getSource() : null;
            if (source != null && name.equals(source.getName())) {
                return Optional.of(source);
            }
        }
        return Optional.empty();
    }

    /** Every name bound where {@code context} stands, innermost first. */
    public static List<String> boundNames(EObject context) {
        List<String> names = new java.util.ArrayList<>();
        EObject child = context;
        for (EObject parent = context.eContainer(); parent != null; child = parent, parent = parent.eContainer()) {
            if (parent instanceof HexSource s && child == s.getFilter()) {
                names.add(s.getName());
            } else if (parent instanceof HexAggregate a && child == a.getBody()) {
                names.add(a.getSource().getName());
            }
        }
        return names;
    }

    /** The slot a source binds: how many sources enclose it. */
    public static int slot(HexSource source) {
        int slot = 0;
        for (EObject parent = source.eContainer().eContainer(); parent != null; parent = parent.eContainer()) {
            if (parent instanceof HexAggregate || parent instanceof HexCount || parent instanceof HexSome) {
                slot++;
            }
        }
        return slot;
    }

    /** What "x is NAME" tests, if NAME means anything. */
    public static Optional<HexClass> hexClass(EObject context, String name) {
        Optional<HexClass.Builtin> builtin = Arrays.stream(HexClass.Builtin.values())
                .filter(b -> b.word().equals(name)).findFirst();
        if (builtin.isPresent()) {
            return Optional.of(builtin.get());
        }
        for (Element element : WorkspaceElements.of(context.eResource())) {
            if (element instanceof Landscape landscape && name.equals(landscape.getName())) {
                return Optional.of(new HexClass.OfLandscape(name));
            }
            if (element instanceof HexProduct product && name.equals(product.getName())) {
                return Optional.of(new HexClass.OfProduct(name));
            }
        }
        return Optional.empty();
    }

    /** Every name "is" accepts, for suggestions. */
    public static List<String> classNames(EObject context) {
        List<String> names = new java.util.ArrayList<>(Arrays.stream(HexClass.Builtin.values())
                .map(HexClass.Builtin::word).toList());
        for (Element element : WorkspaceElements.of(context.eResource())) {
            if (element instanceof Landscape || element instanceof HexProduct) {
                names.add(element.getName());
            }
        }
        return names;
    }
}
