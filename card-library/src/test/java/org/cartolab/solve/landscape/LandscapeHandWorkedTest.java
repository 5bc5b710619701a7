package org.cartolab.solve.landscape;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.model.LandscapeGame;
import org.cartolab.model.LandscapePuzzle;
import org.junit.jupiter.api.Test;

/** Puzzles whose optimum was worked out by hand from the stand-in faces (cards.carto) and RULES.md 3.7-3.8. */
class LandscapeHandWorkedTest {

    private static LandscapePuzzle puzzle(String shared, String... cards) {
        LandscapeGame game = RandomPuzzles.game();
        return new LandscapePuzzle("hand-worked", "Hand-worked", game, game.card(shared).orElseThrow(),
                List.of(cards).stream().map(id -> game.card(id).orElseThrow()).toList());
    }

    /**
     * Shared Wilderness (1 per river, crystal, wolf, deer); lay Tranquillity, then Mighty River.
     * Tranquillity a = "V M #" / "F . #", b = "V V M" / "F F M"; Mighty River a = "~ew ~ew ~ew" / "# # F",
     * b = "F ~ns M" / "V ~ns D".
     * <ul>
     * <li>b + b: no own condition, so the shared one scores 0: total 0.</li>
     * <li>a + b: own Tranquillity. The second card must overlap a cell of the first that is not a condition;
     * the overlap is a rectangle inside the first card's left two columns, and the only one holding no V, M or F
     * would be the single '.' cell, which is no corner, so at least one of V, M, F is covered: Tranquillity at most
     * 2 + 3 (F, M, V of the top card) = 5; Wilderness 3 (two rivers and the deer): 5 + 3 - 10 = -2.</li>
     * <li>a + a: own Tranquillity (at most 2 + the F = 3) and Mighty River (the three joined rivers on top: 4 x 3
     * = 12); Wilderness 3: 3 + 12 + 3 - 20 = -2.</li>
     * <li>b + a: own Mighty River 12 (Tranquillity's b face has no river to lengthen the chain); Wilderness the 3
     * rivers (b has no river, crystal, wolf or deer): 12 + 3 - 10 = <b>5</b>, wherever the second card lies.</li>
     * </ul>
     */
    @Test
    void tranquillityThenMightyRiverWithSharedWildernessScoresFive() {
        LandscapePuzzle puzzle = puzzle("wilderness", "tranquillity", "mighty-river");
        LandscapeSolveResult result = new ChocoLandscapeSolver(puzzle).solve(null);
        assertThat(result.proven()).isTrue();
        assertThat(result.score()).isEqualTo(5);
        assertThat(result.best().layout().get(0).face().id()).isEqualTo("b");
        assertThat(result.best().layout().get(1).face().id()).isEqualTo("a");
        assertThat(new ExhaustiveLandscapeSolver(puzzle).solve().score()).isEqualTo(5);
    }

    /**
     * Shared Land of Plenty (the least of the other conditions); lay Forest Spirit alone. Face a = "F D F" /
     * "# # F": the deer's 8 neighbours hold three forests, so Forest Spirit scores 8 and Land of Plenty the least
     * of the others, 8: 8 + 8 - 10 = <b>6</b>. Face b has no condition: 0.
     */
    @Test
    void forestSpiritAloneWithSharedLandOfPlentyScoresSix() {
        LandscapePuzzle puzzle = puzzle("land-of-plenty", "forest-spirit");
        LandscapeSolveResult result = new ChocoLandscapeSolver(puzzle).solve(null);
        assertThat(result.proven()).isTrue();
        assertThat(result.score()).isEqualTo(6);
        assertThat(result.best().layout().get(0).face().id()).isEqualTo("a");
    }
}
