package org.cartolab.publish;

import java.io.IOException;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.cartolab.board.Board;
import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardProblem;
import org.cartolab.board.BoardText;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.Game;
import org.cartolab.model.MapSheet;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonCard;
import org.cartolab.model.ShapeOption;
import org.cartolab.model.Terrain;
import org.cartolab.publish.JsonFiles.AmbushJson;
import org.cartolab.publish.JsonFiles.ExploreJson;
import org.cartolab.publish.JsonFiles.MoveJson;
import org.cartolab.publish.JsonFiles.PuzzleFile;
import org.cartolab.publish.JsonFiles.ShapeJson;
import org.cartolab.publish.JsonFiles.SolutionFile;

/**
 * puzzle.json and solution.json: writers, and readers that check a file against the game it names. The schema is
 * versioned ({@value #SCHEMA}, {@value #SOLUTION_SCHEMA}) and documented in docs/puzzle-schema.md. A file is
 * self-contained for display (names, shapes, rule text), but a reader takes cards, terrains and maps from the game
 * by id and rejects a file whose cards differ from the game's.
 */
public final class PuzzleJson {

    public static final String SCHEMA = "cartolab-puzzle/1";
    public static final String SOLUTION_SCHEMA = "cartolab-solution/1";

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES,
                    DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES,
                    DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES,
                    DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES,
                    DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            // A null inside a list (a board row, a cell) is an error at its place, not a crash further on.
            .defaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL))
            .build();

    /** Jackson's words for a missing field (they changed between versions). */
    private static final java.util.regex.Pattern MISSING =
            java.util.regex.Pattern.compile("Missing (?:required )?creator property '([^']+)'");

    private PuzzleJson() {
    }

    // ---- writing

    public static String write(PuzzleSheet puzzle) {
        List<JsonFiles.TerrainKey> terrains = puzzle.start().terrains().stream()
                .map(t -> new JsonFiles.TerrainKey(t.id(), t.name(), String.valueOf(t.symbol()), t.colour()))
                .toList();
        PuzzleFile file = new PuzzleFile(Located.of(SCHEMA), puzzle.id(), Located.of(puzzle.date().toString()),
                new JsonFiles.Named(Located.of(puzzle.gameId()), puzzle.gameName()),
                new JsonFiles.MapStart(Located.of(puzzle.mapId()), puzzle.mapName(),
                        puzzle.start().toRows().stream().map(Located::of).toList()),
                new JsonFiles.Season(Located.of(puzzle.seasonId()), puzzle.seasonName(), puzzle.timeLimit()),
                terrains, puzzle.cards().stream().map(PuzzleJson::card).toList(),
                puzzle.edicts().stream().map(e -> new JsonFiles.EdictCard(e.letter(), Located.of(e.card().id()),
                        e.card().name(), e.card().text())).toList(),
                puzzle.seasonRules().stream().map(r -> new JsonFiles.Rule(r.id(), r.name(), r.text())).toList(),
                puzzle.startCoins(), puzzle.par(), new JsonFiles.GradeNumbers(puzzle.grade().level(),
                        puzzle.grade().greedyScore(), puzzle.grade().optimalSolutions(),
                        puzzle.grade().solverNodes()));
        return json(file);
    }

    public static String writeSolution(PuzzleSheet puzzle, SolutionSheet solution) {
        List<MoveJson> moves = solution.moves().stream().map(m -> new MoveJson(m.card(),
                Located.of(puzzle.cards().get(m.card()).id()), Located.of(m.terrain().id()), m.shape(),
                m.orientation(), m.coin(), m.cells().stream().map(c -> List.of(c.row(), c.col())).toList(),
                m.scoreAfter())).toList();
        SolutionFile file = new SolutionFile(Located.of(SOLUTION_SCHEMA), Located.of(solution.puzzleId()), moves,
                solution.end().toRows().stream().map(Located::of).toList(),
                solution.points().stream().map(p -> new JsonFiles.PointsJson(p.id(), p.name(), p.points())).toList(),
                solution.total());
        return json(file);
    }

    private static String json(Object file) {
        try {
            return MAPPER.writer(new JsonLayout()).writeValueAsString(file) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A puzzle file always serialises", e);
        }
    }

    private static JsonFiles.Card card(PlayableCard card) {
        if (card instanceof AmbushCard a) {
            return new AmbushJson(Located.of(a.id()), a.name(), a.fill().id(), shape(a.shape()),
                    words(a.soloCorner().name()), words(a.pass().name()));
        }
        ExploreCard e = (ExploreCard) card;
        return new ExploreJson(Located.of(e.id()), e.name(), e.time(), words(e.kind().name()),
                e.terrains().stream().map(Terrain::id).toList(), e.shapes().stream().map(PuzzleJson::shape).toList());
    }

    private static ShapeJson shape(ShapeOption option) {
        return new ShapeJson(option.coin(), option.shape().art());
    }

    private static String words(String enumName) {
        return enumName.toLowerCase(Locale.ROOT).replace('_', '-');
    }

    // ---- reading

    /**
     * Reads a puzzle file made for {@code game}.
     *
     * @throws PuzzleFileException every problem with its line and column: bad JSON, a missing or unknown field, a
     *                             wrong schema, an id the game does not know, a card that differs from the game's
     */
    public static PuzzleSheet read(String path, String json, Game game) throws PuzzleFileException {
        PuzzleFile file = parse(path, json, PuzzleFile.class);
        Problems problems = new Problems(path);
        problems.expect(file.schema(), SCHEMA);
        LocalDate date = null;
        try {
            date = LocalDate.parse(file.date().value());
        } catch (DateTimeParseException e) {
            problems.add(file.date(), "'" + file.date().value() + "' is not a date; write it as YYYY-MM-DD.");
        }
        if (!file.game().id().value().equals(game.id())) {
            problems.add(file.game().id(), "this puzzle is for the game '" + file.game().id().value()
                    + "', not '" + game.id() + "'. Check it with --game " + file.game().id().value() + ".");
        }
        Optional<MapSheet> sheet = problems.find(file.map().id(), game.maps(), MapSheet::id, "map");
        Optional<SeasonCard> season = problems.find(file.season().id(), game.seasons(), SeasonCard::id, "season");
        season.filter(s -> s.timeLimit() != file.season().timeLimit()).ifPresent(s -> problems.add(
                file.season().id(), "the season '" + s.id() + "' has the time limit " + s.timeLimit()
                        + " in the game, but this file says " + file.season().timeLimit() + "."));
        List<PlayableCard> cards = new ArrayList<>();
        for (JsonFiles.Card card : file.cards()) {
            cards.add(resolve(card, game, problems));
        }
        List<Edict> edicts = new ArrayList<>();
        for (JsonFiles.EdictCard edict : file.edicts()) {
            problems.find(edict.id(), game.scoringCards(), ScoringCard::id, "scoring card")
                    .ifPresent(card -> edicts.add(new Edict(edict.letter(), card)));
        }
        Board start = sheet.map(s -> problems.board(file.map().rows(), game, s)).orElse(null);
        problems.throwIfAny();
        JsonFiles.GradeNumbers grade = file.grade();
        return new PuzzleSheet(file.id(), date, game.id(), game.name(), sheet.get().id(), sheet.get().name(),
                season.get().id(), season.get().name(), season.get().timeLimit(), start, file.startCoins(), cards,
                edicts, file.seasonRules().stream().map(r -> new SeasonRule(r.id(), r.name(), r.text())).toList(),
                file.par(), new Grade(grade.level(), grade.greedyScore(), grade.optimalSolutions(),
                        grade.solverNodes()));
    }

    private static PlayableCard resolve(JsonFiles.Card card, Game game, Problems problems) {
        PlayableCard found;
        Located id;
        if (card instanceof AmbushJson ambush) {
            id = ambush.id();
            found = problems.find(id, game.ambushes(), AmbushCard::id, "ambush card").orElse(null);
        } else {
            id = ((ExploreJson) card).id();
            found = problems.find(id, game.explore(), ExploreCard::id, "explore card").orElse(null);
        }
        if (found != null && !plain(card(found)).equals(plain(card))) {
            problems.add(id, "the card '" + id.value() + "' differs from the game's card of that id (name, time, "
                    + "kind, terrains or shapes): the file was made with another version of the game.");
        }
        return found;
    }

    /** The card without the places its ids were read from, to compare with the game's. */
    private static JsonFiles.Card plain(JsonFiles.Card card) {
        if (card instanceof AmbushJson a) {
            return new AmbushJson(Located.of(a.id().value()), a.name(), a.terrain(), a.shape(), a.corner(),
                    a.direction());
        }
        ExploreJson e = (ExploreJson) card;
        return new ExploreJson(Located.of(e.id().value()), e.name(), e.time(), e.type(), e.terrains(), e.shapes());
    }

    /**
     * Reads a solution file of {@code puzzle}: its moves must name the puzzle's cards in range, its cells lie on
     * the map and its points add up to its total. Whether the moves are legal and score as stated is for the
     * solver's verifier to say.
     */
    public static SolutionSheet readSolution(String path, String json, PuzzleSheet puzzle, Game game)
            throws PuzzleFileException {
        SolutionFile file = parse(path, json, SolutionFile.class);
        Problems problems = new Problems(path);
        problems.expect(file.schema(), SOLUTION_SCHEMA);
        if (!file.puzzle().value().equals(puzzle.id())) {
            problems.add(file.puzzle(), "this solution is for the puzzle '" + file.puzzle().value() + "', not '"
                    + puzzle.id() + "'.");
        }
        List<SolutionMove> moves = new ArrayList<>();
        for (MoveJson move : file.moves()) {
            if (move.card() < 0 || move.card() >= puzzle.cards().size()
                    || !puzzle.cards().get(move.card()).id().equals(move.cardId().value())) {
                problems.add(move.cardId(), "the puzzle has no card '" + move.cardId().value() + "' at index "
                        + move.card() + " (cards are numbered from 0 in play order).");
                continue;
            }
            Optional<Terrain> terrain = problems.find(move.terrain(), game.terrains(), Terrain::id, "terrain");
            List<Cell> cells = new ArrayList<>();
            for (List<Integer> cell : move.cells()) {
                if (cell.size() != 2 || cell.get(0) < 0 || cell.get(0) >= puzzle.start().height()
                        || cell.get(1) < 0 || cell.get(1) >= puzzle.start().width()) {
                    problems.add(move.cardId(), "the move of card " + (move.card() + 1) + " has the cell " + cell
                            + ", which is not [row, column] on the " + puzzle.start().height() + "x"
                            + puzzle.start().width() + " map (both from 0).");
                } else {
                    cells.add(new Cell(cell.get(0), cell.get(1)));
                }
            }
            terrain.ifPresent(t -> moves.add(new SolutionMove(move.card(), t, move.shape(), move.orientation(),
                    move.coin(), cells, move.scoreAfter())));
        }
        int sum = file.points().stream().mapToInt(JsonFiles.PointsJson::points).sum();
        if (sum != file.total()) {
            problems.add(file.schema(), "the points add up to " + sum + " but the total says " + file.total() + ".");
        }
        Board end = game.map(puzzle.mapId()).map(sheet -> problems.board(file.board(), game, sheet)).orElse(null);
        problems.throwIfAny();
        return new SolutionSheet(file.puzzle().value(), moves, end, file.points().stream()
                .map(p -> new Points(p.id(), p.name(), p.points())).toList(), file.total());
    }

    private static <T> T parse(String path, String json, Class<T> type) throws PuzzleFileException {
        try {
            return MAPPER.readValue(json, type);
        } catch (JsonProcessingException e) {
            JsonLocation at = e instanceof UnrecognizedPropertyException unknown ? fieldLocation(json, unknown)
                    : e.getLocation();
            int line = at == null ? 1 : Math.max(1, at.getLineNr());
            int column = at == null ? 1 : Math.max(1, at.getColumnNr());
            throw new PuzzleFileException(List.of(new FileProblem(path, line, column, explain(e))));
        }
    }

    /**
     * Where an unknown field's name stands. Jackson reports it only at the end of its object (a record is built
     * from all its fields at once), so the text is scanned again for the field at that path.
     */
    private static JsonLocation fieldLocation(String json, UnrecognizedPropertyException e) {
        String pointer = e.getPath().stream().map(r -> r.getFieldName() != null ? r.getFieldName()
                : String.valueOf(r.getIndex())).collect(Collectors.joining("/", "/", ""));
        // The text parsed up to the unknown field once already; else fall back to Jackson's own location.
        return scan(json, pointer).orElse(e.getLocation());
    }

    /**
     * A problem with the value of a field of a file that read without problems (e.g. a par that a play beats), at
     * the place of the field's name; {@code pointer} is the field's JSON pointer, e.g. {@code /par}.
     */
    public static FileProblem problemAt(String path, String json, String pointer, String message) {
        JsonLocation at = scan(json, pointer).orElse(null);
        return new FileProblem(path, at == null ? 1 : Math.max(1, at.getLineNr()),
                at == null ? 1 : Math.max(1, at.getColumnNr()), message);
    }

    private static Optional<JsonLocation> scan(String json, String pointer) {
        try (JsonParser parser = MAPPER.getFactory().createParser(json)) {
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                if (token == JsonToken.FIELD_NAME
                        && parser.getParsingContext().pathAsPointer().toString().equals(pointer)) {
                    return Optional.of(parser.currentTokenLocation());
                }
            }
        } catch (IOException scanFailed) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    /** Jackson's message, in the words of the file rather than of the Java classes behind it. */
    private static String explain(JsonProcessingException e) {
        String where = "";
        if (e instanceof JsonMappingException mapping) {
            List<JsonMappingException.Reference> path = mapping.getPath();
            if (e instanceof UnrecognizedPropertyException || MISSING.matcher(e.getOriginalMessage()).lookingAt()) {
                path = path.subList(0, Math.max(0, path.size() - 1));
            }
            if (!path.isEmpty()) {
                where = " (in " + path.stream().map(r -> r.getFieldName() != null ? "." + r.getFieldName()
                        : "[" + r.getIndex() + "]").collect(Collectors.joining()).replaceFirst("^\\.", "") + ")";
            }
        }
        if (e instanceof UnrecognizedPropertyException unknown) {
            return "unknown field '" + unknown.getPropertyName() + "'" + where + "; the fields here are "
                    + unknown.getKnownPropertyIds().stream().map(Object::toString).sorted()
                    .collect(Collectors.joining(", ")) + ".";
        }
        if (e instanceof InvalidTypeIdException) {
            return "a card's \"kind\" must be \"explore\" or \"ambush\"" + where + ".";
        }
        String message = e.getOriginalMessage();
        java.util.regex.Matcher missing = MISSING.matcher(message);
        if (missing.lookingAt()) {
            return "the field '" + missing.group(1) + "' is missing" + where + ".";
        }
        if (e instanceof InvalidNullException) {
            return "a list holds null" + where + "; write a value there or remove it.";
        }
        if (message.contains("Null value for creator property")) {
            return "a field is null" + where + "; every field needs a value.";
        }
        return message.replaceAll("\\s*\\(class [^)]*\\)", "").replaceAll("`[^`]*\\$(\\w+)`", "$1") + where;
    }

    /** Problems found after parsing, each at the place of the value it is about. */
    private static final class Problems {
        private final String path;
        private final List<FileProblem> list = new ArrayList<>();

        Problems(String path) {
            this.path = path;
        }

        void add(Located at, String message) {
            list.add(new FileProblem(path, Math.max(1, at.line()), Math.max(1, at.column()), message));
        }

        void expect(Located schema, String expected) {
            if (!schema.value().equals(expected)) {
                add(schema, "the schema is '" + schema.value() + "' but this reader reads '" + expected + "'.");
            }
        }

        <T> Optional<T> find(Located id, List<T> known, Function<T, String> idOf, String what) {
            Optional<T> found = known.stream().filter(t -> idOf.apply(t).equals(id.value())).findFirst();
            if (found.isEmpty()) {
                add(id, "the game has no " + what + " '" + id.value() + "'; it has " + known.stream().map(idOf)
                        .collect(Collectors.joining(", ")) + ".");
            }
            return found;
        }

        /** The rows as a board of the map sheet; each board problem is reported at its row's string. */
        Board board(List<Located> rows, Game game, MapSheet sheet) {
            String text = rows.stream().map(Located::value).collect(Collectors.joining("\n"));
            try {
                return BoardText.read(path, text, game.terrains(), Optional.of(sheet));
            } catch (BoardFormatException e) {
                for (BoardProblem problem : e.problems()) {
                    Located row = rows.get(Math.min(rows.size(), problem.line()) - 1);
                    list.add(new FileProblem(path, row.line(), row.column() + problem.column(), "map row "
                            + problem.line() + ": " + problem.message()));
                }
                return null;
            }
        }

        void throwIfAny() throws PuzzleFileException {
            if (!list.isEmpty()) {
                throw new PuzzleFileException(list);
            }
        }
    }
}
