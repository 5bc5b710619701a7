package org.cartolab.publish;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Only whole files: a write that is cut short leaves the old file (or none) and no temporary file behind. */
class AtomicFilesTest {

    @TempDir
    Path dir;

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aWriteReplacesTheFileAndLeavesNothingElse() throws IOException {
        Path target = dir.resolve("puzzle.json");
        Files.writeString(target, "old");
        AtomicFiles.writeString(target, "new");
        assertThat(Files.readString(target)).isEqualTo("new");
        assertThat(names()).containsExactly("puzzle.json");
    }

    @Test
    void aWriteCutShortLeavesTheOldFileWholeAndNoTemporaryFile() throws IOException {
        Path target = dir.resolve("solution.png");
        Files.writeString(target, "the old picture");
        assertThatThrownBy(() -> AtomicFiles.write(target, out -> {
            out.write("half of the new pict".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        })).hasMessage("disk full");
        assertThat(Files.readString(target)).isEqualTo("the old picture");
        assertThat(names()).containsExactly("solution.png");
    }

    @Test
    void theShutdownHookDeletesAWriteUnderWayAndNeverTouchesTheTarget() throws IOException {
        // What Ctrl-C does: the hook runs while a writer is half-way; the user's file must stay as it was.
        Path target = dir.resolve("index.html");
        Files.writeString(target, "<p>old</p>");
        assertThatThrownBy(() -> AtomicFiles.write(target, out -> {
            out.write("<p>ne".getBytes(StandardCharsets.UTF_8));
            out.flush();
            assertThat(names()).containsExactly(".index.html.partial", "index.html");
            AtomicFiles.deleteInFlight();
            assertThat(names()).containsExactly("index.html");
            throw new IOException("stopped");
        })).hasMessage("stopped");
        assertThat(Files.readString(target)).isEqualTo("<p>old</p>");
    }

    @Test
    void writeAllCreatesTheFolderAndWritesEveryFile() throws IOException {
        Path folder = dir.resolve("2026-12-24");
        AtomicFiles.writeAll(folder, Map.of("a.txt", new byte[] {1, 2}, "b.txt", new byte[0]));
        assertThat(Files.readAllBytes(folder.resolve("a.txt"))).containsExactly(1, 2);
        assertThat(Files.readAllBytes(folder.resolve("b.txt"))).isEmpty();
        try (Stream<Path> files = Files.list(folder)) {
            assertThat(files).hasSize(2);
        }
    }

    /**
     * Writers that are not a user's file: AtomicFiles itself; the language server's copies of the shipped libraries
     * in the temporary folder (dsl comes before publish, so it renames its own temporary files); the language
     * server's own standard output; the build's images of the shipped libraries (card-library comes before
     * publish too, so it renames its own temporary files).
     */
    private static final Set<String> EXEMPT = Set.of("AtomicFiles.java", "LibraryIndex.java", "LspCommand.java",
            "LibraryImages.java");

    /** Every module's main sources, from the publish module's folder (where Maven runs its tests). */
    @Test
    void noOtherCodeWritesAUserFileInPlace() throws IOException {
        Pattern inPlace = Pattern.compile("(?<![A-Za-z])Files\\.(write|writeString|newOutputStream|newBufferedWriter)\\(|"
                + "new FileOutputStream\\(|ImageIO\\.write\\([^)]*toFile\\(\\)");
        List<String> offenders;
        try (Stream<Path> sources = Files.walk(Path.of(".."), 12)) {
            offenders = sources.filter(file -> file.toString().endsWith(".java"))
                    .filter(file -> file.toString().contains("src" + java.io.File.separator + "main"))
                    .filter(file -> !file.toString().contains("xtext-gen"))
                    .filter(file -> !EXEMPT.contains(file.getFileName().toString()))
                    .filter(file -> {
                        try {
                            return inPlace.matcher(Files.readString(file)).find();
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    }).map(Path::toString).sorted().toList();
        }
        assertThat(offenders).as("files that write in place instead of through AtomicFiles").isEmpty();
    }
}
