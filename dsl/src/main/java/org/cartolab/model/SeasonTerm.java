package org.cartolab.model;

/** A part of every season's score besides the edicts, e.g. {@code coins} or {@code monsters}. */
public record SeasonTerm(String id, ScoreTerm term) {
}
