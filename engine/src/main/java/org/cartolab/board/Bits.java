package org.cartolab.board;

/**
 * Operations on cell sets stored as bitboards: bit {@code i} of a {@code long[]} is cell {@code i} of a board.
 * All arrays of one board have the same length. Methods returning {@code long[]} allocate a fresh array and never
 * modify their arguments, except those taking a destination {@code into}: they write the result there (it may be
 * one of the arguments) and return it, so hot loops can reuse arrays instead of allocating one per operation.
 */
public final class Bits {

    private Bits() {
    }

    public static long[] empty(int words) {
        return new long[words];
    }

    /** The set of the cells {@code indices} (in any order, repeats allowed), on a board of {@code words} words. */
    public static long[] of(int words, int... indices) {
        long[] bits = new long[words];
        for (int index : indices) {
            set(bits, index);
        }
        return bits;
    }

    public static long[] single(int words, int index) {
        long[] bits = new long[words];
        bits[index >>> 6] = 1L << index;
        return bits;
    }

    public static boolean get(long[] bits, int index) {
        return (bits[index >>> 6] & 1L << index) != 0;
    }

    public static void set(long[] bits, int index) {
        bits[index >>> 6] |= 1L << index;
    }

    public static long[] and(long[] a, long[] b) {
        long[] r = new long[a.length];
        for (int i = 0; i < a.length; i++) {
            r[i] = a[i] & b[i];
        }
        return r;
    }

    public static long[] or(long[] a, long[] b) {
        long[] r = new long[a.length];
        for (int i = 0; i < a.length; i++) {
            r[i] = a[i] | b[i];
        }
        return r;
    }

    public static long[] andNot(long[] a, long[] b) {
        long[] r = new long[a.length];
        for (int i = 0; i < a.length; i++) {
            r[i] = a[i] & ~b[i];
        }
        return r;
    }

    public static long[] and(long[] a, long[] b, long[] into) {
        for (int i = 0; i < a.length; i++) {
            into[i] = a[i] & b[i];
        }
        return into;
    }

    public static long[] or(long[] a, long[] b, long[] into) {
        for (int i = 0; i < a.length; i++) {
            into[i] = a[i] | b[i];
        }
        return into;
    }

    public static long[] andNot(long[] a, long[] b, long[] into) {
        for (int i = 0; i < a.length; i++) {
            into[i] = a[i] & ~b[i];
        }
        return into;
    }

    public static boolean isEmpty(long[] a) {
        for (long word : a) {
            if (word != 0) {
                return false;
            }
        }
        return true;
    }

    public static boolean intersects(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            if ((a[i] & b[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether every cell of {@code a} is in {@code b}. */
    public static boolean subsetOf(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            if ((a[i] & ~b[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    public static boolean same(long[] a, long[] b) {
        return java.util.Arrays.equals(a, b);
    }

    public static int count(long[] a) {
        int n = 0;
        for (long word : a) {
            n += Long.bitCount(word);
        }
        return n;
    }

    /** The lowest cell index in {@code a}, or -1. */
    public static int first(long[] a) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != 0) {
                return (i << 6) + Long.numberOfTrailingZeros(a[i]);
            }
        }
        return -1;
    }

    /** The next cell index in {@code a} at or after {@code from}, or -1. */
    public static int next(long[] a, int from) {
        int word = from >>> 6;
        if (word >= a.length) {
            return -1;
        }
        long bits = a[word] & (-1L << from);
        while (true) {
            if (bits != 0) {
                return (word << 6) + Long.numberOfTrailingZeros(bits);
            }
            if (++word == a.length) {
                return -1;
            }
            bits = a[word];
        }
    }

    /**
     * Word {@code i} of {@code a} moved {@code n} cells towards higher indices: cell {@code j} of the result is
     * cell {@code j - n} of {@code a}. One word at a time, so shifted sets need no array of their own.
     */
    static long wordUp(long[] a, int i, int n) {
        int from = i - (n >>> 6);
        if (from < 0) {
            return 0;
        }
        int bits = n & 63;
        long word = a[from] << bits;
        if (bits != 0 && from > 0) {
            word |= a[from - 1] >>> (64 - bits);
        }
        return word;
    }

    /**
     * Word {@code i} of {@code a} moved {@code n} cells towards lower indices: cell {@code j} is cell
     * {@code j + n}.
     */
    static long wordDown(long[] a, int i, int n) {
        int from = i + (n >>> 6);
        if (from >= a.length) {
            return 0;
        }
        int bits = n & 63;
        long word = a[from] >>> bits;
        if (bits != 0 && from + 1 < a.length) {
            word |= a[from + 1] << (64 - bits);
        }
        return word;
    }
}
