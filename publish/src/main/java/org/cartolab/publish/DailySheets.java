package org.cartolab.publish;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;
import org.cartolab.daily.DailyPuzzle;
import org.cartolab.daily.Evaluation;
import org.cartolab.daily.Measures;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.MapSheet;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Puzzle;
import org.cartolab.model.SeasonTerm;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.scoring.CardScore;
import org.cartolab.scoring.SeasonScore;
import org.cartolab.solve.PlayedStep;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Solution;

/** Turns a generated puzzle into the publish module's plain records, which every output file is written from. */
public final class DailySheets {

    private DailySheets() {
    }

    public static PuzzleSheet puzzle(DailyPuzzle daily, LocalDate date) {
        return puzzle(daily.id().toString(), daily.evaluation(), date);
    }

    /** The sheet of a proven puzzle ({@code evaluation} has measures) published under {@code id}. */
    public static PuzzleSheet puzzle(String id, Evaluation evaluation, LocalDate date) {
        PuzzleSetup setup = evaluation.setup();
        Puzzle puzzle = evaluation.puzzle();
        if (puzzle.seasons().size() != 1) {
            // The sheets name one season and its edicts, which is what the generator makes.
            throw new IllegalArgumentException("a daily puzzle is one season, not " + puzzle.seasons().size());
        }
        Game game = setup.game();
        MapSheet sheet = game.map(puzzle.map()).orElseThrow();
        List<Edict> edicts = new ArrayList<>();
        for (int i = 0; i < puzzle.scoring().size(); i++) {
            edicts.add(new Edict(evaluation.season().edicts().get(i), puzzle.scoring().get(i)));
        }
        Measures measures = evaluation.measures().orElseThrow();
        Grade grade = new Grade(evaluation.grade().label(), measures.greedy(),
                measures.optimalPlays().orElse(-1), measures.nodes());
        return new PuzzleSheet(id, date, game.id(), game.name(), sheet.id(), sheet.name(),
                evaluation.season().id(), evaluation.season().name(), evaluation.season().timeLimit(),
                setup.start(), puzzle.coins(), puzzle.cards(), edicts, rules(game), measures.par(), grade);
    }

    public static SolutionSheet solution(DailyPuzzle daily) {
        return solution(daily.id().toString(), daily.evaluation());
    }

    public static SolutionSheet solution(String id, Evaluation evaluation) {
        PuzzleSetup setup = evaluation.setup();
        Solution solution = evaluation.solution();
        List<Integer> cardOfStep = cardIndices(evaluation.puzzle());
        SquareGrid grid = setup.start().grid();
        List<SolutionMove> moves = new ArrayList<>();
        MapState map = setup.startMap();
        for (PlayedStep played : solution.steps()) {
            Move move = played.move();
            if (move == null) {
                continue;
            }
            setup.apply(map, played.step(), move);
            moves.add(SolutionMove.of(cardOfStep.get(played.step().index()), move, grid, played.scoreAfter()));
        }
        Board end = map.board();
        SeasonScore score = setup.engine().scorer().score(end, evaluation.puzzle().scoring(), map.coins(), false);
        List<Points> points = new ArrayList<>();
        for (int i = 0; i < score.cards().size(); i++) {
            CardScore card = score.cards().get(i);
            points.add(new Points(card.id(), evaluation.season().edicts().get(i) + " " + card.name(),
                    card.points()));
        }
        for (CardScore term : score.terms()) {
            points.add(new Points(term.id(), term.name(), term.points()));
        }
        return new SolutionSheet(id, moves, end, points, score.total());
    }

    /** For each step of the puzzle, the index of its card in the card sequence (ruins cards are no steps). */
    public static List<Integer> cardIndices(Puzzle puzzle) {
        List<Integer> indices = new ArrayList<>();
        for (int i = 0; i < puzzle.cards().size(); i++) {
            PlayableCard card = puzzle.cards().get(i);
            if (card instanceof AmbushCard || ((ExploreCard) card).kind() != ExploreKind.RUINS) {
                indices.add(i);
            }
        }
        return indices;
    }

    /** The season terms as a player reads them; the two the shipped games have are worded, others named. */
    private static List<SeasonRule> rules(Game game) {
        List<SeasonRule> rules = new ArrayList<>();
        for (SeasonTerm term : game.seasonTerms()) {
            String name = Character.toUpperCase(term.id().charAt(0)) + term.id().substring(1);
            String text = switch (term.id()) {
                case "coins" -> "1 point per coin on the coin track.";
                case "monsters" -> "-1 point per empty cell next to a monster cell.";
                default -> "as the game '" + game.id() + "' defines it.";
            };
            rules.add(new SeasonRule(term.id(), name, text));
        }
        return rules;
    }
}
