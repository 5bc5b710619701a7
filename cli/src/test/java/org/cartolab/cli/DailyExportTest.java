package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;

import org.cartolab.library.CardLibrary;
import org.cartolab.workbench.daily.DailyRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The workbench's daily panel exports exactly the files of {@code carto daily}, byte for byte. */
class DailyExportTest {

    @TempDir
    Path dir;

    @Test
    void theWorkbenchExportsTheSameBytesAsTheCommand() throws Exception {
        Run run = carto("daily", "--date", "2026-12-24", "--out", dir.resolve("cli").toString());
        assertThat(run.exit()).as(run.err()).isZero();
        Path fromCli = dir.resolve("cli").resolve("2026-12-24");
        Path fromWorkbench = DailyRun.generate(CardLibrary.load("cartographers").game("cartographers").orElseThrow(),
                LocalDate.of(2026, 12, 24), () -> false).exportTo(dir.resolve("workbench"));
        List<String> names;
        try (var files = Files.list(fromCli)) {
            names = files.map(path -> path.getFileName().toString()).sorted().toList();
        }
        assertThat(names).hasSize(7);
        for (String name : names) {
            assertThat(Files.readAllBytes(fromWorkbench.resolve(name))).as(name)
                    .isEqualTo(Files.readAllBytes(fromCli.resolve(name)));
        }
    }
}
