package org.cartolab.solve.landscape;

/**
 * What a search of a landscape puzzle found.
 *
 * @param best   the best layout found, verified by the rules engine
 * @param proven whether the search completed, so that no layout scores more than {@code best}
 * @param bound  an upper bound of every layout's score: the best score when proven, else the bound of the empty
 *               landscape
 * @param nodes  search nodes visited
 * @param millis time of the whole search
 */
public record LandscapeSolveResult(LandscapeSolution best, boolean proven, int bound, long nodes, long millis) {

    public int score() {
        return best.score();
    }

    /** How far the best layout may be from the optimum. */
    public int gap() {
        return Math.max(0, bound - best.score());
    }
}
