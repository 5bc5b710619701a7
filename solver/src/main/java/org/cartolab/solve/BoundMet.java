package org.cartolab.solve;

import java.util.Optional;

/**
 * A stopped search has still proven its best play when that play meets the bound it reports: the reported bound
 * ({@link ScoreBound#reported}) is tighter than the one the search prunes with at every node (it is worth its cost
 * once, not at every node), and it holds for every play, so nothing can score more.
 */
final class BoundMet {

    private BoundMet() {
    }

    static boolean proves(Optional<Solution> best, int reportedBound) {
        return best.isPresent() && best.get().score() >= reportedBound;
    }
}
