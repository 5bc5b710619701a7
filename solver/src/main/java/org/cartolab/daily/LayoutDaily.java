package org.cartolab.daily;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.cartolab.landscape.play.LandscapeMatch;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.landscape.ChocoLandscapeSolver;
import org.cartolab.solve.landscape.GreedyLayout;
import org.cartolab.solve.landscape.LandscapeSolveResult;

/**
 * The daily puzzle of a landscape game (Confusing Lands): the date's seed shuffles the deck; the shared condition is
 * the first card that carries one, the hand the next {@link #HAND} cards (or as many as asked), laid in that order. A
 * candidate whose par Choco does not prove within the node budget is passed over, as is one that earns another grade
 * than the day asks for while candidates remain; a node budget, not a time limit, so every machine makes the same
 * puzzle.
 */
public final class LayoutDaily {

    /** Cards in a daily hand: the largest size whose puzzles the solver proves in seconds (BENCHMARKS.md). */
    public static final int HAND = 4;

    /** The node budget of one candidate's proof: a minute or two at most; a candidate past it is passed over. */
    public static final long NODE_BUDGET = 60_000;

    /** Candidates tried for the day's grade before the closest proven one is taken. */
    private static final int CANDIDATES = 6;

    /** The variant named in a landscape daily's id. */
    public static final String VARIANT = "layout";

    /**
     * A landscape daily: its id, the puzzle, the proven result and what greedy play scores.
     *
     * @param wanted the grade the day asked for
     */
    public record Puzzle(PuzzleId id, LandscapePuzzle puzzle, LandscapeSolveResult result, int greedy, Grade grade,
                         Grade wanted) {

        public int par() {
            return result.score();
        }
    }

    private final LandscapeGame game;
    private final long nodeBudget;
    private final int hand;

    /** @param hand the cards laid: {@link #HAND} for the daily; fewer prove faster, more seldom within budget */
    public LayoutDaily(LandscapeGame game, long nodeBudget, int hand) {
        if (hand < 1 || hand > game.cards().size() - 1) {
            throw new IllegalArgumentException("A hand of " + game.id() + " has 1 to " + (game.cards().size() - 1)
                    + " cards, not " + hand + ".");
        }
        this.game = game;
        this.nodeBudget = nodeBudget;
        this.hand = hand;
    }

    /**
     * The grade of a landscape puzzle, on the points of the map-drawing daily ({@link Grade}) without the rarity
     * of the optimum, which a layout puzzle does not count: the gap between par and greedy play (0 below 4, 1 for
     * 4-6, 2 for 7-9, 3 from 10) and the proof's nodes (0 below 3,000, 1 below 10,000, 2 from there); Easy 0-1,
     * Medium 2, Hard 3, Expert 4 or more.
     */
    public static Grade grade(int gap, long nodes) {
        int points = (gap >= 10 ? 3 : gap >= 7 ? 2 : gap >= 4 ? 1 : 0)
                + (nodes >= 10_000 ? 2 : nodes >= 3_000 ? 1 : 0);
        return points <= 1 ? Grade.EASY : points == 2 ? Grade.MEDIUM : points == 3 ? Grade.HARD : Grade.EXPERT;
    }

    /**
     * @throws PuzzleException if no candidate's par is proven within the budget
     */
    public Puzzle generate(PuzzleId id, Grade wanted) throws PuzzleException {
        SplittableRandom random = new SplittableRandom(id.seed());
        Puzzle closest = null;
        for (int candidate = 0; candidate < CANDIDATES; candidate++) {
            LandscapePuzzle puzzle = deal(id, random.nextLong());
            LandscapeSolveResult result = new ChocoLandscapeSolver(puzzle).solve(null, nodeBudget);
            if (!result.proven()) {
                continue;
            }
            int greedy = GreedyLayout.of(puzzle).score();
            Puzzle made = new Puzzle(id, puzzle, result, greedy, grade(result.score() - greedy, result.nodes()),
                    wanted);
            if (made.grade() == wanted) {
                return made;
            }
            if (closest == null || Math.abs(made.grade().ordinal() - wanted.ordinal())
                    < Math.abs(closest.grade().ordinal() - wanted.ordinal())) {
                closest = made;
            }
        }
        if (closest == null) {
            throw new PuzzleException("No candidate of " + id + " was proven within " + nodeBudget + " nodes; "
                    + "give a larger --node-budget.");
        }
        return closest;
    }

    /** A candidate: the deck shuffled by the seed, the first card with a condition shared, the next cards dealt. */
    private LandscapePuzzle deal(PuzzleId id, long seed) {
        List<LandscapeCard> deck = new ArrayList<>(LandscapeMatch.shuffled(game.cards(), seed));
        LandscapeCard shared = deck.stream().filter(card -> card.condition().isPresent()).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(game.id() + " has no card with a condition"));
        deck.remove(shared);
        return new LandscapePuzzle("daily-" + id.key(), "Daily " + id.key(), game, shared,
                deck.subList(0, hand));
    }
}
