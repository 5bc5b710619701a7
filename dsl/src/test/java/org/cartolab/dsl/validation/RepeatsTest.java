package org.cartolab.dsl.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

class RepeatsTest {

    @Test
    void everyLaterEqualEntryIsARepeatTheFirstIsNot() {
        // why: a b a c b a — index 2 repeats 0, 4 repeats 1, 5 repeats 0 and 2; 0, 1 and 3 are first of their kind.
        assertThat(Repeats.of(List.of("a", "b", "a", "c", "b", "a"))).containsExactly(2, 4, 5);
    }

    @Test
    void aListOfDistinctEntriesHasNoRepeats() {
        assertThat(Repeats.of(List.of("a", "b", "c"))).isEmpty();
    }

    @Test
    void aMissingNameRepeatsAnEarlierMissingName() {
        // why: names of syntax-broken entries are null; a second null is equal to the first, as a HashSet sees it.
        assertThat(Repeats.of(Arrays.asList(null, "a", null))).containsExactly(2);
    }
}
