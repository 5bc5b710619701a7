package org.cartolab.model;

/** What an explore card does when revealed. */
public enum ExploreKind {
    /** Draw one of its shapes in one of its terrains. */
    NORMAL,
    /** Reveal the next card; that card's shape must cover a ruins cell. */
    RUINS,
    /** Rift lands: draw a single cell in any of the card's terrains. */
    RIFT,
    /** A Heroes portal card (Kethra's Gates): played like rift lands until its own rules are known. */
    PORTAL
}
