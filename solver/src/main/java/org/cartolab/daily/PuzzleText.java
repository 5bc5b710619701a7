package org.cartolab.daily;

import java.util.List;
import java.util.stream.Collectors;

import org.cartolab.model.PlayableCard;
import org.cartolab.model.Puzzle;
import org.cartolab.model.RuleOption;
import org.cartolab.model.ScoringCard;

/**
 * A puzzle in the Carto language, as {@code puzzle.carto}: a file that {@code uses} the shipped game and declares
 * the one puzzle, so that {@code carto solve} and {@code carto check} can load it.
 */
public final class PuzzleText {

    private PuzzleText() {
    }

    /** @param comment lines written as {@code //} comments on top (the id, the par) */
    public static String write(Puzzle puzzle, List<String> comment) {
        StringBuilder text = new StringBuilder();
        comment.forEach(line -> text.append("// ").append(line).append('\n'));
        text.append("uses ").append(puzzle.game()).append("\n\n");
        text.append("puzzle ").append(puzzle.id()).append(" \"").append(puzzle.title()).append("\" {\n");
        text.append("    game ").append(puzzle.game()).append('\n');
        text.append("    map ").append(puzzle.map()).append('\n');
        if (!puzzle.start().isEmpty()) {
            text.append("    start {\n");
            puzzle.start().forEach(row -> text.append("        \"").append(row).append("\"\n"));
            text.append("    }\n");
        }
        if (puzzle.coins() != 0) {
            text.append("    coins ").append(puzzle.coins()).append('\n');
        }
        text.append("    cards ").append(puzzle.cards().stream().map(PlayableCard::id)
                .collect(Collectors.joining(", "))).append('\n');
        text.append("    scoring ").append(puzzle.scoring().stream().map(ScoringCard::id)
                .collect(Collectors.joining(", "))).append('\n');
        for (RuleOption option : puzzle.options()) {
            text.append("    option ").append(option.id()).append(" = ").append(option.value()).append('\n');
        }
        text.append("}\n");
        return text.toString();
    }
}
