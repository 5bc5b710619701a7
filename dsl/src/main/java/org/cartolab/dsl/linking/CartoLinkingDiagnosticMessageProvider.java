package org.cartolab.dsl.linking;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.text.Suggestions;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.xtext.diagnostics.Diagnostic;
import org.eclipse.xtext.diagnostics.DiagnosticMessage;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.linking.impl.LinkingDiagnosticMessageProvider;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScopeProvider;

import com.google.inject.Inject;

/** Unknown names get "what kind of thing was expected" and the closest known name. */
public class CartoLinkingDiagnosticMessageProvider extends LinkingDiagnosticMessageProvider {

    @Inject
    private IScopeProvider scopeProvider;

    @Override
    public DiagnosticMessage getUnresolvedProxyMessage(ILinkingDiagnosticContext context) {
        EReference reference = context.getReference();
        List<String> known = new ArrayList<>();
        for (IEObjectDescription description : scopeProvider.getScope(context.getContext(), reference)
                .getAllElements()) {
            known.add(description.getName().toString());
        }
        String typed = context.getLinkText();
        String message = "Unknown " + describe(reference) + " '" + typed + "'." + Suggestions.maybe(typed, known);
        return new DiagnosticMessage(message, Severity.ERROR, Diagnostic.LINKING_DIAGNOSTIC);
    }

    private static String describe(EReference reference) {
        if (reference == CartoPackage.Literals.REF__TARGET || reference == CartoPackage.Literals.REF_SET__TARGET) {
            return "name (not a terrain, a terrain group or an item bound in this expression)";
        }
        EClass type = reference.getEReferenceType();
        return switch (type.getName()) {
            case "Terrain" -> "terrain";
            case "Shape" -> "shape";
            case "MapSheet" -> "map sheet";
            case "ExploreCard" -> "explore card";
            case "AmbushCard" -> "ambush card";
            case "SeasonCard" -> "season card";
            case "ScoringCard" -> "scoring card";
            case "Deck" -> "deck";
            default -> type.getName();
        };
    }
}
