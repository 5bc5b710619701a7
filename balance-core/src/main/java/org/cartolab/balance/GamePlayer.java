package org.cartolab.balance;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.model.Game;
import org.cartolab.model.MapSheet;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.Policies;
import org.cartolab.rules.Policy;

/** Plays a range of a run's games in seed order and tallies them: the one piece of work Spark spreads. */
final class GamePlayer {

    private GamePlayer() {
    }

    /** Games {@code first} to {@code first + count - 1} of the run (seeds {@code spec.seed() + i}). */
    static Tallies play(BalanceSpec spec, long first, long count) {
        Game game = BalanceGames.of(spec);
        GameEngine engine = new GameEngine(game);
        String map = mapOf(spec, game);
        Tallies tallies = new Tallies();
        for (long i = first; i < first + count; i++) {
            long seed = seedOf(spec, i);
            List<Policy> policies = new ArrayList<>();
            for (int p = 0; p < spec.players(); p++) {
                // The same per-seat seeds as carto play, so a game here can be replayed there.
                policies.add(Policies.named(spec.policy(), seed * 1_000_003L + p, game));
            }
            tallies.add(engine.play(map, seed, policies, null));
        }
        return tallies;
    }

    /**
     * The seed game {@code i} of the run plays. Consecutive seeds would not do: the engine seeds a
     * {@code java.util.Random}, whose first draws barely differ between neighbouring seeds, so the first deck's
     * shuffle (the forest scoring cards) would come out nearly the same in every game. SplitMix64's finaliser
     * spreads them; {@code carto play --seed} with this number replays the game.
     */
    static long seedOf(BalanceSpec spec, long i) {
        long z = spec.seed() + i;
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    static String mapOf(BalanceSpec spec, Game game) {
        if (spec.map() == null) {
            return game.maps().get(0).id();
        }
        if (game.maps().stream().map(MapSheet::id).noneMatch(spec.map()::equals)) {
            throw new BalanceGames.BalanceException("the game '" + game.id() + "' has no map '" + spec.map()
                    + "'; its maps: " + String.join(", ", game.maps().stream().map(MapSheet::id).toList()) + ".");
        }
        return spec.map();
    }
}
