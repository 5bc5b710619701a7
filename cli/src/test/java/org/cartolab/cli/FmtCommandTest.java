package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FmtCommandTest {

    private static final String MESSY = "scoring  rim \"Rim\"   score 1 per cell c of forest where c touches edge\n";
    private static final String TIDY = "scoring rim \"Rim\"\n    score 1 per cell c of forest where c touches edge\n";

    @TempDir
    Path dir;

    @Test
    void rewritesFilesInPlaceAndLeavesFormattedOnesAlone() throws Exception {
        Path messy = Files.writeString(dir.resolve("messy.carto"), MESSY);
        Path tidy = Files.writeString(dir.resolve("tidy.carto"), TIDY);
        Run run = Run.carto("fmt", messy.toString(), tidy.toString());
        assertThat(run.exit()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("1 of 2 files reformatted.");
        assertThat(Files.readString(messy)).isEqualTo(TIDY);
        assertThat(Files.readString(tidy)).isEqualTo(TIDY);
        assertThat(dir.toFile().list()).containsExactlyInAnyOrder("messy.carto", "tidy.carto");
    }

    @Test
    void checkListsTheFilesThatWouldChangeAndChangesNothing() throws Exception {
        Path messy = Files.writeString(dir.resolve("messy.carto"), MESSY);
        Path tidy = Files.writeString(dir.resolve("tidy.carto"), TIDY);
        Run run = Run.carto("fmt", "--check", messy.toString(), tidy.toString());
        assertThat(run.exit()).isEqualTo(ExitCode.PROBLEMS);
        assertThat(run.out().lines()).containsExactly(messy.toString());
        assertThat(run.err()).contains("1 of 2 files not formatted");
        assertThat(Files.readString(messy)).isEqualTo(MESSY);
        assertThat(Run.carto("fmt", "--check", tidy.toString()).exit()).isEqualTo(ExitCode.OK);
    }

    @Test
    void aFileWithSyntaxErrorsIsReportedAndKept() throws Exception {
        Path broken = Files.writeString(dir.resolve("broken.carto"), "terrain forest \"Forest\" symbol\n");
        Run run = Run.carto("fmt", broken.toString());
        assertThat(run.exit()).isEqualTo(ExitCode.PROBLEMS);
        assertThat(run.err()).contains(broken + ":1:").contains("not formatted: fix the syntax errors first");
        assertThat(Files.readString(broken)).isEqualTo("terrain forest \"Forest\" symbol\n");
    }

    @Test
    void aMissingFileIsAUsageError() {
        Run run = Run.carto("fmt", dir.resolve("nowhere.carto").toString());
        assertThat(run.exit()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("there is no such file");
    }
}
