package org.cartolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.cartolab.model.Game;
import org.cartolab.model.ScoringCard;
import org.cartolab.publish.AtomicFiles;
import org.cartolab.publish.PuzzleImages;
import org.cartolab.review.GameReview;
import org.cartolab.review.GameReviewer;
import org.cartolab.review.MoveReview;
import org.cartolab.review.Outlook;
import org.cartolab.review.SeasonReview;
import org.cartolab.rules.GameLog;
import org.cartolab.rules.Move;
import org.cartolab.rules.ReplayException;
import org.cartolab.solve.PlayedStep;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code carto review LOG}: each season of a solo game against the best the same cards allowed. */
@Command(name = "review", footer = {"", "Examples:",
        "  carto play --solo --seed 42 --policy greedy --log game.json",
        "  carto review game.json",
        "  carto review game.json --time-limit 10s --out review/"},
        description = {
                "Review a solo game: for each season, the score you made, the best season the same cards allowed "
                        + "from the same map (proven, or the best found with its bound), and the drawings where "
                        + "the most points were lost.",
                "Each position (the season's start and the position after each of your drawings) is searched "
                        + "within --time-limit; a drawing's cost is the drop in what the season could still score.",
                "Exit code 0 when reviewed, 1 for a log that does not replay or is not a solo game, 2 for a usage "
                        + "error."})
final class ReviewCommand implements Callable<Integer> {

