package org.cartolab.library.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.GameLogs;
import org.cartolab.rules.Policies;
import org.cartolab.rules.Policy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Greedy games must not change when the engine gets faster: the logs below were written by {@code carto play}
 * before the greedy policy's scoring was optimised (commit cf95616), and every optimisation must reproduce them
 * byte for byte. Golden by design: the semantics of the rules and of the greedy policy are fixed, so any change
 * in a move or a score is a bug. A file may change only with a deliberate, documented change of the rules.
 */
class GreedyGoldenGamesTest {

    private static final Map<String, GameEngine> ENGINES = new ConcurrentHashMap<>();

    /** Plays a game the way {@code carto play} seeds it, and writes its log. */
    private static String log(String gameId, String map, long seed, String policies) {
        GameEngine engine = ENGINES.computeIfAbsent(gameId, id -> {
            Game game = CardLibrary.load(id).game(id).orElseThrow();
            return new GameEngine(game);
        });
        List<Policy> list = new ArrayList<>();
        String[] names = policies.split(",");
        for (int p = 0; p < names.length; p++) {
            list.add(Policies.named(names[p], seed * 1_000_003L + p));
        }
        return GameLogs.write(engine.play(map, seed, list, null).log());
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = GreedyGoldenGamesTest.class.getResourceAsStream("/golden-games/" + name)) {
            assertThat(in).as("golden file %s", name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @ParameterizedTest(name = "{4}")
    @CsvSource(delimiter = ';', textBlock = """
            cartographers;          A; 1; greedy;               cartographers-A-seed1-greedy.json
            cartographers;          A; 2; greedy;               cartographers-A-seed2-greedy.json
            cartographers;          A; 3; greedy;               cartographers-A-seed3-greedy.json
            cartographers;          B; 4; greedy;               cartographers-B-seed4-greedy.json
            cartographers;          B; 5; greedy,greedy,random; cartographers-B-seed5-greedy-greedy-random.json
            cartographers-heroes;   C; 6; greedy;               cartographers-heroes-C-seed6-greedy.json
            cartographers-heroes;   D; 7; greedy,greedy;        cartographers-heroes-D-seed7-greedy-greedy.json
            cartographers-combined; A; 8; greedy;               cartographers-combined-A-seed8-greedy.json
            """)
    void aGreedyGameWritesTheGoldenLog(String game, String map, long seed, String policies, String file)
            throws IOException {
        assertThat(log(game, map, seed, policies)).isEqualTo(resource(file));
    }

    /**
     * Many more games, each kept as the SHA-256 of its log (one line per game: game, map, seed, policies, digest),
     * so a change in any single move of any of them shows.
     */
    @Test
    void manyGreedyGamesKeepTheirLogDigests() throws IOException {
        List<String> expected = resource("greedy-log-digests.txt").lines().toList();
        List<String> actual = new ArrayList<>();
        for (String line : expected) {
            String[] f = line.split(" ");
            actual.add(String.join(" ", f[0], f[1], f[2], f[3],
                    sha256(log(f[0], f[1], Long.parseLong(f[2]), f[3]))));
        }
        assertThat(expected).hasSizeGreaterThan(100);
        assertThat(actual).containsExactlyElementsOf(expected);
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}
