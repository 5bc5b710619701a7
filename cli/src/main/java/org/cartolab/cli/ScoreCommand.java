package org.cartolab.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.cartolab.board.Board;
import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardProblem;
import org.cartolab.board.BoardText;
import org.cartolab.model.MapSheet;
import org.cartolab.model.ScoringCard;
import org.cartolab.scoring.Scorer;
import org.cartolab.scoring.SeasonScore;
import org.cartolab.text.Suggestions;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code carto score}: a board's points card by card, with coins, the monster penalty and the total. */
@Command(footer = {"", "Examples:",
                "  carto score --board samples/boards/map-a-autumn.txt --cards great-city --explain",
                "  carto score --board samples/boards/map-a-autumn.txt --map A --json",
                "  carto score --game rise-of-the-inkas --placements samples/placements/inkas-opening.txt",
                "  carto score --game confusing-lands --landscape samples/landscapes/worked-example.landscape"},
        name = "score", sortOptions = false, description = {
        "Score boards (board text files) with scoring cards: each card's points, coins, the monster penalty and "
                + "the total.",
        "Hex games (--placements): each objective's terms and total for villages, cities and roads on a map.",
        "Exit code 0 when every board was scored, 1 when a board could not be read, 2 for a usage error."})
final class ScoreCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameOption game;

    @Option(names = "--board", paramLabel = "BOARD",
            description = "A board text file; repeat to score several boards.")
    private List<String> boards = List.of();

    @Option(names = "--placements", paramLabel = "FILE",
            description = "Hex games: a placements file (villages, cities, roads); repeat to score several.")
    private List<String> placements = List.of();

    @Option(names = "--landscape", paramLabel = "FILE",
            description = "A landscape file (Confusing Lands: the cards laid, in order); repeat to score and rank "
                    + "several players' landscapes.")
    private List<String> landscapes;

    @Option(names = "--cards", paramLabel = "all|ID[,ID...]", hideParamSyntax = true, defaultValue = "all",
            split = ",",
            description = "The scoring cards to score, by id; default: all of them.")
    private List<String> cards;

    @Option(names = "--coins", paramLabel = "N", defaultValue = "0",
            description = "The coins marked on the coin track; default: ${DEFAULT-VALUE}.")
    private int coins;

    @Option(names = "--map", paramLabel = "ID",
            description = "Check the board against this map sheet (e.g. A or B): size and printed cells. With "
                    + "--placements: the hex map they are on; default: the game's first.")
    private String map;

    @Option(names = "--solo", description = "With --landscape: also print the solo rating (RULES.md 3.9).")
    private boolean solo;

    @Option(names = "--json", description = "Print one JSON object per board (JSON Lines).")
    private boolean json;

    @Option(names = "--explain", description = "Print each card's scoring cells, marked [x] on the board.")
    private boolean explain;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (coins < 0) {
            throw UserError.usage("--coins must be 0 or more, not " + coins + ".");
        }
        if (json && explain) {
            throw UserError.usage("--explain draws the board as text; use it without --json.");
        }
        int inputs = (boards.isEmpty() ? 0 : 1) + (landscapes == null ? 0 : 1) + (placements.isEmpty() ? 0 : 1);
        if (inputs != 1) {
            throw UserError.usage("score needs --board (map games), --landscape (Confusing Lands) or --placements "
                    + "(hex games), not " + (inputs == 0 ? "neither" : inputs == 2 ? "both" : "all three") + ".");
        }
        GameSource source = GameSource.resolve(game.name, err);
        if (!placements.isEmpty()) {
            if (explain || solo || coins != 0 || !(cards.size() == 1 && cards.get(0).equals("all"))) {
                throw UserError.usage("--explain, --solo, --coins and --cards are for boards and landscapes; "
                        + "placements are scored with every objective of the hex game.");
            }
            return PlacementsScore.run(source, placements, map, json, out, err);
        }
        if (landscapes != null) {
            if (map != null || coins != 0 || !cards.equals(List.of("all"))) {
                throw UserError.usage("--landscape scores the conditions in the landscape and the shared one; "
                        + "--cards, --coins and --map are for map boards.");
            }
            return LandscapeScoring.run(source, landscapes, new LandscapeScoring.Output(json, explain, solo), out,
                    err);
        }
        if (solo) {
            throw UserError.usage("--solo rates a landscape (--landscape); a map's solo score comes from "
                    + "'play --solo'.");
        }
        if (source.game().isEmpty() && source.landscapeGame().isPresent()) {
            throw UserError.usage(game.name + " is scored from landscape files: use --landscape FILE.");
        }
        if (source.game().isEmpty() && source.hexGame().isPresent()) {
            throw UserError.usage(game.name + " is scored from placements files: use --placements FILE.");
        }
        List<ScoringCard> chosen = source.scoringCards(cards);
        Optional<MapSheet> sheet = chooseMap(source);
        Scorer scorer = new Scorer(source.seasonTerms());
        int status = ExitCode.OK;
        boolean first = true;
        for (String path : boards) {
            Board board;
            try {
                board = BoardText.read(path, InputFiles.read(path), source.terrains(), sheet);
            } catch (BoardFormatException e) {
                e.problems().stream().map(BoardProblem::format).forEach(err::println);
                status = ExitCode.PROBLEMS;
                continue;
            }
            SeasonScore score = scorer.score(board, chosen, coins, explain);
            if (json) {
                out.println(ScoreJson.line(path, score));
            } else {
                if (!first) {
                    out.println();
                }
                ScoreReport.print(out, path, board, score, explain);
            }
            first = false;
        }
        out.flush();
        return status;
    }

    private Optional<MapSheet> chooseMap(GameSource source) {
        if (map == null) {
            return Optional.empty();
        }
        return Optional.of(source.map(map).orElseThrow(() -> UserError.usage("--map: " + source.name()
                + " has no map sheet '" + map + "'." + Suggestions.maybe(map, source.mapIds())
                + (source.mapIds().isEmpty() ? "" : " Its maps: " + String.join(", ", source.mapIds()) + "."))));
    }
}
