package org.cartolab.hex;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardProblem;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexEdge;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Intersection;
import org.cartolab.text.Suggestions;

/**
 * The placements file format: one piece per line, {@code village ID}, {@code city ID} or {@code road ID}. An
 * intersection is named by the three hexes that meet there and a path by the two hexes it separates, joined by
 * '/' in any order ({@code village d5/c4/d3}, {@code road d3/d5}); hex ids are a column letter and a row number
 * of the map. Blank lines and {@code //} comments are ignored.
 */
public final class PlacementText {

    private final String path;
    private final HexBoard board;
    private final List<BoardProblem> problems = new ArrayList<>();

    private PlacementText(String path, HexBoard board) {
        this.path = path;
        this.board = board;
    }

    /**
     * Reads placements and checks them with {@link PlacementRules}.
     *
     * @throws BoardFormatException listing every problem with its line and column
     */
    public static Placements read(String path, String text, HexBoard board) throws BoardFormatException {
        PlacementText reader = new PlacementText(path, board);
        List<PlacedPiece> pieces = reader.pieces(text);
        reader.problems.addAll(PlacementRules.check(path, board, pieces));
        if (!reader.problems.isEmpty()) {
            reader.problems.sort(Comparator.comparingInt(BoardProblem::line).thenComparingInt(BoardProblem::column));
            throw new BoardFormatException(reader.problems);
        }
        return new Placements(indices(pieces, PlacedPiece.Piece.VILLAGE), indices(pieces, PlacedPiece.Piece.CITY),
                indices(pieces, PlacedPiece.Piece.ROAD));
    }

