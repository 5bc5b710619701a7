package org.cartolab.dsl;

import org.eclipse.emf.ecore.EClass;

/** What the things a .carto file declares are called in messages: "explore card", "map sheet", ... */
public final class ElementKinds {

    private ElementKinds() {
    }

    public static String describe(EClass type) {
        return switch (type.getName()) {
            case "Terrain" -> "terrain";
            case "TerrainGroup" -> "terrain group";
            case "Shape" -> "shape";
            case "MapSheet" -> "map sheet";
            case "ExploreCard" -> "explore card";
            case "AmbushCard" -> "ambush card";
            case "HeroCard" -> "hero card";
            case "SeasonCard" -> "season card";
            case "ScoringCard" -> "scoring card";
            case "Deck" -> "deck";
            case "PlayableCard" -> "explore or ambush card";
            case "Game" -> "game";
            case "LandscapeCard" -> "landscape card";
            case "LandscapeGame" -> "landscape game";
            case "Puzzle" -> "puzzle";
            case "LandscapePuzzle" -> "landscape puzzle";
            case "HexProduct" -> "product";
            case "Landscape" -> "landscape";
            case "HexGame" -> "hex game";
            case "Objective" -> "objective";
            default -> type.getName();
        };
    }
}
