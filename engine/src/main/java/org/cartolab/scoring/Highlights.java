package org.cartolab.scoring;

import java.util.ArrayList;
import java.util.List;

/** Collects the regions that earned points while one score term is evaluated. */
final class Highlights {

    private final List<Highlight> list = new ArrayList<>();

    void add(long[] cells, int points) {
        list.add(new Highlight(cells.clone(), points));
    }

    List<Highlight> toList() {
        return List.copyOf(list);
    }
}
