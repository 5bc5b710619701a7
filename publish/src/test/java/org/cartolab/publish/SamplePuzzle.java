package org.cartolab.publish;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.board.Board;
import org.cartolab.board.BoardText;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.model.MapSheet;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Terrain;

/**
 * A realistic puzzle made by hand from the shipped base game: map A, spring (time 8), Sentinel Wood and Canal
 * Lake, six explore cards and a solo ambush, and a hand-made play of it. Not a proven optimum: the grade numbers
 * are made up, for showing the files.
 *
 * <p>The play, on map A (rows and columns from 0; hand-worked):
 * <pre>
 * 1 Orchard           forest, shape "XXX/..X" mirrored and turned 3 times (orientation 7):
 *                     (0,0) (1,0) (2,0) (2,1 ruins)   -> Sentinel Wood 3 (three on the edge)      score 3
 * 2 Temple Ruins      nothing drawn; the next shape must cover a ruins cell
 * 3 Great River       water, the coin shape upright: (1,5 ruins) (2,5) (3,5)  -> coin 1           score 4
 * 4 Hinterland Stream farm, as printed: (1,6) (1,7) (1,8) (2,6) (3,6)
 *                     -> Canal Lake: water (1,5) (2,5) (3,5) touch farm, farm (1,6) (2,6) (3,6)
 *                        touch water = 6                                                     score 10
 * 5 Goblin Attack     monsters from the bottom-right corner: (8,8) (9,9) (10,10); empty cells next to them
 *                     (7,8) (8,7) (8,9) (9,8) (9,10) (10,9) -> -6                              score 4
 * 6 Hamlet            village, the coin shape turned once: (7,7) (7,8) (8,7) -> coin 2, monsters -4   score 7
 * 7 Fishing Village   water, turned once: (2,7) (3,7) (4,7) (5,7) -> Canal Lake + water (2,7) (3,7),
 *                     + farm (1,7) = 9                                                          score 10
 * Total: Sentinel Wood 3 + Canal Lake 9 + coins 2 + monsters -4 = 10.
 * </pre>
 */
final class SamplePuzzle {

    static final Game GAME = CardLibrary.load("cartographers").game("cartographers").orElseThrow();
    static final List<String> FINAL_ROWS = List.of(
            "F..........",
            "F..M.wPPP..",
            "Ff...WPWMR.",
            ".....WPW...",
            ".......W...",
            ".....M.W...",
            "...........",
            ".......VV..",
            ".RM....VXR.",
            ".....R.M.X.",
            "..........X");

    private SamplePuzzle() {
    }

    static PuzzleSheet puzzle() {
        MapSheet sheet = GAME.map("A").orElseThrow();
        List<PlayableCard> cards = List.of(explore("orchard"), explore("temple-ruins"), explore("great-river"),
                explore("hinterland-stream"), ambush("goblin-attack"), explore("hamlet"), explore("fishing-village"));
        List<Edict> edicts = List.of(new Edict("A", GAME.scoringCard("sentinel-wood").orElseThrow()),
                new Edict("B", GAME.scoringCard("canal-lake").orElseThrow()));
        List<SeasonRule> rules = List.of(new SeasonRule("coins", "Coins", "1 point per coin on the coin track."),
                new SeasonRule("monsters", "Monsters", "-1 point per empty cell next to a monster cell."));
        return new PuzzleSheet("cartographers/sample/hand-made", LocalDate.of(2026, 11, 21), GAME.id(), GAME.name(),
                sheet.id(), sheet.name(), "spring", "Spring", 8, board(sheet.rows()), 0, cards, edicts, rules, 10,
                new Grade("Medium", 7, 3, 123_456));
    }

    static SolutionSheet solution() {
        List<SolutionMove> moves = new ArrayList<>();
        moves.add(move(0, "forest", 0, 7, false, 3, 0, 0, 1, 0, 2, 0, 2, 1));
        moves.add(move(2, "water", 0, 0, true, 4, 1, 5, 2, 5, 3, 5));
        moves.add(move(3, "farm", 0, 0, false, 10, 1, 6, 1, 7, 1, 8, 2, 6, 3, 6));
        moves.add(move(4, "monster", 0, 0, false, 4, 8, 8, 9, 9, 10, 10));
        moves.add(move(5, "village", 0, 1, true, 7, 7, 7, 7, 8, 8, 7));
        moves.add(move(6, "water", 0, 1, false, 10, 2, 7, 3, 7, 4, 7, 5, 7));
        List<Points> points = List.of(new Points("sentinel-wood", "A Sentinel Wood", 3),
                new Points("canal-lake", "B Canal Lake", 9), new Points("coins", "Coins", 2),
                new Points("monsters", "Monsters", -4));
        return new SolutionSheet("cartographers/sample/hand-made", moves, board(FINAL_ROWS), points, 10);
    }

    /**
     * A long mid-game variant for layout tests: the first five rows of the sample's final map already drawn, and
     * every explore card and ambush of the game in a row (17 cards).
     */
    static PuzzleSheet longMidGame() {
        PuzzleSheet sample = puzzle();
        List<String> rows = new ArrayList<>(FINAL_ROWS.subList(0, 5));
        rows.addAll(sample.start().toRows().subList(5, 11));
        List<PlayableCard> cards = new ArrayList<>(GAME.explore());
        cards.addAll(GAME.ambushes());
        return new PuzzleSheet("cartographers/sample/long", sample.date(), sample.gameId(), sample.gameName(),
                sample.mapId(), sample.mapName(), "winter", "Winter", 6, board(rows), 3, cards, sample.edicts(),
                sample.seasonRules(), 42, sample.grade());
    }

    private static SolutionMove move(int card, String terrain, int shape, int orientation, boolean coin, int score,
                                     int... cells) {
        List<Cell> list = new ArrayList<>();
        for (int i = 0; i < cells.length; i += 2) {
            list.add(new Cell(cells[i], cells[i + 1]));
        }
        return new SolutionMove(card, terrain(terrain), shape, orientation, coin, list, score);
    }

    static Terrain terrain(String id) {
        return GAME.terrains().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }

    static Board board(List<String> rows) {
        try {
            return BoardText.read("sample", String.join("\n", rows), GAME.terrains(), GAME.map("A"));
        } catch (org.cartolab.board.BoardFormatException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    private static PlayableCard explore(String id) {
        return GAME.explore().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    private static PlayableCard ambush(String id) {
        return GAME.ambushes().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    /** Writes the sample's files: {@code java ... SamplePuzzle FOLDER} (used for samples/puzzles/). */
    public static void main(String[] args) throws Exception {
        System.setProperty("java.awt.headless", "true");
        PuzzleFiles.write(Path.of(args[0]), puzzle(), solution(), GAME);
        if (args.length > 1) {
            java.nio.file.Files.write(Path.of(args[1]), PuzzlePdf.write(longMidGame()));
        }
    }

}
