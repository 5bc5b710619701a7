package org.cartolab.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.cartolab.model.Game;
import org.cartolab.model.Puzzle;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PlayedStep;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Solution;
import org.cartolab.solve.Step;
import org.cartolab.solve.Verifier;
import org.junit.jupiter.api.Test;

/**
 * The page's game against the solver's own setup and verifier: random legal plays drawn through the page's API
 * are accepted, score what the verifier scores, and come back whole after undo and redo; illegal drawings are
 * refused with the rule they break.
 */
class PageGameTest {

    private static final String SCHEMA = "cartolab-solution/1";

    @Test
    void randomPlaysThroughThePageScoreWhatTheVerifierScores() throws PuzzleException {
        for (String name : List.of("cartographers", "cartographers-heroes")) {
            Game game = TestPuzzles.game(name);
            for (long seed = 0; seed < 40; seed++) {
                Puzzle puzzle = TestPuzzles.puzzle(game, seed, 4 + (int) (seed % 4));
                PageGame page = PageGame.open(ModelWriter.page(puzzle, game));
                PuzzleSetup setup = PuzzleSetup.of(puzzle, game);
                Random random = new Random(seed);
                MapState map = setup.startMap();
                List<PlayedStep> played = new ArrayList<>();
                for (Step step : setup.steps()) {
                    List<Move> legal = setup.legal(map, step);
                    Move move = legal.isEmpty() ? null : legal.get(random.nextInt(legal.size()));
                    if (move != null) {
                        if (!step.isAmbush()) {
                            assertThat(page.play(move.terrain().id(), move.shape(),
                                    move.placement().orientation().index(), move.placement().row(),
                                    move.placement().col())).as(name + " seed " + seed).isEmpty();
                        }
                        setup.apply(map, step, move);
                    }
                    played.add(new PlayedStep(step, move, setup.score(map)));
                }
                int verified = Verifier.verify(setup, new Solution(played, setup.score(map)));
                Map<String, Object> state = state(page);
                assertThat(state.get("next")).isEqualTo(-1L);
                assertThat(state.get("total")).as(name + " seed " + seed).isEqualTo((long) verified);
                assertThat(state.get("rows")).isEqualTo(map.board().toRows());

                // Undo everything, then redo everything: the same game.
                String before = page.state();
                int undone = 0;
                while (page.undo()) {
                    undone++;
                }
                // why: back at the start, where only the ambushes before the first explore card are drawn.
                assertThat(page.state()).isEqualTo(PageGame.open(ModelWriter.page(puzzle, game)).state()
                        .replace("\"canRedo\":false", "\"canRedo\":true"));
                for (int i = 0; i < undone; i++) {
                    assertThat(page.redo()).isTrue();
                }
                assertThat(page.state()).isEqualTo(before);
            }
        }
    }

    @Test
    void theExportIsTheSolutionFileOfThePlay() throws PuzzleException {
        Game game = TestPuzzles.game("cartographers");
        Puzzle puzzle = TestPuzzles.puzzle(game, 3, 4);
        PageGame page = PageGame.open(ModelWriter.page(puzzle, game));
        PuzzleSetup setup = page.setup();
        MapState map = setup.startMap();
        Move first = setup.legal(map, setup.steps().get(0)).get(0);
        page.play(first.terrain().id(), first.shape(), first.placement().orientation().index(),
                first.placement().row(), first.placement().col());
        @SuppressWarnings("unchecked")
        Map<String, Object> file = (Map<String, Object>) Json.parse(page.export(SCHEMA, "daily-x"));
        assertThat(file.get("schema")).isEqualTo(SCHEMA);
        assertThat(file.get("puzzle")).isEqualTo("daily-x");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> moves = (List<Map<String, Object>>) file.get("moves");
        assertThat(moves.get(0).get("cardId")).isEqualTo(puzzle.cards().get(0).id());
        assertThat(moves.get(0).get("card")).isEqualTo(0L);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> points = (List<Map<String, Object>>) file.get("points");
        long sum = points.stream().mapToLong(p -> (Long) p.get("points")).sum();
        assertThat(file.get("total")).isEqualTo(sum);
    }

    @Test
    void illegalDrawingsAreRefusedWithTheirRule() throws PuzzleException {
        Game game = TestPuzzles.game("cartographers");
        // Map A, as GAME-DATA.md prints it: a mountain at row 2, column 4 (C4 is row 4, column 3).
        Puzzle puzzle = new Puzzle("t", "t", game.id(), "A", List.of(), 0,
                List.of(game.explore().stream().filter(c -> c.id().equals("fishing-village")).findFirst()
                        .orElseThrow()), List.of(game.scoringCards().get(0)), List.of());
        PageGame page = PageGame.open(ModelWriter.page(puzzle, game));
        List<String> rows = page.setup().start().toRows();
        int mountainRow = -1;
        int mountainCol = -1;
        for (int r = 0; r < rows.size() && mountainRow < 0; r++) {
            int c = rows.get(r).indexOf('M');
            if (c >= 0) {
                mountainRow = r;
                mountainCol = c;
            }
        }
        String label = (char) ('A' + mountainCol) + String.valueOf(mountainRow + 1);
        String terrain = page.setup().steps().get(0).explore().terrains().get(0).id();
        assertThat(page.check(terrain, 0, 0, mountainRow, mountainCol))
                .isEqualTo(label + " is not empty: it holds Mountain.");
        assertThat(page.check(terrain, 0, 0, -1, 0)).isEqualTo("The shape runs off the map.");
        assertThat(page.check(terrain, 0, 0, 0, 10)).isEqualTo("The shape runs off the map.");
        assertThat(page.check("monster", 0, 0, 0, 0)).startsWith("Draw ").endsWith(", not Monster.");
        assertThat(page.check(terrain, -1, 0, 0, 0)).startsWith("A single cell is drawn only when");
        assertThat(page.check(terrain, 0, 0, 0, 0)).isEmpty();
        assertThat(page.play(terrain, 0, 0, mountainRow, mountainCol)).isNotEmpty();
        assertThat(state(page).get("drawn")).isEqualTo(0L);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> state(PageGame page) {
        return (Map<String, Object>) Json.parse(page.state());
    }
}
