package org.cartolab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Replays every input the fuzzing suite once found failing: src/test/resources/fuzz-corpus/KIND/FILE, KIND one
 * of {@link FuzzTargets} in lower case. Each must now end in a result or a located message.
 */
class FuzzCorpusTest {

    private static final Path CORPUS = Path.of("src/test/resources/fuzz-corpus");

    static Stream<Arguments> corpus() throws IOException {
        try (Stream<Path> files = Files.walk(CORPUS)) {
            return files.filter(Files::isRegularFile).sorted().map(file -> Arguments.of(
                    FuzzTargets.valueOf(file.getParent().getFileName().toString().toUpperCase(Locale.ROOT)),
                    file)).toList().stream();
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("corpus")
    void onceFailingInputEndsInAResultOrALocatedMessage(FuzzTargets target, Path file) {
        target.check(file);
    }
}
