package org.cartolab.rules;

/**
 * Chooses moves for a player. Implementations must be deterministic given their construction (seeded), because
 * games are replayed from logs. The solver will implement this too.
 */
public interface Policy {

    /** The policy's name in logs and on the command line. */
    String name();

    /** One of {@code decision.legal()}, which is never empty. */
    Move choose(Decision decision);
}
