package org.cartolab.library.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.model.Geometry;
import org.cartolab.model.MapSheet;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Puzzle;
import org.cartolab.model.PuzzleSeason;
import org.cartolab.model.ScoringCard;
import org.cartolab.solve.PlayedStep;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Solution;

/**
 * Seeded small Cartographers puzzles for cross-checks: a 5x5 to 7x7 map with a few mountains and ruins, sometimes
 * partly drawn already, two or three cards of the real explore deck (a ruins card or an ambush now and then) and
 * two random scoring cards. Small enough for an exhaustive search.
 */
final class SmallPuzzles {

    static final Game CARTOGRAPHERS = CardLibrary.load("cartographers").game("cartographers").orElseThrow();
    private static final String DRAWN = "FVPWX";

    private SmallPuzzles() {
    }

    /**
     * The rows of a seeded board: a share of 0.1-0.4 of the cells drawn, each with one of {@code drawn}'s letters,
     * then {@code leastMountains} plus up to {@code moreMountains - 1} mountains on random cells.
     */
    static List<String> board(Random random, int rows, int columns, String drawn, int leastMountains,
                              int moreMountains) {
        char[][] board = new char[rows][columns];
        double share = 0.1 + 0.3 * random.nextDouble();
        for (char[] row : board) {
            for (int c = 0; c < columns; c++) {
                row[c] = random.nextDouble() < share ? drawn.charAt(random.nextInt(drawn.length())) : '.';
            }
        }
        int mountains = leastMountains + random.nextInt(moreMountains);
        for (int m = 0; m < mountains; m++) {
            board[random.nextInt(rows)][random.nextInt(columns)] = 'M';
        }
        List<String> lines = new ArrayList<>();
        for (char[] row : board) {
            lines.add(new String(row));
        }
        return lines;
    }

    /** The game with one extra map sheet, so that a puzzle can name it. */
    static Game withMap(Game game, MapSheet sheet) {
        List<MapSheet> maps = new ArrayList<>(game.maps());
        maps.add(sheet);
        return game.withMaps(maps);
    }

    static PuzzleSetup generate(long seed) {
        return generate(seed, (ScoringCard) null);
    }

