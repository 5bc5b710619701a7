package org.cartolab.workbench.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class DebouncerTest {

    /** A scheduler whose time passes only when the test says so. */
    private static final class ManualScheduler implements Debouncer.Scheduler {
        final List<Runnable> pending = new ArrayList<>();

        @Override
        public Runnable schedule(Runnable action, Duration delay) {
            pending.add(action);
            return () -> pending.remove(action);
        }

        void elapse() {
            List<Runnable> due = new ArrayList<>(pending);
            pending.clear();
            due.forEach(Runnable::run);
        }
    }

    @Test
    void aBurstOfChangesRunsTheActionOnceAfterThePause() {
        ManualScheduler scheduler = new ManualScheduler();
        int[] runs = {0};
        Debouncer debouncer = new Debouncer(scheduler, Duration.ofMillis(400), () -> runs[0]++);

        debouncer.touch();
        debouncer.touch();
        debouncer.touch();
        scheduler.elapse();

        assertThat(runs[0]).isEqualTo(1);
    }

    @Test
    void changesAfterThePauseRunTheActionAgain() {
        ManualScheduler scheduler = new ManualScheduler();
        int[] runs = {0};
        Debouncer debouncer = new Debouncer(scheduler, Duration.ofMillis(400), () -> runs[0]++);

        debouncer.touch();
        scheduler.elapse();
        debouncer.touch();
        scheduler.elapse();

        assertThat(runs[0]).isEqualTo(2);
    }

    @Test
    void nothingRunsBeforeThePause() {
        ManualScheduler scheduler = new ManualScheduler();
        int[] runs = {0};
        new Debouncer(scheduler, Duration.ofMillis(400), () -> runs[0]++).touch();
        assertThat(runs[0]).isZero();
        assertThat(scheduler.pending).hasSize(1);
    }
}
