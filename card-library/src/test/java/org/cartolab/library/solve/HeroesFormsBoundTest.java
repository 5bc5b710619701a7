package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.library.solve.BoundValidityTest.checkAlongARandomLine;
import static org.cartolab.library.solve.BoundValidityTest.onBoard;

import java.util.List;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * The bounds of the Heroes forms that used to count every item (or every empty cell): a count of neighbours inside
 * a cell's condition (Ulem's Wallow), clusters of empty cells by size (Starlit Sigil), two counts of a line that
 * must be equal (Jorekburg), what one cluster reaches (Outer Enclave, Caravansary) and cells that need a cluster
 * next to them (Clawsgrave Peaks); each on random lines through seeded small puzzles against the exhaustive search,
 * with the cards and with variants a designer may write, and on hand-worked boards.
 */
class HeroesFormsBoundTest {

    private static final Game HEROES = CardLibrary.load("cartographers-heroes").game("cartographers-heroes")
            .orElseThrow();

    /** The same forms as a designer may vary them: other sets, other sizes, other counts. */
    private static final String VARIANTS = """
            uses cartographers

            scoring forest-by-waters "Forest by waters" solo 0
                score 3 per cell c of forest where count(cell p of water where p touches c) > 1

            scoring crowded-villages "Crowded villages" solo 0
                score 2 per cell c of village where count(cell p of farm | water where c touches p) >= 3

            scoring small-holes "Small holes" solo 0
                score 4 per cluster k of empty where size(k) <= 2

            scoring middle-holes "Middle holes" solo 0
                score 3 per cluster k of empty where size(k) >= 2 and size(k) < 4

            scoring balanced-rows "Balanced rows" solo 0
                score 2 per row r where count(cell c of forest where c in r) = count(cell d of village where d in r)

            scoring balanced-columns "Balanced columns" solo 0
                score 3 per column k where count(cell c of forest where c in k) = count(cell d of village where d in k) and k has village

            scoring forest-reach "Forest reach" solo 0
                score max(cluster k of forest: count(cell c of empty where c touches k) + count(column j where j has k) + 1)

            scoring watched-peaks "Watched peaks" solo 0
                score 3 per cell m of mountain where some cluster k of forest where k touches m
            """;

    @Test
    void boundOfTheHeroesCardsIsNeverBelowTheBestReachableScore() {
        for (long seed = 12000; seed < 12040; seed++) {
            for (String card : List.of("ulems-wallow", "starlit-sigil", "jorekburg", "clawsgrave-peaks",
                    "outer-enclave", "caravansary")) {
                checkAlongARandomLine(seed, SmallPuzzles.generate(seed, HEROES.scoringCard(card).orElseThrow()));
            }
        }
    }

    @Test
    void boundOfTheVariantsIsNeverBelowTheBestReachableScore() {
        LoadResult result = CardLibrary.loader().load(List.of(new SourceFile("variants.carto", VARIANTS)));
        assertThat(result.problems()).isEmpty();
        Workspace variants = result.workspace().orElseThrow();
        for (long seed = 13000; seed < 13030; seed++) {
            for (String card : List.of("forest-by-waters", "crowded-villages", "small-holes", "middle-holes",
                    "balanced-rows", "balanced-columns", "forest-reach", "watched-peaks")) {
                checkAlongARandomLine(seed, SmallPuzzles.generate(seed, variants.scoringCard(card).orElseThrow()));
            }
        }
    }

    /**
     * Hand-worked: Ulem's Wallow (4 per water cell next to two farm cells) with the water cell lacking both farm
     * neighbours and one Rift Lands cell to come: it cannot count, 0. A farm cell on one of its three empty
     * neighbours is half of what it lacks, 4 / 2: the bound is 2 (no empty cell has two neighbours that are or
     * can become farm, so no new water cell can count). Counting every water cell that could be, it was 4 * 5.
     * <pre>
     * .W.
     * F.F
     * </pre>
     */
    @Test
    void aWaterCellLackingTwoFarmsIsWorthHalfPerFarm() throws Exception {
        PuzzleSetup setup = onBoard(List.of(".W.", "F.F"), "rift-lands", "ulems-wallow");
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(0);
        assertThat(new BudgetBound(setup).upper(setup.startMap(), 0)).isEqualTo(2);
    }

    /**
     * Hand-worked: Starlit Sigil (4 per region of exactly three empty cells) on a row of seven empty cells above a
     * forest row, one Rift Lands cell to come: drawn on the fourth cell it leaves two closed runs of three, 8. Seven
     * empty cells less the one drawn hold at most two regions of three: the bound is 8 (every empty cell, before).
     * <pre>
     * .......
     * FFFFFFF
     * </pre>
     */
    @Test
    void oneCellCutsARowOfSevenIntoTwoRegionsOfThree() throws Exception {
        PuzzleSetup setup = onBoard(List.of(".......", "FFFFFFF"), "rift-lands", "starlit-sigil");
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(8);
        assertThat(new BudgetBound(setup).upper(setup.startMap(), 0)).isEqualTo(8);
    }

