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
 * that gives up immediate points) and of the target grade. After {@link #TRIES} candidates, or once the candidates
 * together have spent the date's hunt budget in nodes ({@link #HUNT_BUDGET}) or in work ({@link #HUNT_WORK}: the
 * nodes and what the bounds did besides, reports included), the good candidate of the nearest grade is taken (the
 * easier one on a tie, then the earlier one); if none was good, fallback candidates (three cards, so cheap proofs)
 * are tried, each within the pass budget, until one is good ({@link #GIVE_UP} candidates in all). So a date's work
 * is capped in counts: the hunt budgets (passed by at most the last candidate's root report, itself capped at
 * {@link Evaluation#STOP_REPORT} times its proof's work, and a check's nodes),
 * plus on a date whose hunt found nothing good the fallback's candidates. Nothing here reads a clock, so the same
 * id and target always give the same puzzle.
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
    /**
     * The default nodes all of a date's candidates may spend hunting for its grade, both passes of each counted:
     * about 15 candidates that run out of the proof's budget, fewer of those that also count. Nodes alone do not
     * cap a date's CPU: see {@link #HUNT_WORK}.
     */
    public static final long HUNT_BUDGET = 1_500_000;
    /**
     * The default work ({@link Evaluation#work}) all of a date's candidates may spend hunting for its grade: their
     * nodes, and what their bounds did that the nodes do not show (a position's case splits, a report worked out when
     * a proof ran out of nodes). With nodes alone December 2026's costliest dates spent 710-760 million units
     * (Cartographers 12-13 31.5-34.8 s of CPU, the next ones 22 s), most dates under 400 million. With this cap
     * (and {@link Evaluation#STOP_REPORT}) the month's worst date took 20.9 s of CPU under load (12-13, cut in its
     * thirteenth candidate, its puzzle kept), the next 18.0 s; four of the 62 dates got other puzzles or counts, one
     * (Heroes 12-25) lost its wanted grade (BENCHMARKS.md "A date's work, reports counted").
     */
    public static final long HUNT_WORK = 520_000_000;
    /**
     * The fallback: three cards (the size of the dailies before four and five) on Easy's map, whose proofs take a
     * few thousand nodes. A node cap on the fallback too (four pass budgets, with four cards on a fuller map and
     * then with these) left a Heroes Saturday (2026-12-12) without a good candidate, so the fallback is capped by
     * the number of candidates only, as the generator was before the hunt budget.
     */
    static final Candidates.Design FALLBACK = new Candidates.Design(3, 14, 17);

    private final Game game;
    private final long nodeBudget;
    private final long huntBudget;
    private final long huntWork;

    public DailyGenerator(Game game, long nodeBudget) {
        this(game, nodeBudget, HUNT_BUDGET, HUNT_WORK);
    }

    /**
     * @param huntBudget the nodes a date's candidates may spend looking for its grade (see the class comment)
     * @param huntWork   the work ({@link Evaluation#work}) they may spend, reports included
     */
    public DailyGenerator(Game game, long nodeBudget, long huntBudget, long huntWork) {
        this.game = game;
        this.nodeBudget = nodeBudget;
        this.huntBudget = huntBudget;
        this.huntWork = huntWork;
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
        int tried = 0;
        long work = 0;
        for (long spent = 0; tried < TRIES && spent < huntBudget && work < huntWork; tried++) {
            Evaluation evaluation = evaluate(candidates, id, design(target, tried), huntBudget - spent,
                    huntWork - work);
            spent += evaluation.spent();
            work += evaluation.work();
            listener.evaluated(evaluation);
            if (evaluation.good()) {
                if (evaluation.grade() == target) {
                    return new DailyPuzzle(id, target, evaluation, tried + 1);
                }
                good.add(evaluation);
            }
        }
        Optional<Evaluation> nearest = nearest(good, target);
        if (nearest.isPresent()) {
            return new DailyPuzzle(id, target, nearest.get(), tried);
        }
        for (; tried < GIVE_UP; tried++) {
            Evaluation evaluation = evaluate(candidates, id, FALLBACK, Long.MAX_VALUE, Long.MAX_VALUE);
            listener.evaluated(evaluation);
            if (evaluation.good()) {
                return new DailyPuzzle(id, target, evaluation, tried + 1);
            }
        }
        throw new PuzzleException("no good puzzle for " + id + " among " + GIVE_UP + " candidates");
    }

    /**
     * The next candidate of a design, solved within the pass budget and at most {@code nodesLeft} nodes and
     * {@code workLeft} work.
     */
    private Evaluation evaluate(Candidates candidates, PuzzleId id, Candidates.Design design, long nodesLeft,
                                long workLeft) throws PuzzleException {
        Candidates.Candidate candidate = candidates.next("daily-" + id.key(), id.toString(), design);
        PuzzleSetup setup = PuzzleSetup.of(candidate.puzzle(), game);
        return Evaluation.of(candidate.puzzle(), candidate.season(), setup, nodeBudget, nodesLeft, workLeft);
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
