package org.cartolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

import org.cartolab.landscape.play.LandscapeLogs;
import org.cartolab.landscape.play.LandscapeMatch;
import org.cartolab.landscape.play.LandscapePolicies;
import org.cartolab.landscape.play.LandscapeRecord;
import org.cartolab.model.LandscapeGame;
import org.cartolab.publish.AtomicFiles;

/** {@code carto play} for a landscape game (Confusing Lands): solo or two players, seeded, with a log. */
final class LandscapePlay {

    private LandscapePlay() {
    }

    static int play(LandscapeGame game, int players, long seed, List<String> policyNames, Path logFile, boolean json,
                    PrintWriter out) {
        if (players > LandscapeMatch.MAX_PLAYERS) {
            throw UserError.usage(game.name() + " is a game for 1 or " + LandscapeMatch.MAX_PLAYERS + " players, not "
                    + players + ". Use --solo or --players 2.");
        }
        List<String> names = PolicyNames.forPlayers(policyNames, players, LandscapePolicies.NAMES,
                " for " + game.name());
        LandscapeRecord record;
        try {
            record = LandscapeMatch.play(game, seed, names);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCode.PROBLEMS, e.getMessage());
        }
        String logText = LandscapeLogs.write(record.log());
        if (logFile != null) {
            try {
                AtomicFiles.writeString(logFile, logText);
            } catch (IOException e) {
                throw UserError.usage("cannot write the log to '" + logFile + "': " + e.getMessage() + ".");
            }
        }
        if (json) {
            out.print(logText);
            out.flush();
        } else {
            LandscapeGameReport.print(out, game, record);
        }
        return ExitCode.OK;
    }
}
