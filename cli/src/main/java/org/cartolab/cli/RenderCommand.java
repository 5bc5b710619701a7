package org.cartolab.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;

import org.cartolab.model.Game;
import org.cartolab.workbench.gallery.Gallery;
import org.cartolab.workbench.render.RenderMain;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code carto render}: the workbench's pictures of a game as PNGs, drawn without a display. */
@Command(footer = {"", "Examples:",
                "  carto render --out cards",
                "  carto render --game rise-of-the-inkas --out inkas --seed 3",
                "  carto render --game confusing-lands --landscape samples/landscapes/worked-example.landscape "
                        + "--out pictures"},
        name = "render", sortOptions = false, description = {
        "Write PNGs of a game's cards (one image per kind: maps, shapes, explore, ambush, hero, season, scoring; "
                + "landscape cards; hex maps, landscapes, products, objectives; puzzles) and, for a map-drawing "
                + "game, of a play-test board (a seeded game played greedily for some turns, with the season's "
                + "score breakdown). Needs no display.",
        "With --landscape, only the picture of that laid landscape (Confusing Lands) with its score, as PNG and "
                + "SVG."})
final class RenderCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameOption game;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "The folder to write the PNGs to.")
    private Path out;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "7",
            description = "The seed of the play-test game; default: ${DEFAULT-VALUE}.")
    private long seed;

    @Option(names = "--turns", paramLabel = "N", defaultValue = "14",
            description = "Greedy moves played before the board is drawn; default: ${DEFAULT-VALUE}.")
    private int turns;

    @Option(names = "--landscape", paramLabel = "FILE",
            description = "Draw this landscape file (the cards laid, in order) with its score instead of the cards.")
    private String landscape;

    @Option(names = "--highlight", paramLabel = "CONDITION",
            description = "With --landscape: mark the cells that scored for this condition (its id).")
    private String highlight;

    @Override
    public Integer call() throws Exception {
        if (highlight != null && landscape == null) {
            throw UserError.usage("--highlight marks a condition's cells on a landscape: add --landscape FILE.");
        }
        if (landscape != null) {
            GameSource source = GameSource.resolve(game.name, spec.commandLine().getErr());
            return LandscapePictures.run(source, landscape, Optional.ofNullable(highlight), out,
                    spec.commandLine().getOut(), spec.commandLine().getErr());
        }
        if (turns < 0) {
            throw UserError.usage("--turns must be 0 or more, not " + turns + ".");
        }
        GameSource source = GameSource.resolve(game.name, spec.commandLine().getErr());
        // A landscape or hex game, or a game with no map sheet yet, has its gallery drawn but no play-test.
        Optional<Game> playable = source.game().filter(definition -> !definition.maps().isEmpty());
        if (playable.isEmpty() && Gallery.of(source.workspace(), Set.of()).cards().isEmpty()) {
            throw UserError.usage("'" + game.name + "' defines no card and no game to render.");
        }
        List<Path> written = RenderMain.render(source.workspace(), playable, seed, turns, out);
        written.forEach(path -> spec.commandLine().getOut().println(path));
        spec.commandLine().getOut().flush();
        return ExitCode.OK;
    }
}
