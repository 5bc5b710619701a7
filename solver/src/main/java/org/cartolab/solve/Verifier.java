package org.cartolab.solve;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.rules.GameRecord;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.scoring.SeasonScore;

/**
 * Checks a play independently of the search that found it: the rules engine plays the puzzle's cards as game
 * seasons with the play's moves (each must be legal when the engine asks for it, the solo ambushes land where the
 * engine puts them), and the scorer scores each season's map from scratch. Any difference throws.
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
                setup.puzzle().seasons(), policy);
        if (!policy.finished()) {
            throw new VerificationException("the rules engine ended the puzzle before every move of the play was "
                    + "made");
        }
        MapState engineMap = record.maps().get(0);
        MapState playMap = setup.startMap();
        int fresh = seasonScores(setup, solution, playMap).stream().mapToInt(SeasonScore::total).sum();
        String engineBoard = String.join("\n", engineMap.board().toRows()) + "\n";
        String playBoard = String.join("\n", playMap.board().toRows()) + "\n";
        if (!engineBoard.equals(playBoard)) {
            throw new VerificationException("the rules engine's final map differs from the play's:\n"
                    + engineBoard + "versus\n" + playBoard);
        }
        int sheets = record.sheets().stream().mapToInt(sheet -> sheet.score().total()).sum();
        if (sheets != solution.score() || fresh != solution.score()) {
            throw new VerificationException("the play claims " + solution.score() + " points; the rules engine's "
                    + "season scores add up to " + sheets + " and a fresh scoring gives " + fresh);
        }
        return fresh;
    }

    /** Each season's score of a play, scored from scratch by the scorer on the map at the season's end. */
    public static List<SeasonScore> seasonScores(PuzzleSetup setup, Solution solution) {
        return seasonScores(setup, solution, setup.startMap());
    }

    /** Each season's score of a play as one line for people, e.g. "Spring 6, Summer 8". */
    public static String seasonTotals(PuzzleSetup setup, Solution solution) {
        List<SeasonScore> scores = seasonScores(setup, solution);
        List<String> parts = new ArrayList<>();
        for (int s = 0; s < scores.size(); s++) {
            parts.add(setup.puzzle().seasons().get(s).title() + " " + scores.get(s).total());
        }
        return String.join(", ", parts);
    }

    /** The same, drawing the play on {@code map} (the start), which is left as the play's final map. */
    private static List<SeasonScore> seasonScores(PuzzleSetup setup, Solution solution, MapState map) {
        List<SeasonScore> scores = new ArrayList<>();
        for (PlayedStep step : solution.steps()) {
            while (step.step().season() > scores.size()) {
                scores.add(freshSeasonScore(setup, scores.size(), map));
            }
            if (step.move() != null) {
                setup.apply(map, step.step(), step.move());
            }
        }
        while (scores.size() < setup.puzzle().seasons().size()) {
            scores.add(freshSeasonScore(setup, scores.size(), map));
        }
        return scores;
    }

    private static SeasonScore freshSeasonScore(PuzzleSetup setup, int s, MapState map) {
        return setup.engine().scorer().score(map.board(), setup.puzzle().seasons().get(s).scoring(), map.coins(),
                false);
    }
}
