package org.cartolab.model;

import java.util.List;

/** A season card: the time limit and the edicts (letters) scored at its end. */
public record SeasonCard(String id, String name, int timeLimit, List<String> edicts) {

    public SeasonCard {
        edicts = List.copyOf(edicts);
    }
}
