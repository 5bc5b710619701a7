package org.cartolab.model;

/** A card a puzzle can deal in its fixed sequence: an explore card (normal, ruins, rift lands) or an ambush. */
public sealed interface PlayableCard permits ExploreCard, AmbushCard {

    String id();

    String name();
}
