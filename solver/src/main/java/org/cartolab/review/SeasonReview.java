package org.cartolab.review;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Solution;

/**
 * One season of a reviewed game: what the player scored, and, when the season could be posed as a puzzle, the best
 * season the same cards allowed from the same map and each drawing's share of the difference.
 *
 * @param index       the season's number, from 0
 * @param scoring     the ids of the season's scoring cards, in edict order
 * @param scored      what the player's season scored (the log's season total)
 * @param notReviewed why the season could not be posed as a puzzle, or empty
 * @param setup       the season as a puzzle from its first drawing (absent when not reviewed)
 * @param played      the player's season played on {@code setup}, scoring {@code scored}
 * @param best        the best season found on {@code setup}, verified
 * @param outlook     the best found and the bound at the season's start
 * @param moves       the player's drawings in order
 */
public record SeasonReview(int index, String seasonId, String seasonName, List<String> scoring, int scored,
                           Optional<String> notReviewed, Optional<PuzzleSetup> setup, Optional<Solution> played,
                           Optional<Solution> best, Optional<Outlook> outlook, List<MoveReview> moves) {

    public SeasonReview {
        scoring = List.copyOf(scoring);
        moves = List.copyOf(moves);
    }

    static SeasonReview notReviewed(int index, String seasonId, String seasonName, List<String> scoring, int scored,
                                    String why) {
        return new SeasonReview(index, seasonId, seasonName, scoring, scored, Optional.of(why), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), List.of());
    }

    /**
     * The drawings that lost the most, at most {@code n}, most certain loss first; left out are drawings that lost
     * nothing, and those that may have lost but only for want of a bound.
     */
    public List<MoveReview> costliest(int n) {
        return moves.stream().filter(move -> move.lostAtLeast() > 0
                        || move.before().bounded() && move.lostAtMost() > 0)
                .sorted(Comparator.comparingInt(MoveReview::lostAtLeast).reversed()
                        .thenComparing(Comparator.comparingInt(MoveReview::lostAtMost).reversed())
                        .thenComparingInt(MoveReview::number))
                .limit(n).toList();
    }
}