    static final String SCHEMA = "cartolab-review/1";

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "LOG", description = "A solo game's log, written by carto play --log.")
    private String file;

    @Option(names = "--game", paramLabel = "GAME",
            description = "The .carto file of the game, if it is not a shipped game.")
    private String game;

    @Option(names = "--time-limit", paramLabel = "TIME", defaultValue = "5s", converter = Durations.class,
            description = "The search of each position stops after this long (e.g. 5s, 500ms, 1m); default: "
                    + "${DEFAULT-VALUE}; a stopped search may spend as much again on its bound. A season has one "
                    + "position per drawing.")
    private Duration timeLimit;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "2",
            description = "Search each position on N threads (the branch-and-bound split into independent "
                    + "subproblems); default: ${DEFAULT-VALUE}.")
    private int threads;

    @Option(names = "--json", description = "Print the review as one JSON object instead of text.")
    private boolean json;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Also write review.json and a picture per reviewed season (season-1.png, ...) into DIR.")
    private Path out;

    @Override
    public Integer call() {
        if (threads < 1) {
            throw UserError.usage("--threads must be 1 or more, not " + threads + ".");
        }
        LoggedGame logged = LoggedGame.read(file, game, spec.commandLine().getErr());
        GameLog log = logged.log();
        Game definition = logged.game();
        if (log.policies().size() != 1) {
            throw new UserError(ExitCode.PROBLEMS, file + ": a game of " + log.policies().size() + " players; carto "
                    + "review reviews solo games (carto play --solo).");
        }
        GameReview review;
        try {
            review = new GameReviewer(definition, timeLimit, threads).review(log);
        } catch (ReplayException e) {
            throw new UserError(ExitCode.PROBLEMS, file + ": does not replay: " + e.getMessage() + ".");
        }
        PrintWriter printer = spec.commandLine().getOut();
        String document = text(document(log, definition, review));
        if (json) {
            printer.println(document);
        } else {
            printText(printer, log, definition, review);
        }
        if (out != null) {
            Map<String, byte[]> files = new LinkedHashMap<>();
            files.put("review.json", (document + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
            for (SeasonReview season : review.seasons()) {
                if (season.notReviewed().isEmpty()) {
                    files.put("season-" + (season.index() + 1) + ".png",
                            PuzzleImages.reviewPng(season, "Season " + (season.index() + 1) + " · "
                                    + season.seasonName() + " · " + definition.name() + " · map " + log.map()
                                    + " · seed " + log.seed()));
                }
            }
            try {
                AtomicFiles.writeAll(out, files);
            } catch (IOException e) {
                throw new UserError(ExitCode.PROBLEMS, "cannot write into '" + out + "': " + e.getMessage() + ".");
            }
            if (!json) {
                printer.println("Wrote " + out.resolve("review.json") + (files.size() > 1 ? " and the season "
                        + "pictures." : "."));
            }
        }
        printer.flush();
        return ExitCode.OK;
    }

    private void printText(PrintWriter printer, GameLog log, Game definition, GameReview review) {
        printer.printf("Review of %s: %s, map %s, seed %d, solo. Each position searched for up to %s on %d %s.%n",
                file, definition.name(), log.map(), log.seed(), Durations.format(timeLimit), threads,
                threads == 1 ? "thread" : "threads");
        int scored = 0;
        int best = 0;
        long bound = 0;
        int reviewed = 0;
        for (SeasonReview season : review.seasons()) {
            printer.println();
            printer.printf("Season %d · %s (%s)%n", season.index() + 1, season.seasonName(),
                    cardNames(definition, season.scoring()));
            if (season.notReviewed().isPresent()) {
                printer.printf("  You scored %d. Not reviewed: %s.%n", season.scored(), season.notReviewed().get());
                continue;
            }
            Outlook outlook = season.outlook().orElseThrow();
            reviewed++;
            scored += season.scored();
            best += outlook.best();
            bound += outlook.bound();
            printer.printf("  You scored %d. The best with the same cards from the same map: %s.%n", season.scored(),
                    outlookText(outlook));
            List<MoveReview> costliest = season.costliest(3);
            if (costliest.isEmpty()) {
                printer.println("  No drawing lost a point.");
                continue;
            }
            printer.println("  Where the points went:");
            for (MoveReview move : costliest) {
                printer.printf("    drawing %d (move %d, %s): %s (the season could reach %d before it, %d%s after)%n",
                        season.moves().indexOf(move) + 1, move.number(), cardName(definition, move.card()),
                        move.lossText(), move.before().best(), move.after().best(),
                        move.after().proven() ? "" : " or more");
            }
            printer.printf("  The best season: %s%n", bestLine(season));
        }
        printer.println();
        if (reviewed == 0) {
            printer.println("No season could be reviewed.");
        } else {
            String allowed = best == bound ? best + " (proven)" : bound >= Outlook.UNBOUNDED ? "at least " + best
                    + " (a season's scoring cards have no bound yet)" : "at least " + best + " and at most " + bound;
            printer.printf("In the %d reviewed season%s you scored %d; the same cards allowed %s.%n", reviewed,
                    reviewed == 1 ? "" : "s", scored, allowed);
        }
    }

    private static String outlookText(Outlook outlook) {
        return outlook.proven() ? outlook.best() + ", proven optimal"
                : !outlook.bounded() ? outlook.best() + " found; these scoring cards have no bound yet, so the gap to "
                + "the optimum is not known"
                : outlook.best() + " found; no play scores more than " + outlook.bound();
    }

    /** The best season's drawings: card, terrain and cells. */
    private static String bestLine(SeasonReview season) {
        List<String> parts = new ArrayList<>();
        var setup = season.setup().orElseThrow();
        var grid = setup.start().grid();
        for (PlayedStep step : season.best().orElseThrow().steps()) {
            if (step.step().isAmbush() || step.move() == null) {
                continue;
            }
            Move move = step.move();
            var drawn = org.cartolab.publish.SolutionMove.of(0, move, grid, step.scoreAfter());
            parts.add(step.step().card().name() + " " + move.terrain().name().toLowerCase(java.util.Locale.ROOT)
                    + " " + drawn.cells().stream().map(org.cartolab.publish.Cell::label)
                    .reduce((a, b) -> a + " " + b).orElse(""));
        }
        return String.join("; ", parts) + ".";
    }

    private static String cardNames(Game game, List<String> ids) {
        List<String> names = new ArrayList<>();
        for (String id : ids) {
            names.add(game.scoringCard(id).map(ScoringCard::name).orElse(id));
        }
        return String.join(", ", names);
    }

    private static String cardName(Game game, String id) {
        return game.explore().stream().filter(card -> card.id().equals(id)).map(card -> card.name()).findFirst()
                .orElse(id);
    }

    private Map<String, Object> document(GameLog log, Game definition, GameReview review) {
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("schema", SCHEMA);
        document.put("game", definition.id());
        document.put("map", log.map());
        document.put("seed", log.seed());
        document.put("timeLimitMillis", timeLimit.toMillis());
        List<Object> seasons = new ArrayList<>();
        for (SeasonReview season : review.seasons()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("season", season.seasonId());
            entry.put("scoring", season.scoring());
            entry.put("scored", season.scored());
            entry.put("reviewed", season.notReviewed().isEmpty());
            season.notReviewed().ifPresent(why -> entry.put("notReviewed", why));
            season.outlook().ifPresent(outlook -> entry.put("best", outlook(outlook)));
            List<Object> moves = new ArrayList<>();
            for (MoveReview move : season.moves()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("move", move.number());
                m.put("card", move.card());
                m.putAll(drawing(move.move()));
                m.put("before", outlook(move.before()));
                m.put("after", outlook(move.after()));
                m.put("lostAtLeast", move.lostAtLeast());
                m.put("lostAtMost", move.lostAtMost() == Outlook.UNBOUNDED ? null : move.lostAtMost());
                moves.add(m);
            }
            entry.put("moves", moves);
            season.best().ifPresent(best -> {
                List<Object> play = new ArrayList<>();
                for (PlayedStep step : best.steps()) {
                    if (!step.step().isAmbush() && step.move() != null) {
                        Map<String, Object> m = new LinkedHashMap<>();
                        m.put("card", step.step().card().id());
                        m.putAll(drawing(step.move()));
                        m.put("scoreAfter", step.scoreAfter());
                        play.add(m);
                    }
                }
                entry.put("bestPlay", play);
            });
            seasons.add(entry);
        }
        document.put("seasons", seasons);
        return document;
    }

    private static Map<String, Object> outlook(Outlook outlook) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("best", outlook.best());
        m.put("bound", outlook.bounded() ? outlook.bound() : null); // none yet for some scoring forms
        m.put("proven", outlook.proven());
        return m;
    }

    /** A drawing as a game log writes it. */
    private static Map<String, Object> drawing(Move move) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("shape", move.shape());
        m.put("orientation", move.placement().orientation().index());
        m.put("row", move.placement().row());
        m.put("col", move.placement().col());
        m.put("terrain", move.terrain() == null ? null : move.terrain().id());
        return m;
    }

    private static String text(Map<String, Object> document) {
        try {
            return new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL)
                    .enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(document);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
