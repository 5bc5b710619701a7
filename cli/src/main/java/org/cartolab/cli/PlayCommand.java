package org.cartolab.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.cartolab.model.Game;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.GameLogs;
import org.cartolab.rules.GameRecord;
import org.cartolab.rules.Policies;
import org.cartolab.rules.Policy;
import org.cartolab.publish.AtomicFiles;
import org.cartolab.text.Suggestions;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code carto play}: a complete seeded game under the rules, played by policies. */
@Command(footer = {"", "Examples:",
                "  carto play --solo --seed 42",
                "  carto play --players 3 --seed 7 --policy greedy,random --log game.json",
                "  carto play --game confusing-lands --players 2 --seed 7 --policy greedy,random",
                "  carto play --game rise-of-the-inkas --players 4 --seed 7 --policy greedy,random,greedy,random --log inkas.json",
                "  carto play --game rise-of-the-inkas --players 4 --seed 1 --bench 200"},
        name = "play", sortOptions = false, description = {
        "Play a complete seeded game: each season's score sheet, the final map and the total (solo: the title).",
        "The same seed and policies always play the same game."})
final class PlayCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameOption game;

    @Option(names = "--map", paramLabel = "ID", description = "The map sheet; default: the game's first.")
    private String map;

    static final class Players {
        @Option(names = "--solo", description = "One player, with the solo rules (the default).")
        boolean solo;

        @Option(names = "--players", paramLabel = "N", description = "N players (2 or more).")
        int count;
    }

    @ArgGroup(exclusive = true)
    private Players players;

    @Option(names = "--seed", paramLabel = "S", required = true, description = "The seed that deals the game.")
    private long seed;

    @Option(names = "--policy", paramLabel = "NAME[,NAME...]", split = ",", defaultValue = "greedy",
            description = "random, greedy or lookahead (greedy looking one card ahead; landscape games: random or "
                    + "greedy; rise-of-the-inkas: random or greedy); one for all players, or one per player; default: ${DEFAULT-VALUE}.")
    private List<String> policies;

    @Option(names = "--log", paramLabel = "FILE", description = "Write the game log (JSON) to FILE.")
    private Path logFile;

    @Option(names = "--json", description = "Print the game log (JSON) instead of the report.")
    private boolean json;

    @Option(names = "--bench", paramLabel = "N", description = "Hex games: play N games from seed S on (after a "
            + "warm-up pass of the same games) and print games per second.")
    private int bench;

    @Override
    public Integer call() {
        int count = players == null || players.solo ? 1 : players.count;
        if (count < 1 || count > 8) {
            throw UserError.usage("--players must be between 2 and 8, not " + count + ".");
        }
        if (policies.size() != 1 && policies.size() != count) {
            throw UserError.usage("--policy names " + policies.size() + " policies for " + count
                    + " players; give one for all or one per player.");
        }
        GameSource source = GameSource.resolve(game.name, spec.commandLine().getErr());
        if (source.game().isEmpty() && source.landscapeGame().isPresent()) {
            if (map != null) {
                throw UserError.usage("--map: " + source.landscapeGame().get().name() + " has no map sheet; each "
                        + "player builds a landscape of cards.");
            }
            return LandscapePlay.play(source.landscapeGame().get(), count, seed, policies, logFile, json,
                    spec.commandLine().getOut());
        }
        if (source.game().isEmpty() && source.hexGame().isPresent()) {
            if (map != null) {
                throw UserError.usage("--map: " + source.hexGame().get().name() + " is played on its first map.");
            }
            return HexPlay.play(source.hexGame().get(), count, seed, policies, logFile, json, bench,
                    spec.commandLine().getOut());
        }
        if (bench != 0) {
            throw UserError.usage("--bench is for hex games (rise-of-the-inkas).");
        }
        Game definition = source.game()
                .orElseThrow(() -> UserError.usage("'" + game.name + "' defines no game to play."));
        String mapId = map != null ? map : definition.maps().isEmpty() ? null : definition.maps().get(0).id();
        if (mapId == null || definition.map(mapId).isEmpty()) {
            List<String> ids = source.mapIds();
            throw UserError.usage("--map: " + definition.id() + " has no map sheet '" + mapId + "'."
                    + Suggestions.maybe(String.valueOf(mapId), ids) + " Its maps: " + String.join(", ", ids) + ".");
        }
        List<String> names = PolicyNames.forPlayers(policies, count, Policies.NAMES, "");
        List<Policy> list = new ArrayList<>();
        for (int p = 0; p < count; p++) {
            list.add(Policies.named(names.get(p), seed * 1_000_003L + p, definition));
        }
        GameEngine engine;
        try {
            engine = new GameEngine(definition);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCode.PROBLEMS, e.getMessage());
        }
        GameRecord record = engine.play(mapId, seed, list, null);
        String logText = GameLogs.write(record.log());
        if (logFile != null) {
            try {
                AtomicFiles.writeString(logFile, logText);
            } catch (IOException e) {
                throw UserError.usage("cannot write the log to '" + logFile + "': " + e.getMessage() + ".");
            }
        }
        if (json) {
            spec.commandLine().getOut().print(logText);
        } else {
            GameReport.print(spec.commandLine().getOut(), record);
        }
        spec.commandLine().getOut().flush();
        return ExitCode.OK;
    }
}
