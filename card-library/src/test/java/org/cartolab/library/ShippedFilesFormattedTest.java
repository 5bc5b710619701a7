package org.cartolab.library;

import static org.assertj.core.api.Assertions.assertThat;

import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.formatting.CartoFormat;
import org.cartolab.dsl.formatting.FormatResult;
import org.junit.jupiter.api.Test;

/**
 * Every shipped .carto file is in the one canonical layout {@code carto fmt} writes, so a grammar addition that the
 * formatter does not know (a new block's indentation, the spacing of a band "11..16") shows here, not in a user's
 * file.
 */
class ShippedFilesFormattedTest {

    @Test
    void everyShippedFileIsAlreadyFormatted() {
        int files = 0;
        for (String name : CardLibrary.NAMES) {
            for (SourceFile file : CardLibrary.files(name).orElseThrow()) {
                FormatResult result = CartoFormat.format(file);
                assertThat(result.syntaxErrors()).as(file.path()).isEmpty();
                assertThat(result.formatted()).as("carto fmt would change %s", file.path()).isEqualTo(file.text());
                files++;
            }
        }
        assertThat(files).isGreaterThan(20);
    }
}
