package org.cartolab.dsl.linking;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.dsl.ElementKinds;
import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.text.Suggestions;
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
        boolean anyTerrain = false;
        for (IEObjectDescription description : scopeProvider.getScope(context.getContext(), reference)
                .getAllElements()) {
            known.add(description.getName().toString());
            anyTerrain |= CartoPackage.Literals.TERRAIN.isSuperTypeOf(description.getEClass());
        }
        String typed = context.getLinkText();
        boolean expression = reference == CartoPackage.Literals.REF__TARGET
                || reference == CartoPackage.Literals.REF_SET__TARGET;
        String what = expression
                ? "name '" + typed + "': it is not a terrain, a terrain group or an item bound in this expression"
                : describe(reference) + " '" + typed + "'";
        String hint = Suggestions.maybe(typed, known);
        if (hint.isEmpty()) {
            boolean wantsTerrain = expression || reference.getEReferenceType() == CartoPackage.Literals.TERRAIN;
            hint = wantsTerrain && !anyTerrain
                    ? " No terrains are declared: declare them with 'terrain', or load a card library's with "
                            + "'uses cartographers' at the top of the file."
                    : expression
                    ? " Check the spelling, or bind it, e.g. 'cell " + typed + " of ...'."
                    : " Check the spelling, or declare it with '" + keyword(reference) + " " + typed + " ...'.";
        }
        String message = "Unknown " + what + "." + hint;
        return new DiagnosticMessage(message, Severity.ERROR, Diagnostic.LINKING_DIAGNOSTIC);
    }

    private static String describe(EReference reference) {
        return ElementKinds.describe(reference.getEReferenceType());
    }

    /** The keyword that declares what the reference names. */
    private static String keyword(EReference reference) {
        return switch (reference.getEReferenceType().getName()) {
            case "MapSheet" -> "map";
            case "ExploreCard" -> "explore";
            case "AmbushCard" -> "ambush";
            case "HeroCard" -> "hero";
            case "SeasonCard" -> "season";
            case "ScoringCard" -> "scoring";
            default -> describe(reference);
        };
    }
}
