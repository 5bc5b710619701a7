package org.cartolab.cli;

import java.io.PrintWriter;
import java.time.LocalDate;
import java.util.List;
import java.util.OptionalInt;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.model.MapSheet;
import org.cartolab.model.Puzzle;
import org.cartolab.publish.Edict;
import org.cartolab.publish.Grade;
import org.cartolab.publish.PuzzleFileException;
import org.cartolab.publish.PuzzleJson;
import org.cartolab.publish.PuzzleSheet;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;

/**
 * A puzzle named on the command line: a .carto file declaring one puzzle, or a puzzle.json written by
 * {@code carto daily}. Knows its game, its setup, its sheet (the records solution files are read against) and
 * its par when the file states one (puzzle.json does; a .carto puzzle has to be solved for it).
 */
record PuzzleSource(Game game, PuzzleSetup setup, PuzzleSheet sheet, OptionalInt par) {

    static PuzzleSource load(String path, PrintWriter err) {
        return path.endsWith(".json") ? fromJson(path, InputFiles.read(path)) : fromCarto(path, err);
    }

    private static PuzzleSource fromJson(String path, String text) {
        Game game = gameOf(path, text);
        PuzzleSheet sheet;
        try {
            sheet = PuzzleJson.read(path, text, game);
        } catch (PuzzleFileException e) {
            throw new UserError(ExitCode.PROBLEMS, e.getMessage());
        }
        Puzzle puzzle = new Puzzle(sheet.id(), sheet.id(), game.id(), sheet.mapId(), sheet.start().toRows(),
                sheet.startCoins(), sheet.cards(), sheet.edicts().stream().map(Edict::card).toList(), List.of());
        return new PuzzleSource(game, setup(path, puzzle, game), sheet, OptionalInt.of(sheet.par()));
    }

    /** The game a puzzle.json names, loaded from the shipped library (the reader checks everything else). */
    private static Game gameOf(String path, String text) {
        String id;
        try {
            JsonNode node = new ObjectMapper().readTree(text).path("game").path("id");
            id = node.isTextual() ? node.asText() : "cartographers";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            id = "cartographers"; // the reader reports the broken JSON with its place
        }
        String name = CardLibrary.NAMES.contains(id) ? id : "cartographers";
        return CardLibrary.load(name).game(name).orElseThrow();
    }

    private static PuzzleSource fromCarto(String path, PrintWriter err) {
        PuzzleSetup setup = PuzzleFiles.load(path, null, err);
        Puzzle puzzle = setup.puzzle();
        Game game = setup.game();
        MapSheet map = game.map(puzzle.map()).orElseThrow();
        List<Edict> edicts = puzzle.scoring().stream()
                .map(card -> new Edict(String.valueOf((char) ('A' + puzzle.scoring().indexOf(card))), card)).toList();
        // Solution files name their puzzle; for a .carto puzzle that is its title (carto daily writes the
        // shareable id there).
        String name = puzzle.title() == null || puzzle.title().isBlank() ? puzzle.id() : puzzle.title();
        PuzzleSheet sheet = new PuzzleSheet(name, LocalDate.EPOCH, game.id(), game.name(), map.id(),
                map.name(), "puzzle", "Puzzle", 0, setup.start(), puzzle.coins(), puzzle.cards(), edicts, List.of(), 0,
                new Grade("unknown", 0, 0, 0));
        return new PuzzleSource(game, setup, sheet, OptionalInt.empty());
    }

    private static PuzzleSetup setup(String path, Puzzle puzzle, Game game) {
        try {
            return PuzzleSetup.of(puzzle, game);
        } catch (PuzzleException e) {
            throw new UserError(ExitCode.PROBLEMS, path + ": " + e.getMessage());
        }
    }
}
