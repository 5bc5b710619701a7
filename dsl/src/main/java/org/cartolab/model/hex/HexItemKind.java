package org.cartolab.model.hex;

/** The things of a hex map an expression can range over. */
public enum HexItemKind {
    HEX, INTERSECTION, PATH, PRODUCT
}
