package org.cartolab.library.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.cartolab.board.Board;
import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardText;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Deck;
import org.cartolab.model.Game;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonTerm;
import org.cartolab.scoring.BoardEvaluation;
import org.cartolab.scoring.CompiledCard;
import org.cartolab.scoring.Scorer;
import org.cartolab.scoring.SeasonScore;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How long scoring one 11x11 board takes: all 16 Cartographers cards plus the monster penalty, the same through
 * {@link Scorer#score}, each deck of four cards, and (on demand) each card on its own. Every invocation starts a
 * new {@link BoardEvaluation}, so clusters found by one invocation are never reused by the next: one invocation is
 * one full evaluation of a fresh board.
 *
 * <p>Run with {@code ./mvnw -q -pl card-library -am -Pbench verify} (see BENCHMARKS.md); the command-line options
 * the {@code bench} profile passes override the iteration counts and times here.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
// A fixed, pre-touched heap: without it the young generation keeps growing during a short run, and the kernel's
// zeroing of fresh heap pages shows up in the scores as noise. Garbage collection itself is still measured.
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
public class ScoringBenchmark {

    private static final String LATE_GAME = "02-map-b-lategame";
    private static final Pattern EXPECT = Pattern.compile("^//\\s*expect\\s+([a-z0-9-]+)\\s*=\\s*(-?\\d+)\\s*$");

    /** The game, its compiled cards and monster penalty, and one of two boards. */
    @State(Scope.Benchmark)
    public static class Boards {

        /** A late-game board (91 of 121 cells filled) and a sparser mid-game one (58 filled). */
        @Param({LATE_GAME, "01-map-a-midgame"})
        public String board;

        Game game;
        Board loaded;
        CompiledCard[] cards;
        CompiledCard monsters;
        Scorer scorer;

        @Setup(Level.Trial)
        public void load() throws BoardFormatException {
            game = loadGame();
            String text = resource(boardPath(board));
            loaded = BoardText.read(board, text, game.terrains(), Optional.empty());
            cards = game.scoringCards().stream().map(Scorer::compile).toArray(CompiledCard[]::new);
            monsters = Scorer.compile(asCard(game.seasonTerm("monsters").orElseThrow()));
            scorer = new Scorer(game.seasonTerms());
            checkAgainstFixture(text);
        }

        /**
         * The benchmark must measure the right thing: the compiled cards and the scorer must give the fixture's
         * hand-worked total, or the run stops.
         */
        private void checkAgainstFixture(String text) {
            int expected = 0;
            for (String line : text.split("\n")) {
                Matcher m = EXPECT.matcher(line.strip());
                if (m.matches()) {
                    expected += Integer.parseInt(m.group(2));
                }
            }
            int compiled = scoreAll(this);
            int front = scorer.score(loaded, game.scoringCards(), 0, false).total();
            if (compiled != expected || front != expected) {
                throw new IllegalStateException("The board " + board + " scores " + compiled + " (compiled) and "
                        + front + " (scorer) but its fixture expects " + expected);
            }
        }
    }

    /** The scorer and the cards, for the front-door benchmark on the late-game board. */
    @State(Scope.Benchmark)
    public static class FrontDoor {

        Board loaded;
        List<ScoringCard> cards;
        Scorer scorer;

        @Setup(Level.Trial)
        public void load() throws BoardFormatException {
            Game game = loadGame();
            loaded = BoardText.read(LATE_GAME, resource(boardPath(LATE_GAME)), game.terrains(), Optional.empty());
            cards = game.scoringCards();
            scorer = new Scorer(game.seasonTerms());
        }
    }

    /** One deck's four cards on the late-game board, for the per-family benchmark. */
    @State(Scope.Benchmark)
    public static class DeckCards {

        @Param({"forest", "farm-water", "village", "arrangement"})
        public String deck;

        Board loaded;
        CompiledCard[] cards;

        @Setup(Level.Trial)
        public void compile() throws BoardFormatException {
            Game game = loadGame();
            loaded = BoardText.read(LATE_GAME, resource(boardPath(LATE_GAME)), game.terrains(), Optional.empty());
            Deck found = game.decks().stream().filter(d -> d.id().equals(deck)).findFirst().orElseThrow();
            cards = found.cards().stream().map(Scorer::compile).toArray(CompiledCard[]::new);
        }
    }

    /** One card (or "monsters", the monster penalty) on the late-game board, for finding what is slow. */
    @State(Scope.Benchmark)
    public static class OneCard {

        @Param({"sentinel-wood", "greenbough", "treetower", "stoneside-forest", "canal-lake", "mages-valley",
                "the-golden-granary", "shoreside-expanse", "wildholds", "great-city", "greengold-plains", "shieldgate",
                "borderlands", "lost-barony", "the-broken-road", "the-cauldrons", "monsters"})
        public String card;

        Board loaded;
        CompiledCard compiled;

        @Setup(Level.Trial)
        public void compile() throws BoardFormatException {
            Game game = loadGame();
            loaded = BoardText.read(LATE_GAME, resource(boardPath(LATE_GAME)), game.terrains(), Optional.empty());
            compiled = Scorer.compile(card.equals("monsters") ? asCard(game.seasonTerm(card).orElseThrow())
                    : game.scoringCard(card).orElseThrow());
        }
    }

    /** All 16 cards and the monster penalty on one fresh evaluation of the board: the headline number. */
    @Benchmark
    public int allCards(Boards s) {
        return scoreAll(s);
    }

    private static int scoreAll(Boards s) {
        BoardEvaluation evaluation = BoardEvaluation.of(s.loaded, 0);
        int total = s.monsters.points(evaluation);
        for (CompiledCard card : s.cards) {
            total += card.points(evaluation);
        }
        return total;
    }

    /**
     * The same on the late-game board through the public front door, which also looks up each card's compiled
     * form and builds the score records.
     */
    @Benchmark
    public SeasonScore scorerScore(FrontDoor s) {
        return s.scorer.score(s.loaded, s.cards, 0, false);
    }

    /** One deck's four cards on one fresh evaluation: which family of cards costs what. */
    @Benchmark
    public int deck(DeckCards d) {
        BoardEvaluation evaluation = BoardEvaluation.of(d.loaded, 0);
        int total = 0;
        for (CompiledCard card : d.cards) {
            total += card.points(evaluation);
        }
        return total;
    }

    /**
     * One card on one fresh evaluation (its clusters included). Not in the default run of the bench profile
     * (17 cards take a while): {@code -Djmh.args="ScoringBenchmark.card -f 1 -wi 3 -i 5"}.
     */
    @Benchmark
    public int card(OneCard c) {
        return c.compiled.points(BoardEvaluation.of(c.loaded, 0));
    }

    private static Game loadGame() {
        return CardLibrary.load("cartographers").game("cartographers").orElseThrow();
    }

    private static String boardPath(String name) {
        return "/fixtures/all/" + name + ".board";
    }

    private static ScoringCard asCard(SeasonTerm term) {
        return new ScoringCard(term.id(), term.id(), "", 0, "", List.of(term.term()));
    }

    private static String resource(String path) {
        try (InputStream in = ScoringBenchmark.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("No resource " + path + " on the test class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
