package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.cartolab.daily.NodeBudget;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Puzzle;
import org.cartolab.model.ScoringCard;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Policies;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.ChocoPuzzleSolver;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * No false proof on the real map: puzzles on map A (11x11) with the shipped cards — empty, or where a seeded greedy
 * game's first seasons left the map — and a seeded pair of the 16 base scoring cards. Where Choco and the plain
 * branch-and-bound both prove an optimum within a node budget (the same on every machine), the optima must be
 * equal and both plays must replay to them. At least 50 such puzzles are required, so a solver that stopped
 * proving would fail here too.
 */
class LargerPuzzlesCrossCheckTest {

    private static final Game GAME = CardLibrary.load("cartographers").game("cartographers").orElseThrow();
    private static final long NODES = 30_000;
    /**
     * The branch-and-bound counts every last move it bounds as a node (Choco counts decisions), so it gets a larger
     * budget; the budget is checked as the count passes each thousand, on every step.
     */
    private static final long PLAIN_NODES = 2_000_000;
    private static final int PUZZLES = 64;
    private static final int REQUIRED = 50;

    @Test
    void chocoAndTheBranchAndBoundProveTheSameOptimaOnMapA() throws Exception {
        int agreed = 0;
        List<String> unproven = new ArrayList<>();
        for (long seed = 1; seed <= PUZZLES; seed++) {
            PuzzleSetup setup = puzzle(seed);
            SolveResult choco = new ChocoPuzzleSolver(setup, new BudgetBound(setup)).solve(NodeBudget.of(NODES),
                    false);
            SolveResult plain = new BranchAndBound(setup, new BudgetBound(setup)).solve(NodeBudget.of(PLAIN_NODES));
            choco.best().ifPresent(best -> assertThat(Verifier.verify(setup, best)).isEqualTo(best.score()));
            plain.best().ifPresent(best -> assertThat(Verifier.verify(setup, best)).isEqualTo(best.score()));
            if (choco.proven() && plain.proven()) {
                assertThat(choco.score()).as("seed %d: %s", seed, setup.puzzle().id()).isEqualTo(plain.score());
                agreed++;
            } else {
                // Where one proves and the other does not, the unproven one may not claim more than the optimum.
                if (choco.proven()) {
                    assertThat(plain.score()).as("seed %d", seed).isLessThanOrEqualTo(choco.score());
                    assertThat(plain.bound()).isGreaterThanOrEqualTo(choco.score());
                }
                if (plain.proven()) {
                    assertThat(choco.score()).as("seed %d", seed).isLessThanOrEqualTo(plain.score());
                    assertThat(choco.bound()).isGreaterThanOrEqualTo(plain.score());
                }
                unproven.add(setup.puzzle().id());
            }
        }
        assertThat(agreed).as("puzzles both proved (not proven: %s)", unproven).isGreaterThanOrEqualTo(REQUIRED);
    }

    /**
     * Seed s: two explore cards in a seeded order, a seeded pair of scoring cards, and the map empty
     * (odd seeds) or as a greedy player left it after five or eight more cards of the deck.
     */
    private static PuzzleSetup puzzle(long seed) throws Exception {
        Random random = new Random(seed * 0x9E3779B97F4A7C15L);
        List<ExploreCard> deck = new ArrayList<>(GAME.explore().stream()
                .filter(card -> card.kind() != ExploreKind.RUINS).toList());
        java.util.Collections.shuffle(deck, random);
        int k = 2;
        List<PlayableCard> cards = new ArrayList<>(deck.subList(0, k));
        List<ScoringCard> all = GAME.scoringCards();
        int first = random.nextInt(all.size());
        int second = (first + 1 + random.nextInt(all.size() - 1)) % all.size();
        List<ScoringCard> scoring = List.of(all.get(first), all.get(second));
        List<String> start = List.of();
        int coins = 0;
        if (seed % 2 == 0) {
            // Half drawn: the greedy player's map after the next five or eight cards of the deck.
            List<PlayableCard> before = new ArrayList<>(deck.subList(k, k + (seed % 4 == 0 ? 8 : 5)));
            var sheet = GAME.maps().stream().filter(m -> m.id().equals("A")).findFirst().orElseThrow();
            var empty = org.cartolab.board.BoardText.read("map A", String.join("\n", sheet.rows()),
                    GAME.terrains(), java.util.Optional.of(sheet));
            MapState map = new GameEngine(GAME).playPuzzle("A", empty, 0, before, scoring,
                    Policies.named("greedy", seed)).maps().get(0);
            start = map.board().toRows();
            coins = map.coinsBesidesMountains();
        }
        Puzzle puzzle = new Puzzle("larger-" + seed, "", GAME.id(), "A", start, coins, cards, scoring, List.of());
        return PuzzleSetup.of(puzzle, GAME);
    }
}
