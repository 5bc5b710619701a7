package org.cartolab.workbench.edit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.cartolab.publish.AtomicFiles;

/**
 * The text of one .carto file being edited: where it is saved, whether it changed since, and a recovery copy
 * that {@link #autosave()} keeps up to date so that nothing typed is lost if the workbench dies. Opening a file
 * whose recovery copy differs from it offers that copy ({@link #recovered()}).
 */
public final class EditorDocument {

    private static final String UNTITLED = "untitled.carto";

    private final Path recoveryDir;
    private Path path;
    private String savedText;
    private String text;

    private EditorDocument(Path recoveryDir, Path path, String savedText) {
        this.recoveryDir = recoveryDir;
        this.path = path;
        this.savedText = savedText;
        this.text = savedText;
    }

    /** A new, unsaved document. */
    public static EditorDocument untitled(String text, Path recoveryDir) {
        EditorDocument document = new EditorDocument(recoveryDir, null, "");
        document.text = text;
        return document;
    }

    public static EditorDocument open(Path path, Path recoveryDir) throws IOException {
        return new EditorDocument(recoveryDir, path, Files.readString(path, StandardCharsets.UTF_8));
    }

    public Optional<Path> path() {
        return Optional.ofNullable(path);
    }

    /** The name problems are reported under and the title shows. */
    public String displayName() {
        return path == null ? UNTITLED : path.toString();
    }

    public String text() {
        return text;
    }

    public void edit(String newText) {
        this.text = newText;
    }

    /** Whether the text differs from what was last saved (or opened). */
    public boolean dirty() {
        return !text.equals(savedText);
    }

    /** @throws IllegalStateException for an untitled document: use {@link #saveAs} */
    public void save() throws IOException {
        if (path == null) {
            throw new IllegalStateException("The document has no file yet; save it as a file.");
        }
        saveAs(path);
    }

    /** Writes the text to {@code target} (atomically: a crash leaves the old file or the new one) and forgets the recovery copy. */
    public void saveAs(Path target) throws IOException {
        Path recovery = recoveryFile();
        Path absolute = target.toAbsolutePath();
        AtomicFiles.writeString(absolute, text);
        this.path = target;
        this.savedText = text;
        Files.deleteIfExists(recovery);
        Files.deleteIfExists(recoveryFile());
    }

    /** Writes the unsaved text to the recovery file (or removes it when nothing is unsaved). */
    public void autosave() throws IOException {
        Path recovery = recoveryFile();
        if (!dirty()) {
            Files.deleteIfExists(recovery);
            return;
        }
        Files.createDirectories(recoveryDir);
        AtomicFiles.writeString(recovery, text);
    }

    /** The text a previous session autosaved and never saved, if it differs from the file and from the text now. */
    public Optional<String> recovered() throws IOException {
        Path recovery = recoveryFile();
        if (!Files.isRegularFile(recovery)) {
            return Optional.empty();
        }
        String saved = Files.readString(recovery, StandardCharsets.UTF_8);
        return saved.equals(savedText) || saved.equals(text) ? Optional.empty() : Optional.of(saved);
    }

    /**
     * The recovery file: one per saved file (named after it, with a hash of its absolute path so two files of the
     * same name do not share one), and one for the untitled document.
     */
    public Path recoveryFile() {
        if (path == null) {
            return recoveryDir.resolve(UNTITLED + ".recovery");
        }
        Path absolute = path.toAbsolutePath().normalize();
        String hash = Integer.toHexString(absolute.toString().hashCode());
        return recoveryDir.resolve(absolute.getFileName() + "-" + hash + ".recovery");
    }
}
