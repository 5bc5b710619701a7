package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/** {@code carto fmt --check} over every .carto file of the repository: the shipped files are in the one layout. */
class RepositoryFormatTest {

    @Test
    void everyCartoFileOfTheRepositoryIsFormatted() throws IOException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        String[] files;
        try (Stream<Path> paths = Files.walk(root)) {
            files = paths.filter(path -> path.toString().endsWith(".carto"))
                    .filter(path -> Stream.of("target", "node_modules", ".git")
                            .noneMatch(skip -> root.relativize(path).toString().contains(skip + "/")))
                    .map(Path::toString).sorted().toArray(String[]::new);
        }
        assertThat(files.length).as("the .carto files under %s", root).isGreaterThan(20);
        String[] args = Stream.concat(Stream.of("fmt", "--check"), Stream.of(files)).toArray(String[]::new);
        Run run = Run.carto(args);
        assertThat(run.out()).as("files not formatted; run: ./carto fmt $(git ls-files '*.carto')").isEmpty();
        assertThat(run.exit()).isEqualTo(ExitCode.OK);
    }
}
