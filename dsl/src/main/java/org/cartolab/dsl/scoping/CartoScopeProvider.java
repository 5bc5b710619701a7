package org.cartolab.dsl.scoping;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.dsl.carto.Aggregate;
import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.Source;
import org.cartolab.dsl.carto.Terrain;
import org.cartolab.dsl.carto.TerrainGroup;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.xtext.scoping.IGlobalScopeProvider;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.Scopes;

import com.google.inject.Inject;

/**
 * Names in scoring expressions: the items bound by enclosing sources (innermost first, shadowing outer ones),
 * then the terrains and terrain groups of this file, then those of the other files of the workspace. Only
 * terrains and groups are looked up, so a deck or card that shares a terrain's name never hides it.
 */
public class CartoScopeProvider extends AbstractCartoScopeProvider {

    @Inject
    private IGlobalScopeProvider globalScopeProvider;

    @Override
    public IScope getScope(EObject context, EReference reference) {
        if (reference == CartoPackage.Literals.REF__TARGET || reference == CartoPackage.Literals.REF_SET__TARGET) {
            IScope global = globalScopeProvider.getScope(context.eResource(), reference, description -> {
                var type = description.getEClass();
                return CartoPackage.Literals.TERRAIN.isSuperTypeOf(type)
                        || CartoPackage.Literals.TERRAIN_GROUP.isSuperTypeOf(type);
            });
            List<EObject> local = new ArrayList<>();
            for (EObject element : context.eResource().getContents().isEmpty() ? List.<EObject>of()
                    : context.eResource().getContents().get(0).eContents()) {
                if (element instanceof Terrain || element instanceof TerrainGroup) {
                    local.add(element);
                }
            }
            return Scopes.scopeFor(visibleBindings(context), Scopes.scopeFor(local, global));
        }
        return super.getScope(context, reference);
    }

    /** The named sources whose items are visible at {@code context}, innermost first. */
    public static List<Source> visibleBindings(EObject context) {
        List<Source> bindings = new ArrayList<>();
        EObject child = context;
        for (EObject parent = context.eContainer(); parent != null; child = parent, parent = parent.eContainer()) {
            if (parent instanceof Source source && child == source.getFilter() && source.getName() != null) {
                bindings.add(source);
            } else if (parent instanceof Aggregate aggregate && child == aggregate.getBody()
                    && aggregate.getSource() != null && aggregate.getSource().getName() != null) {
                bindings.add(aggregate.getSource());
            }
        }
        return bindings;
    }
}
