package org.cartolab.model;

/** A corner of the map, where a solo ambush starts. */
public enum Corner {
    TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT
}
