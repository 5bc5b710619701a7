package org.cartolab.dsl.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

import org.cartolab.dsl.ElementKinds;
import org.cartolab.dsl.carto.CartoFile;
import org.cartolab.dsl.carto.Element;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/**
 * The elements of every file loaded together, in workspace order (file by file, libraries first, then as written),
 * and how the validators name and place them in messages.
 */
public final class WorkspaceElements {

    private WorkspaceElements() {
    }

    /** Every top-level element of every file loaded together with this one. */
    public static List<Element> of(Resource resource) {
        List<Element> elements = new ArrayList<>();
        List<Resource> resources = resource.getResourceSet() == null ? List.of(resource)
                : resource.getResourceSet().getResources();
        for (Resource each : resources) {
            for (EObject root : each.getContents()) {
                if (root instanceof CartoFile file) {
                    elements.addAll(file.getElements());
                }
            }
        }
        return elements;
    }

    /** The first element declared before {@code element} in workspace order that {@code matches}. */
    static Optional<Element> firstBefore(Element element, Predicate<Element> matches) {
        for (Element each : of(element.eResource())) {
            if (each == element) {
                return Optional.empty();
            }
            if (matches.test(each)) {
                return Optional.of(each);
            }
        }
        return Optional.empty();
    }

    /** What kind of element this is, as messages name it, e.g. "terrain". */
    static String kindOf(Element element) {
        return ElementKinds.describe(element.eClass());
    }

    /** Where an object is declared, as "file.carto:LINE". */
    static String location(EObject object) {
        var node = NodeModelUtils.getNode(object);
        String file = URI.decode(object.eResource().getURI().lastSegment());
        return file + ":" + (node == null ? "?" : node.getStartLine());
    }
}
