package org.cartolab.landscape;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardProblem;
import org.cartolab.board.BoardText;
import org.cartolab.model.CardFace;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.ScoringCard;
import org.cartolab.text.Suggestions;

/**
 * The landscape text format: the cards of one player's landscape in the order they were laid, one per line, as
 * {@code CARD FACE ROTATION ROW,COL} (e.g. {@code mighty-river a 90 -1,2}): the card's id, the face up, the
 * clockwise turn in degrees (0, 90, 180 or 270) and the landscape row and column of the turned card's top-left
 * cell. An optional line {@code shared CARD} names the card whose condition is the game's shared one. Blank lines
 * and lines starting with {@code //} are ignored. Every problem is reported with its line and column.
 */
public final class LandscapeText {

    private static final List<String> ROTATIONS = List.of("0", "90", "180", "270");

    private LandscapeText() {
    }

    public static LandscapeFile read(String path, String text, LandscapeGame game) throws BoardFormatException {
        List<BoardProblem> problems = new ArrayList<>();
        Landscape landscape = Landscape.empty(game);
        Optional<ScoringCard> shared = Optional.empty();
        int sharedLine = 0;
        String sharedCard = null;
        List<String> cardIds = game.cards().stream().map(LandscapeCard::id).toList();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            int line = i + 1;
            String raw = lines[i];
            String content = raw.strip();
            if (content.isEmpty() || content.startsWith("//")) {
                continue;
            }
            List<Token> tokens = Token.split(raw);
            if (tokens.get(0).text().equals("shared")) {
                if (tokens.size() != 2) {
                    problems.add(new BoardProblem(path, line, tokens.get(0).column(), "a 'shared' line names one "
                            + "card, the one whose condition is shared, e.g. 'shared " + cardIds.get(0) + "'."));
                    continue;
                }
                if (sharedCard != null) {
                    problems.add(new BoardProblem(path, line, 1, "the shared condition is already named on line "
                            + sharedLine + "; name it once."));
                    continue;
                }
                Token id = tokens.get(1);
                Optional<LandscapeCard> card = game.card(id.text());
                if (card.isEmpty()) {
                    problems.add(unknownCard(path, line, id, cardIds, game));
                    continue;
                }
                if (card.get().condition().isEmpty()) {
                    problems.add(new BoardProblem(path, line, id.column(), "the card '" + id.text() + "' has no "
                            + "scoring condition, so it cannot be the shared one."));
                    continue;
                }
                sharedCard = id.text();
                sharedLine = line;
                shared = card.get().condition();
                continue;
            }
            if (tokens.size() != 4) {
                problems.add(new BoardProblem(path, line, tokens.get(Math.min(tokens.size(), 4) - 1).column(),
                        "a card line is 'CARD FACE ROTATION ROW,COL', e.g. '" + cardIds.get(0) + " "
                                + game.cards().get(0).faces().get(0).id() + " 90 0,2', but this line has "
                                + tokens.size() + " field" + (tokens.size() == 1 ? "" : "s") + "."));
                continue;
            }
            Optional<PlacedCard> placed = placed(path, line, tokens, game, cardIds, problems);
            if (placed.isEmpty()) {
                continue;
            }
            if (placed.get().card().id().equals(sharedCard)) {
                problems.add(new BoardProblem(path, line, 1, "the card '" + sharedCard + "' is the shared "
                        + "condition (line " + sharedLine + "), so it is not in anyone's landscape."));
                continue;
            }
            Optional<String> problem = landscape.problem(placed.get());
            if (problem.isPresent()) {
                problems.add(new BoardProblem(path, line, 1, "cannot lay " + placed.get().card().id() + ": "
                        + problem.get()));
                continue;
            }
            landscape = landscape.place(placed.get());
        }
        if (sharedCard != null) {
            for (PlacedCard card : landscape.cards()) {
                if (card.card().id().equals(sharedCard)) {
                    problems.add(new BoardProblem(path, sharedLine, 1, "the card '" + sharedCard + "' is in the "
                            + "landscape, so it cannot be the shared condition."));
                }
            }
        }
        if (landscape.cards().isEmpty() && problems.isEmpty()) {
            problems.add(new BoardProblem(path, 1, 1, "the landscape has no card. Write one line per card laid, "
                    + "e.g. '" + cardIds.get(0) + " " + game.cards().get(0).faces().get(0).id() + " 0 0,0'."));
        }
        if (!problems.isEmpty()) {
            problems.sort(java.util.Comparator.comparingInt(BoardProblem::line).thenComparingInt(BoardProblem::column));
            throw new BoardFormatException(problems);
        }
        return new LandscapeFile(landscape, shared);
    }

    /**
     * The landscape in this format: the shared condition's card if there is one, then one line per card in the
     * order laid; {@link #read} gives it back.
     */
    public static String write(Landscape landscape, Optional<LandscapeCard> sharedCard) {
        StringBuilder text = new StringBuilder();
        sharedCard.ifPresent(card -> text.append("shared ").append(card.id()).append('\n'));
        for (PlacedCard placed : landscape.cards()) {
            text.append(placed.card().id()).append(' ').append(placed.face().id()).append(' ')
                    .append(placed.quarterTurns() * 90).append(' ').append(placed.row()).append(',')
                    .append(placed.col()).append('\n');
        }
        return text.toString();
    }

    /**
     * The landscape's top-most cells as rows of tokens, one per position of its bounding box: the terrain's board
     * character followed by the river ends (n e s w), '.' for an empty cell, '-' where no card lies. Tokens are
     * padded to one width so the columns line up.
     */
    public static List<String> grid(Landscape landscape) {
        if (landscape.cards().isEmpty()) {
            return List.of();
        }
        Board board = landscape.board();
        List<List<String>> rows = new ArrayList<>();
        int width = 1;
        for (int r = 0; r < board.height(); r++) {
            List<String> row = new ArrayList<>();
            for (int c = 0; c < board.width(); c++) {
                StringBuilder token = new StringBuilder();
                if (!board.grid().has(r, c)) {
                    token.append('-');
                } else {
                    token.append(BoardText.symbol(board, r, c));
                    for (int side = 0; side < 4; side++) {
                        if (Bits.get(board.ends(side), board.grid().index(r, c))) {
                            token.append("nesw".charAt(side));
                        }
                    }
                }
                width = Math.max(width, token.length());
                row.add(token.toString());
            }
            rows.add(row);
        }
        List<String> lines = new ArrayList<>();
        for (List<String> row : rows) {
            StringBuilder line = new StringBuilder();
            for (String token : row) {
                line.append(String.format("%-" + (width + 1) + "s", token));
            }
            lines.add(line.toString().stripTrailing());
        }
        return lines;
    }

    private static Optional<PlacedCard> placed(String path, int line, List<Token> tokens, LandscapeGame game,
                                               List<String> cardIds, List<BoardProblem> problems) {
        Token id = tokens.get(0);
        Optional<LandscapeCard> card = game.card(id.text());
        if (card.isEmpty()) {
            problems.add(unknownCard(path, line, id, cardIds, game));
            return Optional.empty();
        }
        Token faceToken = tokens.get(1);
        Optional<CardFace> face = card.get().face(faceToken.text());
        List<String> faces = card.get().faces().stream().map(CardFace::id).toList();
        if (face.isEmpty()) {
            problems.add(new BoardProblem(path, line, faceToken.column(), "the card '" + id.text() + "' has the faces "
                    + String.join(" and ", faces) + ", not '" + faceToken.text() + "'."));
            return Optional.empty();
        }
        Token rotation = tokens.get(2);
        if (!ROTATIONS.contains(rotation.text())) {
            problems.add(new BoardProblem(path, line, rotation.column(), "the rotation is 0, 90, 180 or 270 "
                    + "(degrees clockwise), not '" + rotation.text() + "'."));
            return Optional.empty();
        }
        Token position = tokens.get(3);
        String[] parts = position.text().split(",", -1);
        Integer row = parts.length == 2 ? integer(parts[0]) : null;
        Integer col = parts.length == 2 ? integer(parts[1]) : null;
        if (row == null || col == null) {
            problems.add(new BoardProblem(path, line, position.column(), "the position is ROW,COL (the landscape "
                    + "row and column of the card's top-left cell, e.g. 0,2 or -1,3), not '" + position.text()
                    + "'."));
            return Optional.empty();
        }
        return Optional.of(new PlacedCard(card.get(), face.get(), Integer.parseInt(rotation.text()) / 90, row, col));
    }

    private static BoardProblem unknownCard(String path, int line, Token id, List<String> cardIds,
                                            LandscapeGame game) {
        return new BoardProblem(path, line, id.column(), "unknown card '" + id.text() + "' in " + game.id() + "."
                + Suggestions.maybe(id.text(), cardIds) + " The cards: carto list --game " + game.id() + ".");
    }

    private static Integer integer(String text) {
        if (!text.matches("-?[0-9]{1,6}")) {
            return null;
        }
        return Integer.parseInt(text);
    }

    /** A word of a line and its 1-based column. */
    private record Token(String text, int column) {

        static List<Token> split(String line) {
            List<Token> tokens = new ArrayList<>();
            int i = 0;
            while (i < line.length()) {
                if (Character.isWhitespace(line.charAt(i))) {
                    i++;
                    continue;
                }
                int start = i;
                while (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
                    i++;
                }
                tokens.add(new Token(line.substring(start, i), start + 1));
            }
            return tokens;
        }
    }
}
