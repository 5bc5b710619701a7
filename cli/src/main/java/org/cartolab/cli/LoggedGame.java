package org.cartolab.cli;

import java.io.PrintWriter;

import org.cartolab.model.Game;
import org.cartolab.rules.GameLog;
import org.cartolab.rules.GameLogs;

/**
 * A game log read from a file, with the game it was played in: the shipped game it names, or the {@code --game}
 * file. carto replay and carto review read logs the same way and say the same things when they cannot.
 */
record LoggedGame(GameLog log, Game game) {

    static LoggedGame read(String file, String gameOption, PrintWriter err) {
        GameLog log;
        try {
            log = GameLogs.read(InputFiles.read(file));
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCode.PROBLEMS, file + ": not a game log: " + e.getMessage());
        }
        GameSource source = GameSource.resolve(gameOption != null ? gameOption : log.game(), err);
        Game definition = source.workspace().game(log.game()).orElseThrow(() -> new UserError(ExitCode.PROBLEMS,
                file + ": the log is of the game '" + log.game() + "', which " + source.name() + " does not define."));
        return new LoggedGame(log, definition);
    }
}