    /**
     * The puzzle of {@link #generate(long)} split into seasons: its cards (a ruins card stays with the card after
     * it) cut at random into two or three seasons, the first scoring the puzzle's scoring cards, each later one
     * two other random cards.
     */
    static PuzzleSetup seasons(long seed) {
        PuzzleSetup one = generate(seed);
        Puzzle puzzle = one.puzzle();
        List<List<PlayableCard>> units = new ArrayList<>();
        List<PlayableCard> unit = new ArrayList<>();
        for (PlayableCard card : puzzle.cards()) {
            unit.add(card);
            if (!(card instanceof org.cartolab.model.ExploreCard explore
                    && explore.kind() == org.cartolab.model.ExploreKind.RUINS)) {
                units.add(unit);
                unit = new ArrayList<>();
            }
        }
        Random random = new Random(seed * 31 + 7);
        int count = Math.min(units.size(), 2 + random.nextInt(2));
        // The units before each cut: count - 1 distinct cuts among the units.size() - 1 places.
        List<Integer> places = new ArrayList<>();
        for (int i = 1; i < units.size(); i++) {
            places.add(i);
        }
        java.util.Collections.shuffle(places, random);
        List<Integer> cuts = new ArrayList<>(places.subList(0, count - 1));
        cuts.add(units.size());
        cuts.sort(null);
        List<ScoringCard> all = one.game().decks().stream().flatMap(deck -> deck.cards().stream()).toList();
        List<PuzzleSeason> seasons = new ArrayList<>();
        int from = 0;
        for (int cut : cuts) {
            List<PlayableCard> cards = new ArrayList<>();
            units.subList(from, cut).forEach(cards::addAll);
            List<ScoringCard> scoring = puzzle.scoring();
            if (!seasons.isEmpty()) {
                ScoringCard first = all.get(random.nextInt(all.size()));
                ScoringCard second;
                do {
                    second = all.get(random.nextInt(all.size()));
                } while (second == first);
                scoring = List.of(first, second);
            }
            seasons.add(new PuzzleSeason("Season " + (seasons.size() + 1), cards, scoring));
            from = cut;
        }
        Puzzle split = new Puzzle(puzzle.id(), puzzle.title(), puzzle.game(), puzzle.map(), puzzle.start(),
                puzzle.coins(), seasons, puzzle.options());
        try {
            return PuzzleSetup.of(split, one.game());
        } catch (PuzzleException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A small map mostly drawn already (40-80 % of its cells, mountains and ruins as usual), two or three explore
     * cards and the scoring card {@code scoring} alone or with a second random one: many empty cells with few open
     * neighbours, so that what the cards surround is decided by where they fit.
     */
    static PuzzleSetup dense(long seed, ScoringCard scoring) {
        return dense(seed, scoring, 0);
    }

    /** {@link #dense(long, ScoringCard)} with {@code cardCount} cards to come (0: two or three, at random). */
    static PuzzleSetup dense(long seed, ScoringCard scoring, int cardCount) {
        return drawnOn(seed, scoring, cardCount, 0.4, 0.4);
    }

    /**
     * A small map drawn on less (15-40 % of its cells), two or three cards to come and {@code scoring} alone or with
     * a second card: rows of empty cells next to each other that a piece can lie along.
     */
    static PuzzleSetup sparse(long seed, ScoringCard scoring) {
        return drawnOn(seed, scoring, 0, 0.15, 0.25);
    }

    private static PuzzleSetup drawnOn(long seed, ScoringCard scoring, int cardCount, double least, double spread) {
        Random random = new Random(seed);
        int size = 4 + random.nextInt(3);
        double drawn = least + spread * random.nextDouble();
        List<String> sheetRows = new ArrayList<>();
        List<String> startRows = new ArrayList<>();
        drawRows(random, size, drawn, 12, sheetRows, startRows);
        String mapId = "D" + seed;
        Game game = withMap(CARTOGRAPHERS, new MapSheet(mapId, "Dense " + seed, Geometry.SQUARE, sheetRows));
        List<PlayableCard> explore = game.explore().stream()
                .filter(card -> card.kind() != org.cartolab.model.ExploreKind.RUINS).map(PlayableCard.class::cast)
                .toList();
        List<PlayableCard> sequence = new ArrayList<>();
        int drawnCount = 2 + random.nextInt(2);
        int cards = cardCount > 0 ? cardCount : drawnCount;
        for (int i = 0; i < cards; i++) {
            sequence.add(explore.get(random.nextInt(explore.size())));
        }
        List<ScoringCard> scoringCards = new ArrayList<>(List.of(scoring));
        if (random.nextBoolean()) {
            List<ScoringCard> all = game.decks().stream().flatMap(deck -> deck.cards().stream())
                    .filter(card -> card != scoring).toList();
            scoringCards.add(all.get(random.nextInt(all.size())));
        }
        Puzzle puzzle = new Puzzle("dense-" + seed, "Dense " + seed, game.id(), mapId, startRows, 0, sequence,
                scoringCards, List.of());
        try {
            return PuzzleSetup.of(puzzle, game);
        } catch (PuzzleException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The same puzzle as {@link #generate(long)}, but with {@code scoring} (if not null) as one scoring card. */
    static PuzzleSetup generate(long seed, String scoring) {
        return generate(seed, scoring == null ? null : CARTOGRAPHERS.decks().stream()
                .flatMap(deck -> deck.cards().stream()).filter(card -> card.id().equals(scoring)).findFirst()
                .orElseThrow());
    }

    /** The same puzzle as {@link #generate(long)}, but with {@code forced} (if not null) as one scoring card. */
    static PuzzleSetup generate(long seed, ScoringCard forced) {
        Random random = new Random(seed);
        int size = 5 + random.nextInt(3);
        char[][] sheet = new char[size][size];
        char[][] start = new char[size][size];
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                int roll = random.nextInt(100);
                sheet[r][c] = roll < 8 ? 'M' : roll < 14 ? 'R' : '.';
                start[r][c] = sheet[r][c];
            }
        }
        int cards = 2 + random.nextInt(2);
        // Three cards on an empty 7x7 map are too many moves for the exhaustive search: draw on it first.
        double drawn = cards == 3 ? 0.35 + 0.25 * random.nextDouble() : random.nextDouble() < 0.3 ? 0.3 : 0;
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                if (random.nextDouble() < drawn) {
                    char terrain = DRAWN.charAt(random.nextInt(DRAWN.length()));
                    if (sheet[r][c] == '.') {
                        start[r][c] = terrain;
                    } else if (sheet[r][c] == 'R') {
                        start[r][c] = Character.toLowerCase(terrain);
                    }
                }
            }
        }
        List<String> sheetRows = new ArrayList<>();
        List<String> startRows = new ArrayList<>();
        for (int r = 0; r < size; r++) {
            sheetRows.add(new String(sheet[r]));
            startRows.add(new String(start[r]));
        }
        String mapId = "S" + seed;
        Game game = withMap(CARTOGRAPHERS, new MapSheet(mapId, "Small " + seed, Geometry.SQUARE, sheetRows));
        List<PlayableCard> sequence = new ArrayList<>();
        List<PlayableCard> explore = new ArrayList<>(game.explore());
        for (int i = 0; i < cards; i++) {
            int roll = random.nextInt(10);
            if (roll == 0) {
                sequence.add(game.ambushes().get(random.nextInt(game.ambushes().size())));
            } else {
                if (roll == 1) {
                    sequence.add(game.explore().get(0)); // a ruins card before the next explore card
                }
                PlayableCard card;
                do {
                    card = explore.get(random.nextInt(explore.size()));
                } while (((org.cartolab.model.ExploreCard) card).kind() == org.cartolab.model.ExploreKind.RUINS);
                sequence.add(card);
            }
        }
        List<ScoringCard> all = game.decks().stream().flatMap(deck -> deck.cards().stream()).toList();
        ScoringCard first = all.get(random.nextInt(all.size()));
        ScoringCard second;
        do {
            second = all.get(random.nextInt(all.size()));
        } while (second == first);
        if (forced != null) {
            if (second == forced) {
                second = first;
            }
            first = forced;
        }
        Puzzle puzzle = new Puzzle("small-" + seed, "Small " + seed, game.id(), mapId, startRows,
                random.nextInt(3), sequence, List.of(first, second), List.of());
        try {
            return PuzzleSetup.of(puzzle, game);
        } catch (PuzzleException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A small map with several ruins, partly drawn (35-60 % of its cells), and three steps in a random order: an
     * explore card, a ruins card with the explore card after it, and an ambush; two random scoring cards, or
     * {@code forced} and one random card. Steps drawn before the ambush push its solo placement along its order,
     * and steps before the one after ruins may draw over the ruins it must cover.
     */
    static PuzzleSetup ruinsAndAmbush(long seed, String forced) {
        Random random = new Random(seed);
        int size = 4 + random.nextInt(3);
        double drawn = 0.35 + 0.25 * random.nextDouble();
        List<String> sheetRows = new ArrayList<>();
        List<String> startRows = new ArrayList<>();
        drawRows(random, size, drawn, 25, sheetRows, startRows);
        String mapId = "A" + seed;
        Game game = withMap(CARTOGRAPHERS, new MapSheet(mapId, "Ruins and ambush " + seed, Geometry.SQUARE,
                sheetRows));
        List<PlayableCard> explore = game.explore().stream()
                .filter(card -> card.kind() != org.cartolab.model.ExploreKind.RUINS).map(PlayableCard.class::cast)
                .toList();
        List<List<PlayableCard>> units = new ArrayList<>();
        units.add(List.of(explore.get(random.nextInt(explore.size()))));
        units.add(List.of(game.explore().get(0), explore.get(random.nextInt(explore.size()))));
        units.add(List.of(game.ambushes().get(random.nextInt(game.ambushes().size()))));
        java.util.Collections.shuffle(units, random);
        List<PlayableCard> sequence = new ArrayList<>();
        units.forEach(sequence::addAll);
        List<ScoringCard> all = game.decks().stream().flatMap(deck -> deck.cards().stream()).toList();
        ScoringCard first = forced == null ? all.get(random.nextInt(all.size()))
                : all.stream().filter(card -> card.id().equals(forced)).findFirst().orElseThrow();
        ScoringCard second;
        do {
            second = all.get(random.nextInt(all.size()));
        } while (second == first);
        Puzzle puzzle = new Puzzle("ruins-ambush-" + seed, "Ruins and ambush " + seed, game.id(), mapId, startRows,
                random.nextInt(3), sequence, List.of(first, second), List.of());
        try {
            return PuzzleSetup.of(puzzle, game);
        } catch (PuzzleException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A play as the cells and terrain of each step's move (moves from different setups are different objects). */
    static List<String> moves(Solution solution) {
        List<String> moves = new ArrayList<>();
        for (PlayedStep step : solution.steps()) {
            moves.add(step.move() == null ? "-" : step.move().terrain().id() + Arrays.toString(step.move().cells())
                    + (step.move().coin() ? " coin" : ""));
        }
        return moves;
    }

    /**
     * Rolls a square map of {@code size} (8 % mountains, ruins up to {@code ruinsBelow} %) into {@code sheetRows},
     * and into {@code startRows} the same map with each other cell drawn in a random terrain with probability
     * {@code drawn} (a ruins cell drawn is written in lower case).
     */
    private static void drawRows(Random random, int size, double drawn, int ruinsBelow, List<String> sheetRows,
                                 List<String> startRows) {
        for (int r = 0; r < size; r++) {
            StringBuilder sheet = new StringBuilder();
            StringBuilder start = new StringBuilder();
            for (int c = 0; c < size; c++) {
                int roll = random.nextInt(100);
                char cell = roll < 8 ? 'M' : roll < ruinsBelow ? 'R' : '.';
                sheet.append(cell);
                char terrain = DRAWN.charAt(random.nextInt(DRAWN.length()));
                start.append(cell == 'M' || random.nextDouble() >= drawn ? cell
                        : cell == 'R' ? Character.toLowerCase(terrain) : terrain);
            }
            sheetRows.add(sheet.toString());
            startRows.add(start.toString());
        }
    }
}
