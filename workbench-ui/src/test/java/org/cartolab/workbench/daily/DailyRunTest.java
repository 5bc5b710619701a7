package org.cartolab.workbench.daily;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.concurrent.CancellationException;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DailyRunTest {

    private static final Game GAME = CardLibrary.load("cartographers").game("cartographers").orElseThrow();

    @TempDir
    Path dir;

    @Test
    void exportsTheSevenFilesOfTheDateIntoItsFolder() throws Exception {
        DailyRun run = DailyRun.generate(GAME, LocalDate.of(2026, 12, 1), () -> false);
        Path folder = run.exportTo(dir);
        assertThat(folder).isEqualTo(dir.resolve("2026-12-01"));
        try (var files = Files.list(folder)) {
            assertThat(files.map(path -> path.getFileName().toString()).sorted()).containsExactly("index.html",
                    "puzzle.carto", "puzzle.json", "puzzle.pdf", "puzzle.png", "solution.json", "solution.png");
        }
        assertThat(Files.readAllBytes(folder.resolve("puzzle.png"))).isEqualTo(run.file("puzzle.png"));
        assertThat(run.summary()).startsWith("cartographers/season/2026-12-01 · ").contains("par ");
        // The same date again gives the same bytes.
        DailyRun again = DailyRun.generate(GAME, LocalDate.of(2026, 12, 1), () -> false);
        assertThat(again.file("puzzle.pdf")).isEqualTo(run.file("puzzle.pdf"));
    }

    @Test
    void aCancelledRunStopsWithACancellation() {
        assertThatThrownBy(() -> DailyRun.generate(GAME, LocalDate.of(2026, 12, 1), () -> true))
                .isInstanceOf(CancellationException.class);
    }
}
