package org.cartolab.solve;

import java.util.List;

import org.cartolab.rules.GameRecord;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.scoring.SeasonScore;

/**
 * Checks a play independently of the search that found it: the rules engine plays the puzzle's cards as a game
 * season with the play's moves (each must be legal when the engine asks for it, the solo ambushes land where the
 * engine puts them), and the scorer scores the final map from scratch. Any difference throws.
 */
public final class Verifier {

    private Verifier() {
    }

    /** @return the verified score */
    public static int verify(PuzzleSetup setup, Solution solution) {
        List<Move> explored = solution.steps().stream()
                .filter(step -> !step.step().isAmbush() && step.move() != null).map(PlayedStep::move).toList();
        ScriptedPolicy policy = new ScriptedPolicy(explored);
        GameRecord record = setup.engine().playPuzzle(setup.puzzle().map(), setup.start(), setup.puzzle().coins(),
                setup.puzzle().cards(), setup.puzzle().scoring(), policy);
        if (!policy.finished()) {
            throw new VerificationException("the rules engine ended the puzzle before every move of the play was "
                    + "made");
        }
        MapState engineMap = record.maps().get(0);
        String engineBoard = String.join("\n", engineMap.board().toRows()) + "\n";
        String playBoard = String.join("\n", finalMap(setup, solution).board().toRows()) + "\n";
        if (!engineBoard.equals(playBoard)) {
            throw new VerificationException("the rules engine's final map differs from the play's:\n"
                    + engineBoard + "versus\n" + playBoard);
        }
        SeasonScore sheet = record.sheets().get(record.sheets().size() - 1).score();
        SeasonScore fresh = setup.engine().scorer().score(engineMap.board(), setup.puzzle().scoring(),
                engineMap.coins(), false);
        if (sheet.total() != solution.score() || fresh.total() != solution.score()) {
            throw new VerificationException("the play claims " + solution.score() + " points; the rules engine's "
                    + "season score is " + sheet.total() + " and a fresh scoring gives " + fresh.total());
        }
        return fresh.total();
    }

    private static MapState finalMap(PuzzleSetup setup, Solution solution) {
        MapState map = setup.startMap();
        for (PlayedStep step : solution.steps()) {
            if (step.move() != null) {
                setup.apply(map, step.step(), step.move());
            }
        }
        return map;
    }
}
