package org.cartolab.dsl.compile;

import java.util.List;
import java.util.Optional;

/** The problems found while loading .carto files, and the compiled workspace if none of them is an error. */
public record LoadResult(List<Problem> problems, Optional<Workspace> workspace) {

    public LoadResult {
        problems = List.copyOf(problems);
    }

    public boolean hasErrors() {
        return problems.stream().anyMatch(Problem::isError);
    }
}
