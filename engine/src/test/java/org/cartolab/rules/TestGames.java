package org.cartolab.rules;

import java.util.List;
import java.util.Optional;

import org.cartolab.board.Board;
import org.cartolab.board.BoardText;
import org.cartolab.dsl.compile.CartoLoader;
import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.model.Game;
import org.cartolab.model.Shape;
import org.cartolab.model.Terrain;

/** Small games written inline for the rules tests. */
final class TestGames {

    static final String TERRAINS = """
            terrain forest "Forest" symbol "F" drawable
            terrain village "Village" symbol "V" drawable
            terrain farm "Farm" symbol "P" drawable
            terrain water "Water" symbol "W" drawable
            terrain monster "Monster" symbol "X" drawable
            terrain mountain "Mountain" symbol "M" printed
            """;

    private TestGames() {
    }

    static Game game(String carto) {
        LoadResult result = new CartoLoader(name -> Optional.empty())
                .load(List.of(new SourceFile("test.carto", TERRAINS + carto
                        + (carto.contains("game ") ? "" : "game g \"G\" { }\n"))));
        if (result.hasErrors()) {
            throw new AssertionError(result.problems());
        }
        return result.workspace().orElseThrow().games().get(0);
    }

    static Terrain terrain(Game game, String id) {
        return game.terrains().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }

    static MapState map(Game game, String... rows) {
        try {
            Board board = BoardText.read("test", String.join("\n", rows), game.terrains(), Optional.empty());
            return new MapState(board, rules(game, true, 14));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    static MapState.Rules rules(Game game, boolean edgeSurroundsMountains, int coinCap) {
        return new MapState.Rules(terrain(game, "mountain"), java.util.Set.of(terrain(game, "monster")),
                edgeSurroundsMountains, coinCap);
    }

    static Shape shape(String... rows) {
        return Shape.fromArt("test", List.of(rows));
    }

    /** The map's rows in board text. */
    static List<String> rows(MapState map) {
        return map.board().toRows();
    }
}
