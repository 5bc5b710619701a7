package org.cartolab.dsl.validation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Lists that name the same thing twice: the later entries are the ones reported. */
final class Repeats {

    private Repeats() {
    }

    /** The indices of the entries equal to an earlier entry, in order. */
    static List<Integer> of(List<?> entries) {
        Set<Object> seen = new HashSet<>();
        List<Integer> repeats = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            if (!seen.add(entries.get(i))) {
                repeats.add(i);
            }
        }
        return repeats;
    }
}
