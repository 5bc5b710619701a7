package org.cartolab.dsl.ide;

import java.util.stream.Collectors;

import org.cartolab.dsl.carto.AmbushCard;
import org.cartolab.dsl.carto.ExploreCard;
import org.cartolab.dsl.carto.Objective;
import org.cartolab.dsl.carto.ScoringCard;
import org.cartolab.dsl.carto.Terrain;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.ide.server.hover.HoverService;

/** Hover text of the language server: what a card says, where it is named or defined. */
public class CartoHoverService extends HoverService {

    @Override
    public String getContents(EObject element) {
        if (element instanceof ScoringCard card) {
            StringBuilder text = new StringBuilder("**" + card.getTitle() + "** — scoring card `" + card.getName() + "`");
            if (card.getSolo() != 0 || hasSolo(card)) {
                text.append(", solo value ").append(card.getSolo());
            }
            if (card.getText() != null) {
                text.append("\n\n").append(card.getText());
            }
            return text.toString();
        }
        if (element instanceof ExploreCard card) {
            return "**" + card.getTitle() + "** — explore card `" + card.getName() + "`, time " + card.getTime()
                    + (card.getTerrains().isEmpty() ? "" : ", terrains " + card.getTerrains().stream()
                    .map(Terrain::getName).collect(Collectors.joining(", ")));
        }
        if (element instanceof AmbushCard card) {
            return "**" + card.getTitle() + "** — ambush card `" + card.getName() + "`";
        }
        if (element instanceof Objective objective) {
            return "**" + objective.getTitle() + "** — objective `" + objective.getName() + "`"
                    + (objective.getText() == null ? "" : "\n\n" + objective.getText());
        }
        if (element instanceof Terrain terrain) {
            return "**" + terrain.getTitle() + "** — terrain `" + terrain.getName() + "`"
                    + (terrain.getSymbol() == null ? "" : ", symbol " + terrain.getSymbol());
        }
        return super.getContents(element);
    }

    /** Whether the card says "solo N" (an absent solo value reads as 0 in the model). */
    private static boolean hasSolo(ScoringCard card) {
        return card.eIsSet(card.eClass().getEStructuralFeature("solo"));
    }
}
