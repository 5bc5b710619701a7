package org.cartolab.publish;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * The records Jackson reads and writes: the shape of puzzle.json and solution.json, field for field in the order
 * they are written (docs/puzzle-schema.md documents each field). Ids that the reader resolves are {@link Located}.
 */
final class JsonFiles {

    private JsonFiles() {
    }

    record PuzzleFile(Located schema, String id, Located date, Named game, MapStart map, Season season,
                      List<TerrainKey> terrains, List<Card> cards, List<EdictCard> edicts, List<Rule> seasonRules,
                      int startCoins, int par, GradeNumbers grade) {
    }

    record Named(Located id, String name) {
    }

    record MapStart(Located id, String name, List<Located> rows) {
    }

    record Season(Located id, String name, int timeLimit) {
    }

    record TerrainKey(String id, String name, String symbol, String colour) {
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
    @JsonSubTypes({@JsonSubTypes.Type(value = ExploreJson.class, name = "explore"),
            @JsonSubTypes.Type(value = AmbushJson.class, name = "ambush")})
    sealed interface Card permits ExploreJson, AmbushJson {
    }

    record ExploreJson(Located id, String name, int time, String type, List<String> terrains,
                       List<ShapeJson> shapes) implements Card {
    }

    record AmbushJson(Located id, String name, String terrain, ShapeJson shape, String corner, String direction)
            implements Card {
    }

    record ShapeJson(boolean coin, List<String> rows) {
    }

    record EdictCard(String letter, Located id, String name, String text) {
    }

    record Rule(String id, String name, String text) {
    }

    record GradeNumbers(String level, int greedyScore, long optimalSolutions, long solverNodes) {
    }

    record SolutionFile(Located schema, Located puzzle, List<MoveJson> moves, List<Located> board,
                        List<PointsJson> points, int total) {
    }

    record MoveJson(int card, Located cardId, Located terrain, int shape, int orientation, boolean coin,
                    List<List<Integer>> cells, int scoreAfter) {
    }

    record PointsJson(String id, String name, int points) {
    }
}
