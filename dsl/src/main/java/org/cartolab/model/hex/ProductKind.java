package org.cartolab.model.hex;

/** What a product is for: resources pay for building, goods trade at special rates. */
public enum ProductKind {
    RESOURCE, GOODS
}
