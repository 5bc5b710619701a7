package org.cartolab.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same puzzle gives byte-identical files: twice in this JVM, and in a separate JVM process (a fresh JVM has
 * none of this one's caches, fonts or image state). {@code -Dcartolab.otherJava=/path/to/bin/java} adds a run on
 * another JDK (checked by hand with Temurin 25 against OpenJDK 17).
 */
class DeterminismTest {

    @Test
    void sameBytesTwiceInOneJvm() {
        Map<String, byte[]> first = PuzzleFiles.render(SamplePuzzle.puzzle(), SamplePuzzle.solution(), SamplePuzzle.GAME);
        Map<String, byte[]> second = PuzzleFiles.render(SamplePuzzle.puzzle(), SamplePuzzle.solution(), SamplePuzzle.GAME);
        assertThat(first.keySet()).containsExactlyElementsOf(PuzzleFiles.NAMES);
        for (String name : PuzzleFiles.NAMES) {
            assertThat(second.get(name)).as(name).isEqualTo(first.get(name));
        }
    }

    @Test
    void sameBytesInAnotherProcess(@TempDir Path folder) throws Exception {
        Map<String, byte[]> here = PuzzleFiles.render(SamplePuzzle.puzzle(), SamplePuzzle.solution(), SamplePuzzle.GAME);
        List<String> javas = new ArrayList<>();
        javas.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        String other = System.getProperty("cartolab.otherJava", "");
        if (!other.isBlank()) {
            javas.add(other);
        }
        for (int i = 0; i < javas.size(); i++) {
            Path out = folder.resolve("run" + i);
            run(javas.get(i), out);
            for (String name : PuzzleFiles.NAMES) {
                assertThat(Files.readAllBytes(out.resolve(name))).as(javas.get(i) + " " + name)
                        .isEqualTo(here.get(name));
            }
        }
    }

    /**
     * The committed sample (samples/puzzles/sample-hand-made, looked at by eye when it was made) is what this code
     * writes on this machine: so a change of layout shows up in review, and CI's machine is checked against the
     * one that made the files. After an intended change, rewrite them with
     * {@code ./mvnw -q -pl publish -am test -Dtest=DeterminismTest -Dcartolab.updateSamples=true
     * -Dsurefire.failIfNoSpecifiedTests=false} and look at them again. The page's engine script is the one part
     * a rebuild of Cartolab renames (see {@link PuzzlePage#engineOf}): it is compared as "this build's engine".
     */
    @Test
    void theCommittedSampleIsWhatTheWritersWrite() throws IOException {
        Path folder = Path.of("..", "samples", "puzzles", "sample-hand-made");
        if (Boolean.getBoolean("cartolab.updateSamples")) {
            PuzzleFiles.write(folder, SamplePuzzle.puzzle(), SamplePuzzle.solution(), SamplePuzzle.GAME);
        }
        Map<String, byte[]> here = PuzzleFiles.render(SamplePuzzle.puzzle(), SamplePuzzle.solution(), SamplePuzzle.GAME);
        for (String name : PuzzleFiles.NAMES) {
            byte[] committed = Files.readAllBytes(folder.resolve(name));
            byte[] now = here.get(name);
            if (name.equals("index.html")) {
                String page = new String(committed, StandardCharsets.UTF_8);
                assertThat(PuzzlePage.engineOf(page)).as("the sample page carries a whole engine").startsWith("\"use strict\";")
                        .hasSizeGreaterThan(100_000);
                String written = new String(now, StandardCharsets.UTF_8);
                assertThat(PuzzlePage.engineOf(written)).isEqualTo(PuzzlePage.ENGINE);
                committed = withoutEngine(page);
                now = withoutEngine(written);
            }
            assertThat(committed).as(folder.resolve(name)
                    + " differs from what the writers make now; see this test's comment").isEqualTo(now);
        }
    }

    private static byte[] withoutEngine(String page) {
        return page.replace(PuzzlePage.engineOf(page), "/* engine */").getBytes(StandardCharsets.UTF_8);
    }

    private static void run(String java, Path out) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(java, "-Djava.awt.headless=true", "-cp",
                System.getProperty("java.class.path"), SamplePuzzle.class.getName(), out.toString())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(new File(out + ".log")))
                .start();
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).as("the writer process ends").isTrue();
        assertThat(process.exitValue()).as("exit code, log in " + out + ".log").isZero();
    }
}
