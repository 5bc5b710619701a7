package org.cartolab.workbench.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.CardLibrary;
import org.cartolab.solve.SolveResult;
import org.junit.jupiter.api.Test;

class PuzzleSolveTest {

    static Workspace lastRow() throws Exception {
        String text = Files.readString(Path.of("../samples/designer/last-row-puzzle.carto"));
        return CardLibrary.loader().load(List.of(new SourceFile("last-row-puzzle.carto", text))).workspace()
                .orElseThrow();
    }

    @Test
    void theLastRowPuzzleIsSolvedToItsProvenOptimum() throws Exception {
        Workspace workspace = lastRow();
        PuzzleSolve solve = new PuzzleSolve(workspace.puzzle("last-row").orElseThrow(), workspace);
        List<PuzzleSolve.Progress> reports = new ArrayList<>();

        SolveResult result = solve.solve(() -> false, reports::add);

        // why (the sample's comment): only the flat line of three at column 1 or 5 and then the line of four fill
        // the top row and so the map: Borderlands 6 x (11 rows + 11 columns) = 132; coins: the 4 mountains already
        // surrounded, the mountain at row 2, column 4 once the top row is filled, and the Great River's coin = 6.
        assertThat(result.proven()).isTrue();
        assertThat(result.score()).isEqualTo(138);
        assertThat(result.gap()).isZero();
        // why: before any step, rows 2-11 are full (60) and so are columns 8-11, whose top space is drawn (24);
        // 4 coins: 88.
        assertThat(solve.startScore()).isEqualTo(88);
    }

    @Test
    void theOptimalPlayIsWalkedStepByStep() throws Exception {
        Workspace workspace = lastRow();
        PuzzleSolve solve = new PuzzleSolve(workspace.puzzle("last-row").orElseThrow(), workspace);
        solve.solve(() -> false, progress -> { });

        assertThat(solve.stepCount()).isEqualTo(2);
        assertThat(solve.step(1).step().card().id()).isEqualTo("great-river");
        assertThat(solve.step(2).step().card().id()).isEqualTo("fishing-village");
        // After the first step three of the top row's seven empty spaces are drawn; after the second, none is left.
        long[] topRow = solve.mapAfter(0).grid().rows().get(0);
        assertThat(Bits.count(Bits.and(solve.mapAfter(1).filled(), topRow))).isEqualTo(4 + 3);
        assertThat(solve.mapAfter(2).isFull()).isTrue();
        assertThat(solve.step(2).scoreAfter()).isEqualTo(138);
    }

    @Test
    void aPuzzleOfTwoSeasonsShowsWhatEachSeasonScored() throws Exception {
        String text = Files.readString(Path.of("../samples/puzzles/two-seasons.carto"));
        Workspace workspace = CardLibrary.loader().load(List.of(new SourceFile("two-seasons.carto", text)))
                .workspace().orElseThrow();
        PuzzleSolve solve = new PuzzleSolve(workspace.puzzle("two-seasons").orElseThrow(), workspace);
        assertThat(solve.seasonScores()).as("before a solve").isEmpty();

        SolveResult result = solve.solve(() -> false, progress -> { });

        // why (the sample's comment): every optimal play scores 1 forest on the edge in spring and 3 points in
        // summer, each season with the 5 coins of the surrounded mountains: 6 + 8 = 14.
        assertThat(result.score()).isEqualTo(14);
        assertThat(solve.seasonScores()).isEqualTo("Spring 6, Summer 8");
    }
}
