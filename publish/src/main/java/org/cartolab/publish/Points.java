package org.cartolab.publish;

/** The points one scoring part earned: an edict's card ({@code id} the card id) or a season rule. */
public record Points(String id, String name, int points) {
}
