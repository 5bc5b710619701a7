package org.cartolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.cartolab.hex.board.BoardCheck;
import org.cartolab.hex.board.BoardSetup;
import org.cartolab.hex.board.BoardText;
import org.cartolab.hex.board.Violation;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.hex.BoardConstraints;
import org.cartolab.model.hex.BoardRule;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.publish.AtomicFiles;
import org.cartolab.publish.HexBoardImages;
import org.cartolab.solve.board.BoardGenerator;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code carto board}: a generated hex board that satisfies board constraints, and the violation report. */
@Command(footer = {"", "Examples:",
                "  carto board --game rise-of-the-inkas --seed 7",
                "  carto board --game rise-of-the-inkas --seed 7 --out boards",
                "  carto board --game rise-of-the-inkas --check rise-of-the-inkas",
                "  carto board --game rise-of-the-inkas --bench 20"},
        name = "board", sortOptions = false, description = {
        "Hex games: a random board for a seed (the map's frame kept, its tiles and number tokens shuffled) that "
                + "satisfies the game's board constraints, found by Choco; the same seed gives the same bytes. "
                + "Prints it as a .carto file, or writes it with a PNG and an SVG to --out. When no board "
                + "exists, names a minimal set of conflicting rules.",
        "--check prints every violated rule of a board file with the hexes and crossings involved.",
        "Exit code 0 on success, 1 when no board exists or a board violates its constraints, 2 for a usage error."})
