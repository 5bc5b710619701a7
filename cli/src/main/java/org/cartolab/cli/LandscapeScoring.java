package org.cartolab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Board;
import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardProblem;
import org.cartolab.landscape.LandscapeFile;
import org.cartolab.landscape.LandscapeScore;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.LandscapeText;
import org.cartolab.model.LandscapeGame;
import org.cartolab.scoring.CardScore;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code carto score --landscape FILE}: a Confusing Lands landscape's points condition by condition, the shared
 * condition, the cost of the own conditions and the total; with several landscapes, their ranking with the
 * tie-break.
 */
final class LandscapeScoring {

    private record Scored(String path, LandscapeScore score) {
    }

    /** What to print: JSON lines, the explanation, the solo rating. */
    record Output(boolean json, boolean explain, boolean solo) {
    }

    private LandscapeScoring() {
    }

    static int run(GameSource source, List<String> paths, Output output, PrintWriter out, PrintWriter err) {
        boolean json = output.json();
        boolean explain = output.explain();
        LandscapeGame game = source.landscapeGame().orElseThrow(() -> UserError.usage("--landscape: "
                + source.name() + " is not a landscape game; try --game confusing-lands, or --board for a map."));
        LandscapeScorer scorer = new LandscapeScorer(game);
        int status = ExitCode.OK;
        List<Scored> scored = new ArrayList<>();
        for (String path : paths) {
            LandscapeFile file;
            try {
                file = LandscapeText.read(path, InputFiles.read(path), game);
            } catch (BoardFormatException e) {
                e.problems().stream().map(BoardProblem::format).forEach(err::println);
                status = ExitCode.PROBLEMS;
                continue;
            }
            LandscapeScore score = scorer.score(file.landscape(), file.shared(), explain);
            String rating = output.solo() ? scorer.soloTitle(score.total()).orElse("none") : null;
            if (json) {
                out.println(json(path, score, rating));
            } else {
                if (!scored.isEmpty()) {
                    out.println();
                }
                print(out, path, score, game);
                if (rating != null) {
                    out.println("  Solo rating: " + rating);
                }
                if (explain) {
                    explain(out, file.landscape().board(), score);
                }
            }
            scored.add(new Scored(path, score));
        }
        if (!json && scored.size() > 1) {
            out.println();
            out.println("Ranking (higher total; on a tie, the most valuable condition, then the next, ...):");
            List<Scored> ranked = new ArrayList<>(scored);
            ranked.sort((a, b) -> LandscapeScore.RANKING.compare(b.score(), a.score()));
            int place = 1;
            for (int i = 0; i < ranked.size(); i++) {
                if (i > 0 && LandscapeScore.RANKING.compare(ranked.get(i - 1).score(), ranked.get(i).score()) != 0) {
                    place = i + 1;
                }
                out.printf("  %d. %s  %d  (conditions %s)%n", place, ranked.get(i).path(),
                        ranked.get(i).score().total(), ranked.get(i).score().conditionValues());
            }
        }
        out.flush();
        return status;
    }

    private static void print(PrintWriter out, String path, LandscapeScore score, LandscapeGame game) {
        out.println(path);
        List<String[]> rows = new ArrayList<>();
        for (CardScore card : score.own()) {
            rows.add(new String[] {card.name(), card.id(), Integer.toString(card.points())});
        }
        score.shared().ifPresent(card -> rows.add(new String[] {"Shared: " + card.name(), card.id(),
                Integer.toString(card.points()) + (score.own().isEmpty() ? "  (no condition of your own)" : "")}));
        rows.add(new String[] {"Conditions", score.own().size() + " x -" + game.conditionCost(),
                Integer.toString(score.conditionCost())});
        rows.add(new String[] {"Total", "", Integer.toString(score.total())});
        int nameWidth = rows.stream().mapToInt(row -> row[0].length()).max().orElse(5);
        int idWidth = rows.stream().mapToInt(row -> row[1].length()).max().orElse(5);
        for (String[] row : rows) {
            out.printf(("  %-" + nameWidth + "s  %-" + idWidth + "s  %4s%n"), row[0], row[1], row[2]);
        }
    }

    private static void explain(PrintWriter out, Board board, LandscapeScore score) {
        List<CardScore> cards = new ArrayList<>(score.own());
        score.shared().filter(card -> !score.own().isEmpty()).ifPresent(cards::add);
        for (CardScore card : cards) {
            out.println();
            ScoreReport.explain(out, board, card);
        }
    }

    private static String json(String path, LandscapeScore score, String soloRating) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode node = mapper.createObjectNode();
        node.put("landscape", path);
        ObjectNode own = node.putObject("conditions");
        score.own().forEach(card -> own.put(card.id(), card.points()));
        ObjectNode shared = node.putObject("shared");
        score.shared().ifPresent(card -> shared.put(card.id(), card.points()));
        node.put("conditionCost", score.conditionCost());
        node.put("total", score.total());
        if (soloRating != null) {
            node.put("soloRating", soloRating);
        }
        try {
            return mapper.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A tree of strings and numbers always serialises", e);
        }
    }
}
