package org.cartolab.workbench.landscape;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapeScore;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.landscape.play.GameInProgress;
import org.cartolab.model.CardFace;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.model.ScoringCard;

/**
 * The landscape table's state without JavaFX: a landscape being built, the cards offered now, the card, face and
 * turn chosen, and the engine's verdict on laying it at a cell. Whoever runs the game supplies the offers: after
 * each card laid the {@link Listener} hears of it and may {@link #offer} the next cards (a draft: keep 1 of 2,
 * then a forced card). Without a listener that offers, {@link #freePlay} offers every card not yet laid.
 */
public final class LandscapeTable {

    /** Hears of every card laid and every undo; both run after the table has changed. */
    public interface Listener {
        void laid(PlacedCard card, Landscape landscape);

        default void undone(Landscape landscape) {
        }
    }

    /** A landscape and the cards that were offered for its next step. */
    private record Step(Landscape landscape, List<LandscapeCard> offered) {
    }

    private final LandscapeGame game;
    private final Optional<ScoringCard> shared;
    private final LandscapeScorer scorer;
    private final Deque<Step> history = new ArrayDeque<>();
    private final List<Listener> listeners = new ArrayList<>();
    private Landscape landscape;
    private List<LandscapeCard> offered = List.of();
    private LandscapeCard chosen;
    private CardFace face;
    private int quarterTurns;

    public LandscapeTable(LandscapeGame game, Optional<ScoringCard> shared) {
        this.game = game;
        this.shared = shared;
        this.scorer = new LandscapeScorer(game);
        this.landscape = Landscape.empty(game);
    }

    /** A table that offers every card of the game that is neither laid nor the shared condition's. */
    public static LandscapeTable freePlay(LandscapeGame game, Optional<LandscapeCard> sharedCard) {
        LandscapeTable table = new LandscapeTable(game, sharedCard.flatMap(LandscapeCard::condition));
        Runnable offerRest = () -> table.offer(game.cards().stream()
                .filter(card -> sharedCard.filter(card::equals).isEmpty())
                .filter(card -> table.landscape().cards().stream().noneMatch(laid -> laid.card().equals(card)))
                .toList());
        offerRest.run();
        table.addListener(new Listener() {
            @Override
            public void laid(PlacedCard card, Landscape landscape) {
                offerRest.run();
            }
        });
        return table;
    }

    /**
     * A solo game as the rules deal it for the seed (the engine's {@link GameInProgress}): the two cards to keep
     * one of, then the card received, round by round; {@code onChange} hears of every position, the last one over.
     */
    public static LandscapeTable soloGame(LandscapeGame game, long seed, Consumer<GameInProgress> onChange) {
        GameInProgress[] now = {GameInProgress.start(game, seed)};
        LandscapeTable table = new LandscapeTable(game, now[0].shared());
        table.offer(now[0].offered());
        table.addListener(new Listener() {
            @Override
            public void laid(PlacedCard card, Landscape landscape) {
                now[0] = now[0].lay(card);
                table.offer(now[0].offered());
                onChange.accept(now[0]);
            }

            @Override
            public void undone(Landscape landscape) {
                now[0] = now[0].undo();
                onChange.accept(now[0]);
            }
        });
        onChange.accept(now[0]);
        return table;
    }

    /** A puzzle to try: its cards offered one at a time, in its order. */
    public static LandscapeTable puzzle(LandscapePuzzle puzzle) {
        LandscapeTable table = new LandscapeTable(puzzle.game(), Optional.of(puzzle.sharedCondition()));
        Runnable offerNext = () -> {
            int laid = table.landscape().cards().size();
            table.offer(laid < puzzle.cards().size() ? List.of(puzzle.cards().get(laid)) : List.of());
        };
        offerNext.run();
        table.addListener(new Listener() {
            @Override
            public void laid(PlacedCard card, Landscape landscape) {
                offerNext.run();
            }
        });
        return table;
    }

    /** A puzzle's layout laid out (a solver's best), to look at: nothing is offered. */
    public static LandscapeTable laidOut(LandscapePuzzle puzzle, List<PlacedCard> layout) {
        LandscapeTable table = new LandscapeTable(puzzle.game(), Optional.of(puzzle.sharedCondition()));
        for (PlacedCard placed : layout) {
            table.landscape = table.landscape.place(placed);
        }
        return table;
    }

    public LandscapeGame game() {
        return game;
    }

    public Optional<ScoringCard> shared() {
        return shared;
    }

    public Landscape landscape() {
        return landscape;
    }

    public List<LandscapeCard> offered() {
        return offered;
    }

    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    /** The cards the player may lay now; the choice is cleared. */
    public void offer(List<LandscapeCard> cards) {
        offered = List.copyOf(cards);
        chosen = null;
        face = null;
        quarterTurns = 0;
    }

    /** Chooses an offered card with a face up, unturned. */
    public void choose(LandscapeCard card, CardFace up) {
        if (!offered.contains(card) || !card.faces().contains(up)) {
            throw new IllegalArgumentException("'" + card.id() + "' face " + up.id() + " is not offered now");
        }
        chosen = card;
        face = up;
        quarterTurns = 0;
    }

    public Optional<LandscapeCard> chosen() {
        return Optional.ofNullable(chosen);
    }

    public Optional<CardFace> face() {
        return Optional.ofNullable(face);
    }

    public int quarterTurns() {
        return quarterTurns;
    }

    /** Turns the chosen card a quarter clockwise. */
    public void rotate() {
        quarterTurns = (quarterTurns + 1) % 4;
    }

    /** The chosen card as it would lie with its top-left cell at (row, col), if a card is chosen. */
    public Optional<PlacedCard> candidate(int row, int col) {
        return chosen().map(card -> new PlacedCard(card, face, quarterTurns, row, col));
    }

    /** Why the chosen card may not be laid at (row, col), or empty if it may: the engine's placement rules. */
    public Optional<String> problem(int row, int col) {
        return candidate(row, col).map(landscape::problem)
                .orElse(Optional.of("choose an offered card and a face first."));
    }

    /** Lays the chosen card at (row, col) if the rules allow; returns why not otherwise. */
    public Optional<String> lay(int row, int col) {
        Optional<String> problem = problem(row, col);
        if (problem.isPresent()) {
            return problem;
        }
        PlacedCard card = candidate(row, col).orElseThrow();
        history.push(new Step(landscape, offered));
        landscape = landscape.place(card);
        offer(List.of());
        List.copyOf(listeners).forEach(listener -> listener.laid(card, landscape));
        return Optional.empty();
    }

    public boolean canUndo() {
        return !history.isEmpty();
    }

    /** Takes back the last card laid and offers again what was offered before it. */
    public void undo() {
        if (history.isEmpty()) {
            return;
        }
        Step previous = history.pop();
        landscape = previous.landscape();
        offer(previous.offered());
        List.copyOf(listeners).forEach(listener -> listener.undone(landscape));
    }

    /** The landscape's score now, or empty before the first card. */
    public Optional<LandscapeScore> score() {
        return landscape.cards().isEmpty() ? Optional.empty()
                : Optional.of(scorer.score(landscape, shared, false));
    }
}
