package org.cartolab.dsl.ide;

import java.util.List;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.impl.DefaultGlobalScopeProvider;
import org.eclipse.xtext.scoping.impl.SimpleScope;

import com.google.common.base.Predicate;
import com.google.inject.Inject;

/**
 * In the language server, a file sees the names of the workspace (Xtext's index) and those of the card libraries
 * it {@code uses}, as {@code carto validate} does; the workspace's names come first.
 */
public class LibraryGlobalScopeProvider extends DefaultGlobalScopeProvider {

    @Inject
    private LibraryIndex libraries;

    @Override
    public IScope getScope(Resource resource, EReference reference, Predicate<IEObjectDescription> filter) {
        IScope workspace = super.getScope(resource, reference, filter);
        var used = libraries.librariesSeenBy(resource);
        if (used.isEmpty()) {
            return workspace;
        }
        if (!libraries.isLibraryFile(resource)) {
            libraries.loadInto(resource.getResourceSet(), used);
        }
        EClass type = reference.getEReferenceType();
        List<IEObjectDescription> library = used.stream()
                .flatMap(name -> libraries.exportedBy(name).stream())
                .filter(description -> EcoreUtil2.isAssignableFrom(type, description.getEClass()))
                .filter(description -> filter == null || filter.apply(description))
                .toList();
        return new SimpleScope(new SimpleScope(IScope.NULLSCOPE, library), workspace.getAllElements());
    }
}
