package org.cartolab.solve.bound;

/**
 * The largest few of many values that are never negative (credits, cell values): what n drawn cells can collect at
 * most. A partial selection rather than a sort: the bounds ask this at every position of a search, for n much
 * smaller than the map.
 */
final class TopValues {

    private TopValues() {
    }

    /** The {@code n} largest values, largest first; zeros where there are fewer than {@code n} positive ones. */
    static double[] of(double[] values, int n) {
        double[] top = new double[Math.max(0, n)];
        if (n <= 0) {
            return top;
        }
        for (double value : values) {
            if (value > top[n - 1]) {
                int k = n - 1;
                while (k > 0 && top[k - 1] < value) {
                    top[k] = top[k - 1];
                    k--;
                }
                top[k] = value;
            }
        }
        return top;
    }

    /** The sum of the {@code n} largest values. */
    static double sum(double[] values, int n) {
        double sum = 0;
        for (double value : of(values, n)) {
            sum += value;
        }
        return sum;
    }
}
