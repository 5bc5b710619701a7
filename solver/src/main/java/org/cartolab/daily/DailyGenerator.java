package org.cartolab.daily;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.model.Game;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;

/**
 * Generates a puzzle for a {@link PuzzleId}: candidates from the id's seeded stream, each solved to a proven
 * optimum within a node budget, until one is good (proven, greedy play clearly below the par, at least one move
 * that gives up immediate points) and of the target grade. After {@link #TRIES} candidates without the target
 * grade, the good candidate of the nearest grade is taken (the easier one on a tie, then the earlier one); if none
 * was good yet, the search goes on until one is. Nothing here reads a clock, so the same id and target always give
 * the same puzzle.
 */
public final class DailyGenerator {

    /** Candidates tried for the target grade before settling for the nearest. */
    public static final int TRIES = 16;
    /** Candidates tried at most before giving up (never reached with the shipped games). */
    public static final int GIVE_UP = 60;
    /**
     * The default proof budget per search pass (the proof, the count), in the branch-and-bound's nodes: a few
     * seconds on one idle core for most candidates.
     */
    public static final long NODE_BUDGET = 100_000;

    private final Game game;
    private final long nodeBudget;

    public DailyGenerator(Game game, long nodeBudget) {
        this.game = game;
        this.nodeBudget = nodeBudget;
    }

    /** What the generator tells while it searches. */
    public interface Listener {
        Listener SILENT = evaluation -> { };

        void evaluated(Evaluation evaluation);
    }

    /**
     * The day's puzzle.
     *
     * @throws PuzzleException when no good candidate turns up (a game whose cards cannot make good puzzles)
     */
    public DailyPuzzle generate(PuzzleId id, Grade target, Listener listener) throws PuzzleException {
        Candidates candidates = new Candidates(game, id.seed());
        List<Evaluation> good = new ArrayList<>();
        for (int i = 0; i < GIVE_UP; i++) {
            String name = "daily-" + id.key();
            Candidates.Candidate candidate = candidates.next(name, id.toString(),
                    design(target, i));
            PuzzleSetup setup = PuzzleSetup.of(candidate.puzzle(), game);
            Evaluation evaluation = Evaluation.of(candidate.puzzle(), candidate.season(), setup, nodeBudget);
            listener.evaluated(evaluation);
            if (evaluation.good()) {
                if (evaluation.grade() == target) {
                    return new DailyPuzzle(id, target, evaluation, i + 1);
                }
                good.add(evaluation);
            }
            Optional<Evaluation> nearest = nearest(good, target);
            if (i + 1 >= TRIES && nearest.isPresent()) {
                return new DailyPuzzle(id, target, nearest.get(), i + 1);
            }
        }
        throw new PuzzleException("no good puzzle for " + id + " among " + GIVE_UP + " candidates");
    }

    private static Optional<Evaluation> nearest(List<Evaluation> good, Grade target) {
        Evaluation best = null;
        for (Evaluation evaluation : good) {
            if (best == null || distance(evaluation, target) < distance(best, target)) {
                best = evaluation;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Farther grades weigh more; an easier grade beats a harder one at the same distance. */
    private static int distance(Evaluation evaluation, Grade target) {
        int difference = evaluation.grade().ordinal() - target.ordinal();
        return difference < 0 ? -2 * difference : 2 * difference + 1;
    }

    /**
     * The shape of the i-th candidate for a target grade: Easy and Medium draw four explore cards, Hard and Expert
     * five (half of a real season), on a map that a real game has already partly filled; the harder grade of each
     * pair gets the emptier map (more places to weigh, rarer optima). Every second candidate is three moves
     * fuller, which keeps the proofs within the budget when the first misses.
     */
    static Candidates.Design design(Grade target, int i) {
        int cards = switch (target) {
            case EASY, MEDIUM -> 4;
            case HARD, EXPERT -> 5;
        };
        int fill = switch (target) {
            case EASY -> 14;
            case MEDIUM -> 11;
            case HARD -> 14;
            case EXPERT -> 12;
        } + (i % 2 == 0 ? 0 : 3);
        return new Candidates.Design(cards, fill, fill + 3);
    }
}