    private List<PlacedPiece> pieces(String text) {
        List<PlacedPiece> pieces = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int comment = line.indexOf("//");
            String content = comment >= 0 ? line.substring(0, comment) : line;
            if (content.isBlank()) {
                continue;
            }
            int wordStart = firstNonSpace(content, 0);
            int wordEnd = firstSpace(content, wordStart);
            String word = content.substring(wordStart, wordEnd);
            Optional<PlacedPiece.Piece> piece = Arrays.stream(PlacedPiece.Piece.values())
                    .filter(p -> p.word().equals(word)).findFirst();
            if (piece.isEmpty()) {
                problems.add(problem(i + 1, wordStart + 1, "'" + word + "' is no piece."
                        + Suggestions.maybe(word, List.of("village", "city", "road"))
                        + " Write 'village ID', 'city ID' or 'road ID', e.g. 'village " + exampleIntersection()
                        + "'."));
                continue;
            }
            int idStart = firstNonSpace(content, wordEnd);
            int idEnd = firstSpace(content, idStart);
            if (idStart == content.length()) {
                problems.add(problem(i + 1, wordEnd + 1, "'" + word + "' needs " + (piece.get().building()
                        ? "an intersection, e.g. '" + word + " " + exampleIntersection() + "'"
                        : "a path, e.g. 'road " + examplePath() + "'") + "."));
                continue;
            }
            if (firstNonSpace(content, idEnd) < content.length()) {
                problems.add(problem(i + 1, firstNonSpace(content, idEnd) + 1, "one piece per line: '" + word + " "
                        + content.substring(idStart, idEnd) + "' is complete; put the rest on its own line."));
                continue;
            }
            String id = content.substring(idStart, idEnd);
            Optional<Integer> index = piece.get().building() ? intersection(id, i + 1, idStart + 1)
                    : path(id, i + 1, idStart + 1);
            if (index.isPresent()) {
                int at = index.get();
                pieces.add(new PlacedPiece(piece.get(), at, piece.get().building()
                        ? board.intersections().get(at).id() : board.paths().get(at).id(), i + 1, idStart + 1));
            }
        }
        return pieces;
    }

    private Optional<Integer> intersection(String id, int line, int column) {
        Optional<List<Integer>> hexes = hexes(id, line, column);
        if (hexes.isEmpty()) {
            return Optional.empty();
        }
        String canonical = canonical(hexes.get());
        List<String> ids = board.intersections().stream().map(Intersection::id).toList();
        int found = ids.indexOf(canonical);
        if (found >= 0) {
            return Optional.of(found);
        }
        String what = hexes.get().size() == 2 && edge(canonical).isPresent()
                ? " '" + id + "' names a path, where roads go."
                : hexes.get().size() != 3 ? ""
                : " " + String.join(", ", hexes.get().stream().map(h -> board.hexes().get(h).id()).toList())
                + " do not meet at a corner" + (hexes.get().stream().allMatch(h -> board.hexes().get(h).frame())
                ? " next to a landscape tile" : "") + ".";
        problems.add(problem(line, column, "there is no intersection '" + id + "' on the map '" + board.id() + "'."
                + what + " An intersection is named by the three hexes that meet there, e.g. '"
                + exampleIntersection() + "'." + Suggestions.maybe(canonical, ids)
                + cornersOf(hexes.get().get(0))));
        return Optional.empty();
    }

    private Optional<Integer> path(String id, int line, int column) {
        Optional<List<Integer>> hexes = hexes(id, line, column);
        if (hexes.isEmpty()) {
            return Optional.empty();
        }
        String canonical = canonical(hexes.get());
        List<HexEdge> paths = board.paths();
        for (int p = 0; p < paths.size(); p++) {
            if (paths.get(p).id().equals(canonical)) {
                return Optional.of(p);
            }
        }
        Optional<HexEdge> edge = edge(canonical);
        if (edge.isPresent()) {
            problems.add(problem(line, column, "no road can be built on '" + id + "': "
                    + board.whyNoPath(edge.get().hexA(), edge.get().hexB()).orElse("it is not a path") + "."));
            return Optional.empty();
        }
        String what = hexes.get().size() == 3 ? " '" + id + "' names an intersection, where villages and cities go."
                : hexes.get().size() == 2 ? " " + board.hexes().get(hexes.get().get(0)).id() + " and "
                + board.hexes().get(hexes.get().get(1)).id() + " are not neighbours." : "";
        problems.add(problem(line, column, "there is no path '" + id + "' on the map '" + board.id() + "'." + what
                + " A path is named by the two hexes it separates, e.g. '" + examplePath() + "'."
                + Suggestions.maybe(canonical, paths.stream().map(HexEdge::id).toList())));
        return Optional.empty();
    }

    /** The hexes an id names, sorted as in ids; a problem at the first unknown hex otherwise. */
    private Optional<List<Integer>> hexes(String id, int line, int column) {
        List<Integer> hexes = new ArrayList<>();
        int offset = 0;
        for (String part : id.split("/", -1)) {
            Optional<Integer> hex = board.hex(part.toLowerCase());
            if (hex.isEmpty()) {
                List<String> hexIds = board.hexes().stream().map(HexTile::id).toList();
                problems.add(problem(line, column + offset, "'" + part + "' is no hex of the map '" + board.id()
                        + "'." + Suggestions.maybe(part, hexIds) + " Hex ids are a column letter and a row number, "
                        + "from " + hexIds.get(0) + " to " + hexIds.get(hexIds.size() - 1) + "."));
                return Optional.empty();
            }
            if (hexes.contains(hex.get())) {
                problems.add(problem(line, column + offset, "'" + id + "' names " + part + " twice."));
                return Optional.empty();
            }
            hexes.add(hex.get());
            offset += part.length() + 1;
        }
        return Optional.of(hexes.stream().sorted().toList());
    }

    private String canonical(List<Integer> hexes) {
        return String.join("/", hexes.stream().map(h -> board.hexes().get(h).id()).toList());
    }

    private Optional<HexEdge> edge(String id) {
        return board.edges().stream().filter(edge -> edge.id().equals(id)).findFirst();
    }

    private String cornersOf(int hex) {
        List<String> corners = board.intersections().stream().map(Intersection::id)
                .filter(id -> Arrays.asList(id.split("/")).contains(board.hexes().get(hex).id())).toList();
        return corners.isEmpty() ? "" : " The corners of " + board.hexes().get(hex).id() + " are "
                + String.join(", ", corners) + ".";
    }

    /** The first intersection where three landscape tiles meet (frame ids make poor examples). */
    private String exampleIntersection() {
        return board.intersections().stream().filter(i -> i.hexes().stream()
                .noneMatch(h -> board.hexes().get(h).frame())).findFirst().orElse(board.intersections().get(0)).id();
    }

    /** The first path between two landscape tiles. */
    private String examplePath() {
        return board.paths().stream().filter(p -> !board.hexes().get(p.hexA()).frame()
                && !board.hexes().get(p.hexB()).frame()).findFirst().orElse(board.paths().get(0)).id();
    }

    private BoardProblem problem(int line, int column, String message) {
        return new BoardProblem(path, line, column, message);
    }

    private static List<Integer> indices(List<PlacedPiece> pieces, PlacedPiece.Piece kind) {
        return pieces.stream().filter(p -> p.piece() == kind).map(PlacedPiece::index).toList();
    }

    private static int firstNonSpace(String s, int from) {
        int i = from;
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int firstSpace(String s, int from) {
        int i = from;
        while (i < s.length() && !Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }
}
