package org.cartolab.hex.game;

import java.util.List;

/** How a player chooses among the actions the engine offers. Implementations are deterministic given their seed. */
public interface InkasPolicy {

    /**
     * @param legal never empty, in the engine's fixed order
     * @return one of {@code legal}
     */
    InkasAction choose(InkasMatch match, int player, List<InkasAction> legal);
}
