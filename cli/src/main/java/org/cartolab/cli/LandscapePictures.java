package org.cartolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardProblem;
import org.cartolab.landscape.LandscapeFile;
import org.cartolab.landscape.LandscapeText;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.ScoringCard;
import org.cartolab.publish.AtomicFiles;
import org.cartolab.publish.LandscapeImages;
import org.cartolab.publish.LandscapeSheet;

/**
 * {@code carto render --landscape FILE}: the picture of a laid Confusing Lands landscape with its score, as
 * NAME.png and NAME.svg (NAME: the file's name without its extension). Drawn without JavaFX.
 */
final class LandscapePictures {

    private LandscapePictures() {
    }

    static int run(GameSource source, String path, Optional<String> highlight, Path out, PrintWriter stdout,
                   PrintWriter err) throws IOException {
        LandscapeGame game = source.landscapeGame().orElseThrow(() -> UserError.usage("--landscape: "
                + source.name() + " is not a landscape game; try --game confusing-lands."));
        LandscapeFile file;
        try {
            file = LandscapeText.read(path, InputFiles.read(path), game);
        } catch (BoardFormatException e) {
            e.problems().stream().map(BoardProblem::format).forEach(err::println);
            err.flush();
            return ExitCode.PROBLEMS;
        }
        highlight.ifPresent(id -> checkHighlight(id, file));
        String name = Path.of(path).getFileName().toString().replaceFirst("\\.[^.]*$", "");
        LandscapeSheet sheet = new LandscapeSheet("Landscape " + name, game, file.landscape(), file.shared(),
                highlight);
        Files.createDirectories(out);
        Path png = out.resolve(name + ".png");
        Path svg = out.resolve(name + ".svg");
        AtomicFiles.write(png, LandscapeImages.png(sheet));
        AtomicFiles.write(svg, LandscapeImages.svg(sheet).getBytes(StandardCharsets.UTF_8));
        stdout.println(png);
        stdout.println(svg);
        stdout.flush();
        return ExitCode.OK;
    }

    private static void checkHighlight(String id, LandscapeFile file) {
        List<String> conditions = new ArrayList<>(file.landscape().conditions().stream().map(ScoringCard::id)
                .toList());
        file.shared().ifPresent(shared -> conditions.add(shared.id()));
        if (!conditions.contains(id)) {
            throw UserError.usage("--highlight: '" + id + "' is not a condition of this landscape. Its conditions: "
                    + (conditions.isEmpty() ? "none" : String.join(", ", conditions)) + ".");
        }
    }
}
