package org.cartolab.publish;

/**
 * Something every season scores besides its edicts, as a player reads it.
 *
 * @param id   the game's season term id, e.g. {@code coins} or {@code monsters}
 * @param name a display name, e.g. {@code Coins}
 * @param text what scores, e.g. {@code 1 point per coin}
 */
public record SeasonRule(String id, String name, String text) {
}
