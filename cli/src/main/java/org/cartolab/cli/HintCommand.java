package org.cartolab.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardProblem;
import org.cartolab.board.BoardText;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.solve.MoveRanking;
import org.cartolab.solve.MoveRanking.RankedMove;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SearchControl;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code carto hint}: every legal move of a card on a map, best first. */
@Command(footer = {"", "Examples:",
                "  carto hint --board ring.txt --card hamlet --cards sentinel-wood,treetower",
                "  carto hint --board ring.txt --card hamlet --cards sentinel-wood --then orchard --top 3"},
        name = "hint", description = {
        "Rank every legal move of a card (shape x orientation x position x terrain) on a map by the season score",
        "it leads to: right after it, or with --then/--lookahead after the next cards too (each solved exactly)."})
final class HintCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameOption game;

    @Option(names = "--board", paramLabel = "BOARD", required = true, description = "The map now (a board file).")
    private String board;

    @Option(names = "--card", paramLabel = "ID", required = true, description = "The explore or ambush card to place.")
    private String card;

    @Option(names = "--cards", paramLabel = "ID[,ID...]", split = ",", required = true,
            description = "The scoring cards of the season (usually two).")
    private List<String> cards;

    @Option(names = "--then", paramLabel = "ID[,ID...]", split = ",",
            description = "The cards that come next, for the lookahead.")
    private List<String> then = new ArrayList<>();

    @Option(names = "--lookahead", paramLabel = "N", description = "How many of the --then cards to look ahead "
            + "(default: all of them).")
    private Integer lookahead;

    @Option(names = "--after-ruins", description = "The card follows a ruins card: its shape must cover ruins.")
    private boolean afterRuins;

    @Option(names = "--coins", paramLabel = "N", defaultValue = "0", description = "Coins marked now.")
    private int coins;

    @Option(names = "--top", paramLabel = "K", defaultValue = "10", description = "Show the best K moves "
            + "(default ${DEFAULT-VALUE}).")
    private int top;

    @Option(names = "--time-limit", paramLabel = "TIME", defaultValue = "10s", converter = Durations.class,
            description = "Time limit of each lookahead search (default ${DEFAULT-VALUE}).")
    private Duration timeLimit;

    @Option(names = "--json", description = "Print a JSON array instead of text.")
    private boolean json;

    @Override
    public Integer call() {
        int depth = lookahead == null ? then.size() : lookahead;
        if (depth < 0 || depth > then.size()) {
            throw UserError.usage("--lookahead " + depth + ": name the next " + depth + " cards with --then (" + then.size()
                    + " named).");
        }
        if (top < 1) {
            throw UserError.usage("--top must be at least 1.");
        }
        GameSource source = GameSource.resolve(game.name, spec.commandLine().getErr());
        Game definition = source.game().orElseThrow(() -> UserError.usage(source.name() + " defines no game."));
        List<PlayableCard> sequence = new ArrayList<>();
        if (afterRuins) {
            definition.explore().stream().filter(c -> c.kind() == org.cartolab.model.ExploreKind.RUINS).findFirst()
                    .ifPresent(sequence::add);
        }
        sequence.add(source.playableCard("--card", card));
        for (String id : then.subList(0, depth)) {
            sequence.add(source.playableCard("--then", id));
        }
        List<String> rows = readBoard(source);
        PuzzleSetup setup;
        try {
            setup = PuzzleSetup.onBoard("hint", definition, rows, coins, sequence, source.scoringCards(cards));
        } catch (PuzzleException e) {
            throw new UserError(ExitCode.PROBLEMS, board + ": " + e.getMessage());
        }
        List<RankedMove> ranked = MoveRanking.rank(setup, SearchControl.within(timeLimit));
        PrintWriter out = spec.commandLine().getOut();
        List<RankedMove> shown = ranked.subList(0, Math.min(top, ranked.size()));
        if (json) {
            out.println(json(setup, shown));
        } else {
            text(out, setup, ranked.size(), shown, depth);
        }
        out.flush();
        return ExitCode.OK;
    }

    private List<String> readBoard(GameSource source) {
        String text = InputFiles.read(board);
        try {
            BoardText.read(board, text, source.terrains(), java.util.Optional.empty());
        } catch (BoardFormatException e) {
            e.problems().stream().map(BoardProblem::format).forEach(spec.commandLine().getErr()::println);
            throw new UserError(ExitCode.PROBLEMS, board + ": not a board; fix the problems above.");
        }
        return text.lines().map(String::strip).filter(line -> !line.isEmpty() && !line.startsWith("//")).toList();
    }

    private void text(PrintWriter out, PuzzleSetup setup, int legal, List<RankedMove> shown, int depth) {
        out.printf("%s: %d legal moves%s; the best %d:%n", card, legal,
                depth == 0 ? "" : ", ranked by the best score after " + depth + " more card" + (depth == 1 ? "" : "s"),
                shown.size());
        int rank = 1;
        for (RankedMove move : shown) {
            out.printf("%3d. %-8s %-22s %s   score %d%s%n", rank++, move.move().terrain().id(),
                    move.move().shape() < 0 ? "single cell" : "shape " + (move.move().shape() + 1) + " turn "
                            + move.move().placement().orientation().index(),
                    PlayReport.cells(setup.start().grid(), move.move().cells()), move.immediate(),
                    depth == 0 ? "" : "  -> " + move.value() + (move.proven() ? "" : " (not proven)"));
        }
    }

    private String json(PuzzleSetup setup, List<RankedMove> shown) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (RankedMove move : shown) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("terrain", move.move().terrain().id());
            row.put("shape", move.move().shape() < 0 ? null : move.move().shape() + 1);
            row.put("orientation", move.move().placement().orientation().index());
            row.put("cells", PlayReport.cellList(setup.start().grid(), move.move().cells()));
            row.put("score", move.immediate());
            row.put("value", move.value());
            row.put("proven", move.proven());
            rows.add(row);
        }
        try {
            return new ObjectMapper().writeValueAsString(rows);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
