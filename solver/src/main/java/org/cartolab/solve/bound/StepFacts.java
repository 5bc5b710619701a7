package org.cartolab.solve.bound;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.cartolab.model.Terrain;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Step;

/**
 * What each step of a puzzle can draw, as the bound's arithmetic counts it: per step (indexed as the puzzle's
 * steps) the terrain indices it can draw, the most cells, whether it can earn a coin shape's coin and with how many
 * cells at most, whether it may draw a split shape (several pieces at once), and the fewest cells of its shapes
 * ({@code leastCells}: 1 where a step after ruins or an ambush may draw a single cell whatever fits, since only
 * an explore step's own fallback is told apart by {@link Position#leastPiece}). Fixed for the puzzle.
 */
record StepFacts(boolean[][] terrains, int[] cells, boolean[] coin, int[] coinCells, boolean[] split,
                 int[] leastCells) {

    static StepFacts of(PuzzleSetup setup) {
        List<Step> steps = setup.steps();
        List<Terrain> terrainList = setup.start().terrains();
        boolean anyFallback = setup.engine().options().oneCellFallback().equals("any");
        boolean[][] terrains = new boolean[steps.size()][terrainList.size()];
        int[] cells = new int[steps.size()];
        boolean[] coin = new boolean[steps.size()];
        int[] coinCells = new int[steps.size()];
        boolean[] split = new boolean[steps.size()];
        int[] leastCells = new int[steps.size()];
        for (Step step : steps) {
            Set<Terrain> drawn = new LinkedHashSet<>();
            if (step.isAmbush()) {
                drawn.add(step.ambush().fill());
                leastCells[step.index()] = 1;
            } else {
                drawn.addAll(step.explore().terrains());
                if (anyFallback || step.afterRuins()) {
                    drawn.addAll(setup.engine().anyTerrains());
                }
                coin[step.index()] = step.explore().shapes().stream().anyMatch(option -> option.coin());
                coinCells[step.index()] = step.explore().shapes().stream().filter(option -> option.coin())
                        .mapToInt(option -> option.shape().cells().size()).max().orElse(0);
                leastCells[step.index()] = step.afterRuins() ? 1 : step.explore().shapes().stream()
                        .mapToInt(option -> option.shape().cells().size()).min().orElse(1);
            }
            for (Terrain terrain : drawn) {
                int t = terrainList.indexOf(terrain);
                if (t >= 0) {
                    terrains[step.index()][t] = true;
                }
            }
            cells[step.index()] = step.maxCells();
            split[step.index()] = !step.drawsOnePiece();
        }
        return new StepFacts(terrains, cells, coin, coinCells, split, leastCells);
    }
}
