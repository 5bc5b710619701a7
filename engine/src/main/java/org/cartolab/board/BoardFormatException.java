package org.cartolab.board;

import java.util.List;

/** A board text that cannot be read; every problem carries its line and column. */
public final class BoardFormatException extends Exception {

    private final List<BoardProblem> problems;

    public BoardFormatException(List<BoardProblem> problems) {
        super(problems.isEmpty() ? "bad board" : problems.get(0).format());
        this.problems = List.copyOf(problems);
    }

    public List<BoardProblem> problems() {
        return problems;
    }
}
