package org.cartolab.publish;

import java.util.List;

import org.cartolab.model.Game;
import org.cartolab.model.Puzzle;
import org.cartolab.web.ModelWriter;

/**
 * The puzzle a published sheet stands for, as the rules engine plays it: what {@code carto check} rebuilds from
 * puzzle.json, and what the playable page's engine is given. One place, so that the page and the checker cannot
 * play different puzzles.
 */
public final class PlayModel {

    private PlayModel() {
    }

    public static Puzzle puzzle(PuzzleSheet sheet, Game game) {
        return new Puzzle(sheet.id(), sheet.id(), game.id(), sheet.mapId(), sheet.start().toRows(),
                sheet.startCoins(), sheet.cards(), sheet.edicts().stream().map(Edict::card).toList(), List.of());
    }

    /** The page engine's model JSON of the sheet's puzzle. */
    public static String json(PuzzleSheet sheet, Game game) {
        return ModelWriter.page(puzzle(sheet, game), game);
    }
}
