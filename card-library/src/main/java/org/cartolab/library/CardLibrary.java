package org.cartolab.library;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Optional;

import org.cartolab.dsl.compile.CartoLoader;
import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;

/**
 * The games shipped with Cartolab, as .carto files on the class path. Each library is a folder with a
 * {@code files.txt} listing its files in load order; an entry may name another library's file, e.g.
 * {@code ../cartographers/terrains.carto}, so games share their common pieces.
 */
public final class CardLibrary {

    /** The libraries shipped, by name. */
    public static final List<String> NAMES = List.of("cartographers", "cartographers-heroes", "cartographers-combined",
            "confusing-lands", "rise-of-the-inkas");

    private static final String ROOT = "/org/cartolab/library/";

    private static final Map<String, Workspace> LOADED = new ConcurrentHashMap<>();

    private CardLibrary() {
    }

    /** The files of a shipped library, or empty if there is no library of that name. */
    public static Optional<List<SourceFile>> files(String name) {
        if (!NAMES.contains(name)) {
            return Optional.empty();
        }
        List<SourceFile> files = new ArrayList<>();
        for (String line : read(ROOT + name + "/files.txt").split("\n")) {
            String file = line.strip();
            if (!file.isEmpty()) {
                String path = URI.create(name + "/" + file).normalize().getPath();
                if (path.startsWith("../")) {
                    throw new IllegalStateException("The card library '" + name + "' lists " + file
                            + ", which is outside the card libraries");
                }
                files.add(new SourceFile("library:" + path, read(ROOT + path)));
            }
        }
        return Optional.of(files);
    }

    /** A loader that resolves {@code uses NAME} against the shipped libraries. */
    public static CartoLoader loader() {
        return new CartoLoader(CardLibrary::files);
    }

    /**
     * Loads and compiles a shipped library.
     *
     * @throws IllegalArgumentException for an unknown name
     * @throws IllegalStateException    if the shipped files have errors (a bug in Cartolab, caught by its tests)
     */
    public static Workspace load(String name) {
        // A workspace is immutable and the shipped files never change while the JVM runs: compile each once.
        return LOADED.computeIfAbsent(name, CardLibrary::loadOnce);
    }

    /** The library from the image the build compiled, or compiled from its text if there is none of these sources. */
    private static Workspace loadOnce(String name) {
        List<SourceFile> files = files(name).orElseThrow(() -> unknown(name));
        return LibraryImages.read(name, files).orElseGet(() -> compile(name));
    }

    /** Compiles a library from its text, with the parser. */
    static Workspace compile(String name) {
        List<SourceFile> files = files(name).orElseThrow(() -> unknown(name));
        LoadResult result = loader().load(files);
        return result.workspace().orElseThrow(() -> new IllegalStateException(
                "The card library '" + name + "' has errors: " + result.problems()));
    }

    private static IllegalArgumentException unknown(String name) {
        return new IllegalArgumentException("There is no card library named '" + name + "'; there is "
                + String.join(", ", NAMES) + ".");
    }

    private static String read(String resource) {
        try (InputStream in = CardLibrary.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Missing card library resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
