package org.cartolab.daily;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDate;

/**
 * A daily puzzle's shareable identity: game, variant and key, written {@code cartographers/season/2026-11-21}
 * (a date) or {@code cartographers/season/seed-42} (an ad-hoc seed). Everything random about the puzzle comes
 * from {@link #seed()}, which depends on this text alone.
 */
public record PuzzleId(String game, String variant, String key) {

    /** The only variant so far: one season's edicts, coins and monsters. */
    public static final String SEASON = "season";

    public static PuzzleId ofDate(String game, LocalDate date) {
        return new PuzzleId(game, SEASON, date.toString());
    }

    public static PuzzleId ofSeed(String game, long seed) {
        return new PuzzleId(game, SEASON, "seed-" + seed);
    }

    @Override
    public String toString() {
        return game + "/" + variant + "/" + key;
    }

    /**
     * The first eight bytes of the SHA-256 digest of the id's UTF-8 text, read big-endian: fixed by the id on any
     * JVM (unlike {@code String.hashCode}, whose 32 bits would also collide too easily).
     */
    public long seed() {
        byte[] digest;
        try {
            digest = MessageDigest.getInstance("SHA-256").digest(toString().getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java platform has SHA-256", e);
        }
        long seed = 0;
        for (int i = 0; i < Long.BYTES; i++) {
            seed = seed << 8 | (digest[i] & 0xff);
        }
        return seed;
    }
}
