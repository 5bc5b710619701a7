package org.cartolab.model;

/** The arrow on an ambush card: the direction maps are passed, and the solo slide direction. */
public enum Rotation {
    CLOCKWISE, COUNTER_CLOCKWISE
}
