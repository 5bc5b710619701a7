package org.cartolab.model.hex;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The kinds of action card the Rise of the Inkas engine plays (RULES.md §4.8): the Warrior and the three progress
 * cards the rulebook pictures. A deck in a .carto file counts cards of these kinds ({@code action-deck}).
 */
public enum ActionCardKind {
    WARRIOR("warrior"), MONOPOLY("monopoly"), INVENTION("invention"), ROAD_BUILDING("road-building");

    private final String id;

    ActionCardKind(String id) {
        this.id = id;
    }

    /** The word a .carto file and a game log use. */
    public String id() {
        return id;
    }

    public static Optional<ActionCardKind> byId(String id) {
        return Arrays.stream(values()).filter(kind -> kind.id.equals(id)).findFirst();
    }

    public static List<String> ids() {
        return Arrays.stream(values()).map(ActionCardKind::id).toList();
    }
}
