package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

import org.cartolab.model.Game;
import org.cartolab.model.Puzzle;
import org.cartolab.model.ScoringCard;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * The rules, the scores and the bound depend on the model's values only: a game rebuilt with every record, list,
 * set and optional a fresh equal instance (as a hand-made model or another loader may give; the compiler and the
 * library images happen to share one Terrain, one terrain group's list, ...) plays, scores and is bounded exactly
 * as the compiled one.
 */
class EqualModelsTest {

    /** The hand-worked board of {@link BoundValidityTest}: The Cauldrons, Great River, best 7. */
    @Test
    void sixSurroundedCellsAreBoundedAlikeOnAnEqualGameBuiltApart() throws Exception {
        Game game = SmallPuzzles.CARTOGRAPHERS;
        PuzzleSetup compiled = surrounded(game);
        PuzzleSetup apart = surrounded((Game) rebuilt(game));
        assertThat(apart.game()).isEqualTo(compiled.game());
        assertThat(apart.game().terrains().get(0)).isNotSameAs(game.terrains().get(0));
        int bound = new BudgetBound(apart).upper(apart.startMap(), 0);
        assertThat(bound).isEqualTo(new BudgetBound(compiled).upper(compiled.startMap(), 0));
        assertThat(Exhaustive.best(apart, apart.startMap(), 0)).isEqualTo(7);
        assertThat(bound).isGreaterThanOrEqualTo(7);
        playAlike(compiled, apart, 1);
    }

    /** Every scoring card of the game, in a few seeded small puzzles, played along the same random line. */
    @Test
    void everyCardPlaysScoresAndIsBoundedAlikeOnAnEqualPuzzleBuiltApart() throws Exception {
        List<ScoringCard> cards = SmallPuzzles.CARTOGRAPHERS.decks().stream()
                .flatMap(deck -> deck.cards().stream()).toList();
        for (ScoringCard card : cards) {
            for (long seed = 100; seed < 104; seed++) {
                PuzzleSetup compiled = SmallPuzzles.generate(seed, card);
                PuzzleSetup apart = PuzzleSetup.of((Puzzle) rebuilt(compiled.puzzle()),
                        (Game) rebuilt(compiled.game()));
                playAlike(compiled, apart, seed);
            }
        }
    }

    private static PuzzleSetup surrounded(Game game) throws PuzzleException {
        return PuzzleSetup.onBoard("surrounded", game, List.of("FFFFF", "F.F.F", ".....", "F.F.F", "FFFFF"), 0,
                List.of(game.explore().stream().filter(card -> card.id().equals("great-river")).findFirst()
                        .orElseThrow()),
                List.of(game.scoringCard("the-cauldrons").orElseThrow()));
    }

    /** The same moves, scores and bounds at every step of one random line through both setups. */
    private static void playAlike(PuzzleSetup compiled, PuzzleSetup apart, long seed) {
        BudgetBound compiledBound = new BudgetBound(compiled);
        BudgetBound apartBound = new BudgetBound(apart);
        MapState compiledMap = compiled.startMap();
        MapState apartMap = apart.startMap();
        Random random = new Random(seed);
        String puzzle = compiled.puzzle().id();
        for (int step = 0; step <= compiled.steps().size(); step++) {
            assertThat(apartBound.upper(apartMap, step)).as("%s: bound before step %d", puzzle, step)
                    .isEqualTo(compiledBound.upper(compiledMap, step));
            assertThat(apart.score(apartMap)).as("%s: score before step %d", puzzle, step)
                    .isEqualTo(compiled.score(compiledMap));
            if (step == compiled.steps().size()) {
                break;
            }
            List<Move> compiledMoves = compiled.legal(compiledMap, compiled.steps().get(step));
            List<Move> apartMoves = apart.legal(apartMap, apart.steps().get(step));
            assertThat(apartMoves).as("%s: moves of step %d", puzzle, step).hasSameSizeAs(compiledMoves);
            for (int m = 0; m < compiledMoves.size(); m++) {
                assertThat(apartMoves.get(m).terrain()).isEqualTo(compiledMoves.get(m).terrain());
                assertThat(Arrays.equals(apartMoves.get(m).cells(), compiledMoves.get(m).cells())).isTrue();
            }
            if (!compiledMoves.isEmpty()) {
                int chosen = random.nextInt(compiledMoves.size());
                compiled.apply(compiledMap, compiled.steps().get(step), compiledMoves.get(chosen));
                apart.apply(apartMap, apart.steps().get(step), apartMoves.get(chosen));
            }
        }
    }

    /** An equal model graph sharing no record, list, set or optional with the given one, nor within itself. */
    private static Object rebuilt(Object value) throws ReflectiveOperationException {
        if (value instanceof List<?> list) {
            List<Object> items = new ArrayList<>();
            for (Object item : list) {
                items.add(rebuilt(item));
            }
            return items;
        }
        if (value instanceof Set<?> set) {
            Set<Object> items = new LinkedHashSet<>();
            for (Object item : set) {
                items.add(rebuilt(item));
            }
            return items;
        }
        if (value instanceof Optional<?> optional) {
            return optional.isPresent() ? Optional.of(rebuilt(optional.get())) : Optional.empty();
        }
        if (value == null || !value.getClass().isRecord()) {
            return value;
        }
        RecordComponent[] components = value.getClass().getRecordComponents();
        Object[] arguments = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            components[i].getAccessor().setAccessible(true);
            arguments[i] = rebuilt(components[i].getAccessor().invoke(value));
            types[i] = components[i].getType();
        }
        Constructor<?> canonical = value.getClass().getDeclaredConstructor(types);
        canonical.setAccessible(true);
        return canonical.newInstance(arguments);
    }
}
