package org.cartolab.solve.landscape;

import java.util.List;
import java.util.Optional;

import org.cartolab.board.BoardFormatException;
import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapeFile;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.LandscapeText;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.solve.VerificationException;

/**
 * Checks a layout independently of the search that found it: it must lay the puzzle's cards in order, each
 * accepted by {@link Landscape#place}; the scorer scores the landscape from scratch; and its landscape file, read
 * back as {@code carto score} reads it, must score the same. Any difference throws.
 */
public final class LandscapeVerifier {

    private LandscapeVerifier() {
    }

    /** @return the verified score */
    public static int verify(LandscapePuzzle puzzle, LandscapeSolution solution) {
        List<PlacedCard> layout = solution.layout();
        if (layout.size() != puzzle.cards().size()) {
            throw new VerificationException("the layout lays " + layout.size() + " cards but the puzzle '"
                    + puzzle.id() + "' has " + puzzle.cards().size());
        }
        Landscape landscape = Landscape.empty(puzzle.game());
        for (int i = 0; i < layout.size(); i++) {
            PlacedCard placed = layout.get(i);
            if (!placed.card().id().equals(puzzle.cards().get(i).id())) {
                throw new VerificationException("card " + (i + 1) + " of the layout is '" + placed.card().id()
                        + "' but the puzzle deals '" + puzzle.cards().get(i).id() + "'");
            }
            int number = i + 1;
            landscape.problem(placed).ifPresent(problem -> {
                throw new VerificationException("card " + number + " of the layout cannot be laid: " + problem);
            });
            landscape = landscape.place(placed);
        }
        LandscapeScorer scorer = new LandscapeScorer(puzzle.game());
        int fresh = scorer.score(landscape, Optional.of(puzzle.sharedCondition()), false).total();
        int reread = reread(puzzle, solution, scorer);
        if (fresh != solution.score() || reread != solution.score()) {
            throw new VerificationException("the layout claims " + solution.score() + " points; the scorer gives "
                    + fresh + " and its landscape file, read back, " + reread);
        }
        return fresh;
    }

    private static int reread(LandscapePuzzle puzzle, LandscapeSolution solution, LandscapeScorer scorer) {
        String text = LayoutText.write(puzzle, solution.layout(), solution.score());
        try {
            LandscapeFile file = LandscapeText.read(puzzle.id() + ".landscape", text, puzzle.game());
            return scorer.score(file.landscape(), file.shared(), false).total();
        } catch (BoardFormatException e) {
            throw new VerificationException("the layout's landscape file does not read back: " + e.getMessage());
        }
    }
}
