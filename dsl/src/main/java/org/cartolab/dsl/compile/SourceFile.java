package org.cartolab.dsl.compile;

/** The text of one .carto file and the path it is reported under. */
public record SourceFile(String path, String text) {
}
