package org.cartolab.publish;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one way Cartolab writes a file a user keeps: the bytes go to a temporary name beside the target, which is
 * then renamed over it. A crash, an I/O error or Ctrl-C leaves the old file or the new one, never half of one;
 * the temporary file of a write cut short is deleted (on Ctrl-C by a shutdown hook).
 */
public final class AtomicFiles {

    /** Temporary files being written now: what the shutdown hook deletes if the JVM stops mid-write. */
    private static final Set<Path> IN_FLIGHT = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(AtomicFiles::deleteInFlight, "carto-atomic-files"));
    }

    /** Writes the bytes to their temporary file. */
    @FunctionalInterface
    public interface Writer {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFiles() {
    }

    public static void write(Path target, byte[] bytes) throws IOException {
        write(target, out -> out.write(bytes));
    }

    public static void writeString(Path target, String text) throws IOException {
        write(target, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes each file of {@code files} (name to bytes) into {@code folder}, created if needed, one by one. */
    public static void writeAll(Path folder, Map<String, byte[]> files) throws IOException {
        Files.createDirectories(folder);
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            write(folder.resolve(file.getKey()), file.getValue());
        }
    }

    public static void write(Path target, Writer writer) throws IOException {
        Path absolute = target.toAbsolutePath();
        // Beside the target (a rename within one folder is atomic) and hidden, so a listing shows whole files.
        Path temporary = absolute.resolveSibling("." + absolute.getFileName() + ".partial");
        IN_FLIGHT.add(temporary);
        try {
            try (OutputStream out = Files.newOutputStream(temporary)) {
                writer.writeTo(out);
            }
            try {
                Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
            IN_FLIGHT.remove(temporary);
        }
    }

    /** Deletes the temporary files of writes still under way; what the shutdown hook runs. */
    static void deleteInFlight() {
        for (Path temporary : IN_FLIGHT) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException e) {
                // The JVM is stopping: a temporary file left behind is hidden and harmless.
            }
        }
    }
}
