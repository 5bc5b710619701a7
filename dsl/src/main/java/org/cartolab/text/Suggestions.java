package org.cartolab.text;

import java.util.Collection;
import java.util.Optional;

/** "Maybe you meant ...?": the closest known name to a misspelt one. */
public final class Suggestions {

    private Suggestions() {
    }

    /**
     * The candidate closest to {@code typed} by edit distance (case-insensitive), if it is close enough to be a
     * plausible typo: at most a third of the longer name's length (at least one edit), and less than the whole
     * of the shorter name.
     */
    public static Optional<String> closest(String typed, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            int distance = distance(typed.toLowerCase(), candidate.toLowerCase());
            if (distance < bestDistance || distance == bestDistance && best != null && candidate.compareTo(best) < 0) {
                best = candidate;
                bestDistance = distance;
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        // A plausible typo changes at most a third of the name, and never all of a short one ("A" is no typo of "B").
        int limit = Math.max(1, Math.max(typed.length(), best.length()) / 3);
        int shorter = Math.min(typed.length(), best.length());
        return bestDistance <= limit && bestDistance < shorter ? Optional.of(best) : Optional.empty();
    }

    /** " Maybe you meant 'x'?" or the empty string. */
    public static String maybe(String typed, Collection<String> candidates) {
        return closest(typed, candidates).map(name -> " Maybe you meant '" + name + "'?").orElse("");
    }

    /** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
