package org.cartolab.cli;

import java.util.concurrent.Callable;

import org.cartolab.hex.game.InkasLog;
import org.cartolab.hex.game.InkasLogs;
import org.cartolab.hex.game.InkasReplay;
import org.cartolab.landscape.play.LandscapeLog;
import org.cartolab.landscape.play.LandscapeLogs;
import org.cartolab.landscape.play.LandscapeRecord;
import org.cartolab.landscape.play.LandscapeReplay;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.hex.HexGame;
import org.cartolab.rules.GameRecord;
import org.cartolab.rules.GameReplay;
import org.cartolab.rules.ReplayException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code carto replay FILE}: re-plays a game log under the rules and re-checks every move and score. */
@Command(footer = {"", "Examples:",
                "  carto replay game.json",
                "  carto replay inkas.json"},
        name = "replay", description = {
        "Replay a game log: every move is checked against the rules and every score recomputed.",
        "Exit code 0 if the log replays exactly, 1 if it does not (the move number and the reason are printed)."})
final class ReplayCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "A game log written by carto play --log.")
    private String file;

    @Option(names = "--game", paramLabel = "GAME",
            description = "The .carto file of the game, if it is not a shipped game.")
    private String game;

    @Override
    public Integer call() {
        String text = InputFiles.read(file);
        if (LandscapeLogs.isLandscapeLog(text)) {
            return replayLandscape(text);
        }
        if (InkasLogs.isInkasLog(text)) {
            return replayInkas(text);
        }
        LoggedGame logged = LoggedGame.read(file, game, spec.commandLine().getErr());
        GameRecord record;
        try {
            record = GameReplay.replay(logged.game(), logged.log());
        } catch (ReplayException e) {
            throw new UserError(ExitCode.PROBLEMS, file + ": does not replay: " + e.getMessage() + ".");
        }
        GameReport.print(spec.commandLine().getOut(), record);
        spec.commandLine().getOut().println("The log replays exactly: every move is legal and every score matches.");
        spec.commandLine().getOut().flush();
        return ExitCode.OK;
    }

    private int replayInkas(String text) {
        InkasLog log;
        try {
            log = InkasLogs.read(text);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCode.PROBLEMS, file + ": not a Rise of the Inkas log: " + e.getMessage());
        }
        GameSource source = GameSource.resolve(game != null ? game : log.game(), spec.commandLine().getErr());
        HexGame definition = source.workspace().hexGame(log.game()).orElseThrow(() -> new UserError(
                ExitCode.PROBLEMS, file + ": the log is of the game '" + log.game() + "', which " + source.name()
                + " does not define."));
        InkasLog replayed;
        try {
            replayed = InkasReplay.replay(definition, log);
        } catch (InkasReplay.ReplayException e) {
            throw new UserError(ExitCode.PROBLEMS, file + ": does not replay: " + e.getMessage());
        }
        HexPlay.report(spec.commandLine().getOut(), definition, replayed);
        spec.commandLine().getOut().println("The log replays exactly: the same dice and decisions give the same "
                + "bytes.");
        spec.commandLine().getOut().flush();
        return ExitCode.OK;
    }

    private int replayLandscape(String text) {
        LandscapeLog log;
        try {
            log = LandscapeLogs.read(text);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCode.PROBLEMS, file + ": not a landscape game log: " + e.getMessage());
        }
        GameSource source = GameSource.resolve(game != null ? game : log.game(), spec.commandLine().getErr());
        LandscapeGame definition = source.workspace().landscapeGame(log.game()).orElseThrow(() -> new UserError(
                ExitCode.PROBLEMS, file + ": the log is of the game '" + log.game() + "', which " + source.name()
                + " does not define."));
        LandscapeRecord record;
        try {
            record = LandscapeReplay.replay(definition, log);
        } catch (LandscapeReplay.ReplayException e) {
            throw new UserError(ExitCode.PROBLEMS, file + ": does not replay: " + e.getMessage());
        }
        LandscapeGameReport.print(spec.commandLine().getOut(), definition, record);
        spec.commandLine().getOut().println("The log replays exactly: every card was dealt and laid by the rules "
                + "and every score matches.");
        spec.commandLine().getOut().flush();
        return ExitCode.OK;
    }
}