    /**
     * Hand-worked: Starlit Sigil on an empty 3x3 map, one Rift Lands cell to come: one cell leaves eight connected
     * cells, 0. A new region of three needs every side it turns to a cell empty now to face a drawn cell: at least
     * two here (a corner cell with its two fewest neighbours within two steps: 2 + 2 + 2 open sides, less 4 for the
     * two inner adjacencies), and one cell has four sides, so the cells' sides allow one region, not the two that
     * eight cells would hold: the bound is 4.
     */
    @Test
    void oneCellHasTheSidesOfOneRegionOnly() throws Exception {
        PuzzleSetup setup = onBoard(List.of("...", "...", "..."), "rift-lands", "starlit-sigil");
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(0);
        assertThat(new BudgetBound(setup).upper(setup.startMap(), 0)).isEqualTo(4);
    }

    /**
     * Hand-worked: Jorekburg (4 per column with farm and as many farm as water cells) with one farm cell in column
     * A and one Rift Lands cell: water under it, 4. Column A needs one water cell and column B a farm and a water
     * cell, so one cell adds one column at most: the bound is 4 (every column, before: 8).
     * <pre>
     * P.
     * ..
     * </pre>
     */
    @Test
    void oneWaterCellBalancesOneColumn() throws Exception {
        PuzzleSetup setup = onBoard(List.of("P.", ".."), "rift-lands", "jorekburg");
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(4);
        assertThat(new BudgetBound(setup).upper(setup.startMap(), 0)).isEqualTo(4);
    }

    /**
     * Hand-worked: Jorekburg on an empty 2x2 map with one Rift Lands cell: a column scores only with a farm and a
     * water cell, two cells, so nothing scores, and the bound is 0 ("has farm" alone would say one farm cell: 4).
     */
    @Test
    void aColumnNeedsAFarmAndAWaterCell() throws Exception {
        PuzzleSetup setup = onBoard(List.of("..", ".."), "rift-lands", "jorekburg");
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(0);
        assertThat(new BudgetBound(setup).upper(setup.startMap(), 0)).isEqualTo(0);
    }

    /**
     * Hand-worked: Outer Enclave (the empty cells next to the best village cluster) with one village cell in a
     * corner of a 3x3 map and one Rift Lands cell: village next to it touches 3 empty cells, a new village cluster
     * in the middle 4, the best. The village touches two empty cells now (B1, A2); one more village cell touches at
     * most three empty cells the village does not touch yet (on B3: A3, C3 and B2): the bound is 5 (every empty
     * cell, before: 8). It is not the best because the bound adds what any drawn cell reaches to what the village
     * reaches now, whether or not they end in one cluster.
     * <pre>
     * V..
     * ...
     * ...
     * </pre>
     */
    @Test
    void oneVillageCellReachesThreeMoreEmptyCells() throws Exception {
        PuzzleSetup setup = onBoard(List.of("V..", "...", "..."), "rift-lands", "outer-enclave");
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(4);
        assertThat(new BudgetBound(setup).upper(setup.startMap(), 0)).isEqualTo(5);
    }

    /**
     * Hand-worked: Caravansary (the rows plus columns of the best village cluster) on the same board: village next
     * to the corner, one row and two columns, 3. The village has one row and one column now, a cell adds one of
     * each at most: the bound is 4 (all rows and columns, before: 6).
     */
    @Test
    void oneVillageCellAddsOneRowAndOneColumnAtMost() throws Exception {
        PuzzleSetup setup = onBoard(List.of("V..", "...", "..."), "rift-lands", "caravansary");
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(3);
        assertThat(new BudgetBound(setup).upper(setup.startMap(), 0)).isEqualTo(4);
    }

    /**
     * Hand-worked: Clawsgrave Peaks (5 per mountain a water cluster links to farm) with a mountain whose only empty
     * neighbour is B1, and Farmland to come (farm only): no water can ever touch the mountain, so it cannot count.
     * The two-cell coin shape on B1 and B2 surrounds the mountain: 2 coins, the best. Before, a mountain with an
     * empty neighbour within the budget was 5 of slack whatever the steps could draw: at least 7.
     * <pre>
     * M.
     * F.
     * </pre>
     */
    @Test
    void aMountainNoWaterCanReachDoesNotCount() throws Exception {
        PuzzleSetup setup = onBoard(List.of("M.", "F."), "farmland", "clawsgrave-peaks");
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(2);
        assertThat(new BudgetBound(setup).upper(setup.startMap(), 0)).isBetween(2, 6);
    }
}