final class BoardCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameOption game;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "The seed of the random search; default: ${DEFAULT-VALUE}.")
    private long seed;

    @Option(names = "--constraints", paramLabel = "FILE", description = "A .carto file (uses the game's library) "
            + "whose last board-constraints block replaces the game's.")
    private String constraints;

    @Option(names = "--out", paramLabel = "DIR", description = "Write board-S.carto, .png and .svg here.")
    private Path out;

    @Option(names = "--check", paramLabel = "BOARD", description = "Report the violations of a board file (what "
            + "--out writes, or any .carto file or game with a hex game): its game's first map against its last "
            + "map's setup and its constraints (or --constraints).")
    private String check;

    @Option(names = "--bench", paramLabel = "N", description = "Generate the boards of seeds 1 to N, check each "
            + "with the violation report and print the generation times.")
    private Integer bench;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try {
            if (check != null) {
                return check(out);
            }
            HexGame hex = hexGame(game.name);
            HexBoard template = hex.maps().get(0);
            BoardSetup setup = setup(template);
            BoardConstraints rules = constraints(hex);
            return bench != null ? bench(out, hex, setup, rules) : generate(out, hex, setup, rules);
        } finally {
            out.flush();
        }
    }

    private int generate(PrintWriter printer, HexGame hex, BoardSetup setup, BoardConstraints rules) {
        String id = "seed-" + seed;
        BoardGenerator.Result result = BoardGenerator.generate(setup, rules, seed, id,
                "Variable board, seed " + seed, setup.template().noPaths());
        if (result instanceof BoardGenerator.Conflict conflict) {
            throw new UserError(ExitCode.PROBLEMS, "No board satisfies the board constraints '" + rules.id()
                    + "': " + (conflict.minimal() ? "these rules conflict (drop any one and a board exists)"
                    : "these rules conflict (some proofs ran out of failures, so the set may not be minimal)")
                    + ": " + String.join("; ", conflict.rules().stream().map(BoardCommand::rule).toList()) + ".");
        }
        if (result instanceof BoardGenerator.Undecided undecided) {
            throw new UserError(ExitCode.PROBLEMS, "No board found for the board constraints '" + rules.id()
                    + "' within " + undecided.failLimit() + " failures, and none proven impossible; loosen a "
                    + "rule or try another seed.");
        }
        HexBoard board = ((BoardGenerator.Found) result).board();
        String text = BoardText.carto(CardLibrary.NAMES.contains(game.name) ? Optional.of(game.name)
                        : Optional.empty(),
                List.of("carto board --game " + game.name + " --seed " + seed
                        + (constraints == null ? "" : " --constraints " + constraints),
                        "The frame of '" + setup.template().id() + "' with its tiles and number tokens shuffled; "
                                + "it satisfies the board constraints '" + rules.id() + "'."),
                hex, board, setup.template(), rules, constraints != null);
        if (this.out == null) {
            printer.print(text);
            return ExitCode.OK;
        }
        String title = hex.name() + ": " + board.name();
        write(this.out.resolve("board-" + seed + ".carto"), text.getBytes(StandardCharsets.UTF_8), printer);
        write(this.out.resolve("board-" + seed + ".png"), HexBoardImages.png(board, title), printer);
        write(this.out.resolve("board-" + seed + ".svg"), HexBoardImages.svg(board, title)
                .getBytes(StandardCharsets.UTF_8), printer);
        return ExitCode.OK;
    }

    private int check(PrintWriter printer) {
        HexGame hex = hexGame(check);
        HexBoard board = hex.maps().get(0);
        BoardSetup setup = setup(hex.maps().get(hex.maps().size() - 1));
        BoardConstraints rules = constraints(hex);
        List<Violation> violations = BoardCheck.violations(board, setup, rules);
        if (violations.isEmpty()) {
            printer.println(check + ": the board '" + board.id() + "' satisfies its setup and the "
                    + rules.rules().size() + " rules of '" + rules.id() + "'.");
            return ExitCode.OK;
        }
        printer.println(check + ": the board '" + board.id() + "' has " + violations.size() + " violation"
                + (violations.size() == 1 ? "" : "s") + " of its setup ('" + setup.template().id()
                + "') and the rules of '" + rules.id() + "':");
        for (Violation violation : violations) {
            String rule = rules.rules().stream().filter(r -> r.name().equals(violation.rule())).findFirst()
                    .map(BoardCommand::rule).orElse(violation.rule());
            printer.println(rule + ": " + violation.message() + "; hexes " + String.join(", ", violation.hexes())
                    + (violation.crossings().isEmpty() ? "" : "; crossings "
                    + String.join(", ", violation.crossings())));
        }
        return ExitCode.PROBLEMS;
    }

    private int bench(PrintWriter printer, HexGame hex, BoardSetup setup, BoardConstraints rules) {
        if (bench < 1) {
            throw UserError.usage("--bench must be at least 1, not " + bench + ".");
        }
        List<Long> nanos = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (long s = 1; s <= bench; s++) {
            long start = System.nanoTime();
            BoardGenerator.Result result = BoardGenerator.generate(setup, rules, s, "seed-" + s, "Seed " + s,
                    setup.template().noPaths());
            nanos.add(System.nanoTime() - start);
            if (result instanceof BoardGenerator.Found found) {
                List<Violation> violations = BoardCheck.violations(found.board(), setup, rules);
                if (!violations.isEmpty()) {
                    failures.add("seed " + s + ": " + violations.size() + " violations, the first: "
                            + violations.get(0).rule() + ": " + violations.get(0).message());
                }
            } else {
                failures.add("seed " + s + ": no board (" + result.getClass().getSimpleName() + ")");
            }
        }
        List<Long> sorted = nanos.stream().sorted().toList();
        printer.printf("%d boards of %s under '%s': generation median %.1f ms, 90th percentile %.1f ms, worst "
                        + "%.1f ms; %d pass the violation report%n", bench, hex.id(), rules.id(),
                sorted.get((sorted.size() - 1) / 2) / 1e6, sorted.get((int) Math.ceil(sorted.size() * 0.9) - 1) / 1e6,
                sorted.get(sorted.size() - 1) / 1e6, bench - failures.size());
        failures.forEach(printer::println);
        return failures.isEmpty() ? ExitCode.OK : ExitCode.PROBLEMS;
    }

    private HexGame hexGame(String name) {
        GameSource source = GameSource.resolve(name, spec.commandLine().getErr());
        return source.hexGame().orElseThrow(() -> UserError.usage("'" + name + "' has no hex game; try --game "
                + "rise-of-the-inkas."));
    }

    private static BoardSetup setup(HexBoard template) {
        try {
            return BoardSetup.of(template);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCode.PROBLEMS, e.getMessage());
        }
    }

    /** --constraints' last block, or the game's first. */
    private BoardConstraints constraints(HexGame hex) {
        if (constraints == null) {
            return hex.boardConstraints().stream().findFirst().orElseThrow(() -> UserError.usage("the hex game '"
                    + hex.id() + "' lists no board-constraints; add e.g. 'board-constraints balanced' to it, or "
                    + "pass --constraints FILE."));
        }
        // Library files load before the files that use them: the file's own block comes last.
        List<BoardConstraints> defined = GameSource.resolve(constraints, spec.commandLine().getErr()).workspace()
                .definitions().boardConstraints();
        if (defined.isEmpty()) {
            throw UserError.usage("--constraints: '" + constraints + "' defines no board-constraints block.");
        }
        return defined.get(defined.size() - 1);
    }

    private static String rule(BoardRule rule) {
        return rule.name() + " (" + rule.text() + ")";
    }

    private static void write(Path path, byte[] bytes, PrintWriter printer) {
        try {
            Files.createDirectories(path.toAbsolutePath().getParent());
            AtomicFiles.write(path, bytes);
        } catch (IOException e) {
            throw new UserError(ExitCode.PROBLEMS, "cannot write " + path + ": " + e.getMessage());
        }
        printer.println("wrote " + path);
    }
}
