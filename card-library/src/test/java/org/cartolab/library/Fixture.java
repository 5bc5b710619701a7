package org.cartolab.library;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A hand-worked board: its rows and the points each card must give on it (lines {@code // expect ID = N}).
 * The expected values were computed by hand from the rules, never by running Cartolab.
 */
record Fixture(Path path, String text, Map<String, Integer> expected) {

    private static final Pattern EXPECT = Pattern.compile("^//\\s*expect\\s+([a-z0-9-]+)\\s*=\\s*(-?\\d+)\\s*$");
    static final Path ROOT = Path.of("src/test/resources/fixtures");
    /** The Heroes cards' fixtures, scored with the game cartographers-heroes. */
    static final Path HEROES_ROOT = Path.of("src/test/resources/fixtures-heroes");

    static Fixture read(Path path) {
        try {
            String text = Files.readString(path);
            Map<String, Integer> expected = new LinkedHashMap<>();
            for (String line : text.split("\n")) {
                Matcher m = EXPECT.matcher(line.strip());
                if (m.matches()) {
                    expected.put(m.group(1), Integer.parseInt(m.group(2)));
                }
            }
            return new Fixture(path, text, expected);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<Fixture> all(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".board")).sorted().map(Fixture::read).toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The folder (the card) and the file, e.g. {@code great-city/01-largest-touches-mountain.board}. */
    String name() {
        return path.getParent().getFileName() + "/" + path.getFileName();
    }
}
