package org.cartolab.scoring;

import java.util.List;

/** The points of one score term and, when explained, the cells that earned them. */
public record TermScore(String text, int points, List<Highlight> highlights) {

    public TermScore {
        highlights = List.copyOf(highlights);
    }
}
