package org.cartolab.model.hex;

/** What a landscape yields when its number is rolled: wood, fish, ... */
public record Product(String id, String name, ProductKind kind) {
}
