package org.cartolab.daily;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;

/** The grade thresholds of the README, on hand-made numbers. */
class GradeTest {

    private static Measures measures(int par, int greedy, long optimalPlays, long nodes) {
        return new Measures(par, greedy, optimalPlays < 0 ? OptionalLong.empty() : OptionalLong.of(optimalPlays),
                nodes);
    }

    @Test
    void aSmallGapWithManyOptimaAndALightProofIsEasy() {
        // why: gap 20-18 = 2 < 4 -> 0 points; 12 optimal plays (>= 5) -> 0; 19,999 nodes (< 20,000) -> 0; 0 -> Easy
        assertThat(Grade.points(measures(20, 18, 12, 19_999))).isZero();
        assertThat(Grade.of(measures(20, 18, 12, 19_999))).isEqualTo(Grade.EASY);
        // why: the same with 20,000 nodes -> 1 point, still Easy (0-1)
        assertThat(Grade.of(measures(20, 18, 12, 20_000))).isEqualTo(Grade.EASY);
    }

    @Test
    void eachQuantityMovesTheGradeAtItsThreshold() {
        // why: gap 4 -> 1, 12 optimal plays (>= 5) -> 0, 20,000 nodes -> 1: 2 points -> Medium (2)
        assertThat(Grade.points(measures(24, 20, 12, 20_000))).isEqualTo(2);
        assertThat(Grade.of(measures(24, 20, 12, 20_000))).isEqualTo(Grade.MEDIUM);
        // why: 4 optimal plays -> 1 instead of 0: 3 points -> Hard (3)
        assertThat(Grade.points(measures(24, 20, 4, 49_999))).isEqualTo(3);
        assertThat(Grade.of(measures(24, 20, 4, 49_999))).isEqualTo(Grade.HARD);
        // why: 50,000 nodes -> 2 instead of 1: 4 points -> Expert (4 or more)
        assertThat(Grade.of(measures(24, 20, 4, 50_000))).isEqualTo(Grade.EXPERT);
        // why: gap 7 -> 2, one optimal play -> 2, 50,000 nodes -> 2: 6 points -> Expert
        assertThat(Grade.points(measures(27, 20, 1, 50_000))).isEqualTo(6);
        assertThat(Grade.of(measures(27, 20, 1, 50_000))).isEqualTo(Grade.EXPERT);
        // why: gap 10 -> 3, 5 plays -> 0, 100 nodes -> 0: 3 points -> Hard
        assertThat(Grade.of(measures(30, 20, 5, 100))).isEqualTo(Grade.HARD);
        // why: gap 6 -> 1 (4-6), 2 plays -> 1 (2-4), 19,999 nodes -> 0: 2 points -> Medium
        assertThat(Grade.points(measures(26, 20, 2, 19_999))).isEqualTo(2);
        assertThat(Grade.of(measures(26, 20, 2, 19_999))).isEqualTo(Grade.MEDIUM);
        // why: gap 9 -> 2 (7-9), 5 plays -> 0, 19,999 nodes -> 0: 2 points; gap 3 -> 0: 0 points -> Easy
        assertThat(Grade.points(measures(29, 20, 5, 19_999))).isEqualTo(2);
        assertThat(Grade.of(measures(23, 20, 5, 19_999))).isEqualTo(Grade.EASY);
    }

    @Test
    void anUncountedOptimumCountsAsCommon() {
        // why: a count cut off by the node budget means very many optimal plays: 0 rarity points; gap 9 -> 2,
        // 20,000 nodes -> 1: 3 points -> Hard
        assertThat(Grade.points(measures(29, 20, -1, 20_000))).isEqualTo(3);
        assertThat(Grade.of(measures(29, 20, -1, 20_000))).isEqualTo(Grade.HARD);
    }

    @Test
    void theWeekGetsHarderTowardsTheWeekend() {
        assertThat(Grade.target(DayOfWeek.MONDAY)).isEqualTo(Grade.EASY);
        assertThat(Grade.target(DayOfWeek.TUESDAY)).isEqualTo(Grade.EASY);
        assertThat(Grade.target(DayOfWeek.WEDNESDAY)).isEqualTo(Grade.MEDIUM);
        assertThat(Grade.target(DayOfWeek.THURSDAY)).isEqualTo(Grade.MEDIUM);
        assertThat(Grade.target(DayOfWeek.FRIDAY)).isEqualTo(Grade.HARD);
        assertThat(Grade.target(DayOfWeek.SATURDAY)).isEqualTo(Grade.EXPERT);
        assertThat(Grade.target(DayOfWeek.SUNDAY)).isEqualTo(Grade.EXPERT);
        // why: 2026-11-21 is a Saturday (2026-11-23 is the Monday after it)
        assertThat(Grade.target(LocalDate.of(2026, 11, 21).getDayOfWeek())).isEqualTo(Grade.EXPERT);
    }

    @Test
    void theSeedIsTheFirstEightBytesOfTheIdsSha256() {
        // why: `printf 'cartographers/season/2026-11-21' | sha256sum` begins 6c832859108e7e5d (coreutils, not
        // this code); `printf 'cartographers/season/seed-42' | sha256sum` begins cc852e9c921fa42c
        PuzzleId daily = PuzzleId.ofDate("cartographers", LocalDate.of(2026, 11, 21));
        assertThat(daily.toString()).isEqualTo("cartographers/season/2026-11-21");
        assertThat(daily.seed()).isEqualTo(0x6c832859108e7e5dL);
        assertThat(PuzzleId.ofSeed("cartographers", 42).seed()).isEqualTo(0xcc852e9c921fa42cL);
    }
}
