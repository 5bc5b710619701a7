package org.cartolab.publish;

import java.util.List;
import java.util.stream.Collectors;

/** A puzzle or solution file that cannot be read; every problem carries its line and column. */
public final class PuzzleFileException extends Exception {

    private final List<FileProblem> problems;

    public PuzzleFileException(List<FileProblem> problems) {
        super(problems.stream().map(FileProblem::format).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    public List<FileProblem> problems() {
        return problems;
    }
}
