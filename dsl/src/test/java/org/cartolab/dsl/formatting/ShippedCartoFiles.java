package org.cartolab.dsl.formatting;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.cartolab.dsl.compile.SourceFile;

/** Every .carto file of the repository (the card libraries, the samples, ...), read from the source tree. */
final class ShippedCartoFiles {

    /** The repository root: tests run in the dsl module's folder. */
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    private ShippedCartoFiles() {
    }

    static List<SourceFile> all() {
        try (Stream<Path> paths = Files.walk(ROOT)) {
            List<SourceFile> files = paths
                    .filter(path -> path.toString().endsWith(".carto"))
                    .filter(path -> ROOT.relativize(path).toString().split("[/\\\\]").length > 0)
                    .filter(path -> Stream.of("target", "node_modules", ".git")
                            .noneMatch(skip -> ROOT.relativize(path).toString().contains(skip + "/")))
                    .sorted()
                    .map(ShippedCartoFiles::read)
                    .toList();
            if (files.size() < 20) {
                throw new IllegalStateException("Expected the shipped .carto files under " + ROOT + ", found "
                        + files.size());
            }
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static SourceFile read(Path path) {
        try {
            return new SourceFile(ROOT.relativize(path).toString(), Files.readString(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
