package org.cartolab.library.reference;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random boards in the reference text format, for property-based cross-checks.
 * Each board gets its own fill density and its own terrain weights, so some boards are
 * sparse, some nearly or completely full, and some dominated by one terrain (big clusters).
 */
public final class RandomBoards {

    private RandomBoards() {
    }

    /**
     * A random rectangular board (rows of equal length), height and width in
     * [minSide, maxSide], drawn from a {@link Random} seeded with {@code seed}.
     */
    public static List<String> generate(long seed, int minSide, int maxSide) {
        if (minSide < 1 || maxSide < minSide) {
            throw new IllegalArgumentException("bad sides: " + minSide + ".." + maxSide);
        }
        Random random = new Random(seed);
        int height = minSide + random.nextInt(maxSide - minSide + 1);
        int width = minSide + random.nextInt(maxSide - minSide + 1);
        double density = pickDensity(random);

        // Per-board weights for the filled cell kinds, in the order of FILLED below.
        // Main terrains F V P W get large weights; one of them is sometimes boosted.
        char[] filled = {'F', 'V', 'P', 'W', 'M', 'X', '#', 'f', 'v', 'p', 'w', 'x', 'H', 'h', '*'};
        int[] weights = new int[filled.length];
        for (int i = 0; i < 4; i++) {
            weights[i] = 2 + random.nextInt(10);
        }
        if (random.nextInt(3) == 0) {
            weights[random.nextInt(4)] += 20;
        }
        weights[4] = 1 + random.nextInt(4);   // M
        weights[5] = random.nextInt(4);       // X
        weights[6] = random.nextInt(3);       // #
        for (int i = 7; i <= 11; i++) {       // f v p w x on ruins
            weights[i] = random.nextInt(2);
        }
        if (random.nextInt(4) == 0) {         // rare H, h, *
            weights[12] = 1;
        }
        if (random.nextInt(8) == 0) {
            weights[13] = 1;
        }
        if (random.nextInt(4) == 0) {
            weights[14] = 1;
        }
        int ruinsPercent = random.nextInt(15); // share of empty cells that are 'R'

        List<String> rows = new ArrayList<>();
        for (int r = 0; r < height; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < width; c++) {
                if (random.nextDouble() < density) {
                    row.append(pickWeighted(random, filled, weights));
                } else if (random.nextInt(100) < ruinsPercent) {
                    row.append('R');
                } else {
                    row.append('.');
                }
            }
            rows.add(row.toString());
        }
        return rows;
    }

    /** Fill density: sometimes completely full, sometimes nearly full, otherwise anything. */
    private static double pickDensity(Random random) {
        int kind = random.nextInt(10);
        if (kind == 0) {
            return 1.0;
        }
        if (kind <= 3) {
            return 0.90 + 0.10 * random.nextDouble();
        }
        if (kind == 4) {
            return 0.05 + 0.15 * random.nextDouble();
        }
        return 0.2 + 0.7 * random.nextDouble();
    }

    private static char pickWeighted(Random random, char[] options, int[] weights) {
        int total = 0;
        for (int w : weights) {
            total += w;
        }
        int roll = random.nextInt(total);
        for (int i = 0; i < options.length; i++) {
            roll -= weights[i];
            if (roll < 0) {
                return options[i];
            }
        }
        throw new IllegalStateException("unreachable");
    }

    /**
     * As {@link #generate}, then (for Cartographers Heroes) each monster cell {@code X}/{@code x} is turned into a
     * killed monster {@code K}/{@code k} with a per-board probability (sometimes none, sometimes all), and on some
     * boards a few more cells become monsters or heroes so that killed/living mixes and hero cells are common.
     */
    public static List<String> generateWithKilled(long seed, int minSide, int maxSide) {
        List<String> base = generate(seed, minSide, maxSide);
        Random random = new Random(seed * 0x9E3779B97F4A7C15L + 17);
        int kind = random.nextInt(5);
        double killedShare = kind == 0 ? 0.0 : kind == 1 ? 1.0 : random.nextDouble();
        double extraMonsters = random.nextInt(3) == 0 ? 0.15 * random.nextDouble() : 0.0;
        double extraHeroes = random.nextInt(3) == 0 ? 0.08 * random.nextDouble() : 0.0;
        List<String> rows = new ArrayList<>();
        for (String row : base) {
            StringBuilder out = new StringBuilder();
            for (char ch : row.toCharArray()) {
                boolean ruins = ch == 'R' || Character.isLowerCase(ch);
                double roll = random.nextDouble();
                if (ch != 'M' && ch != '#' && roll < extraMonsters) {
                    ch = ruins ? 'x' : 'X';
                } else if (ch != 'M' && ch != '#' && roll < extraMonsters + extraHeroes) {
                    ch = ruins ? 'h' : 'H';
                }
                if ((ch == 'X' || ch == 'x') && random.nextDouble() < killedShare) {
                    ch = ch == 'X' ? 'K' : 'k';
                }
                out.append(ch);
            }
            rows.add(out.toString());
        }
        return rows;
    }
}
