package org.cartolab.cli;

import java.io.PrintWriter;
import java.util.List;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapeScore;
import org.cartolab.landscape.LandscapeText;
import org.cartolab.landscape.play.LandscapeEvent;
import org.cartolab.landscape.play.LandscapeLog;
import org.cartolab.landscape.play.LandscapeRecord;
import org.cartolab.model.LandscapeGame;
import org.cartolab.scoring.CardScore;

/** The text report of a landscape game: the shared condition, each round's deals and layings, each landscape and score. */
final class LandscapeGameReport {

    private LandscapeGameReport() {
    }

    static void print(PrintWriter out, LandscapeGame game, LandscapeRecord record) {
        LandscapeLog log = record.log();
        out.println(game.name() + ", seed " + log.seed() + ", " + (log.players() == 1 ? "solo" : log.players()
                + " players") + ", policies " + String.join(", ", log.policies()));
        out.println("Shared condition: " + record.shared().map(card -> card.name() + " (" + log.shared() + ")")
                .orElse(log.shared() + " (no condition)"));
        int round = 0;
        for (LandscapeEvent event : log.events()) {
            if (event.round() != round) {
                round = event.round();
                out.println("Round " + round);
            }
            out.println("  " + (log.players() == 1 ? "" : "player " + event.player() + " ") + describe(event));
        }
        for (int p = 0; p < log.players(); p++) {
            out.println();
            out.println((log.players() == 1 ? "Your landscape" : "Player " + (p + 1) + "'s landscape") + " ("
                    + record.landscapes().get(p).cards().size() + " cards):");
            Landscape landscape = record.landscapes().get(p);
            LandscapeText.grid(landscape).forEach(line -> out.println("  " + line));
            print(out, game, record.scores().get(p));
        }
        out.println();
        if (log.players() == 1) {
            out.println("Score " + log.totals().get(0) + (log.soloTitle() == null ? "" : ": " + log.soloTitle()));
        } else {
            List<Integer> winners = log.winners();
            out.println((winners.size() == 1 ? "Winner: player " + winners.get(0)
                    : "Shared win (a complete tie): players " + winners) + "; totals " + log.totals());
        }
        out.flush();
    }

    private static String describe(LandscapeEvent event) {
        return switch (event.event()) {
            case LandscapeEvent.DEALT -> "dealt " + String.join(", ", event.cards());
            case LandscapeEvent.KEEPS -> "keeps " + event.card() + where(event);
            case LandscapeEvent.RECEIVES -> "receives " + event.card() + (event.from() == 0 ? " from the deck"
                    : " from player " + event.from()) + where(event);
            case LandscapeEvent.SKIPPED -> "skips " + String.join(", ", event.cards()) + " from the top of the deck";
            default -> "discards " + String.join(", ", event.cards()) + " (" + event.reason() + ")";
        };
    }

    private static String where(LandscapeEvent event) {
        return " and lays it face " + event.face() + " up, turned " + event.degrees() + " degrees, at row "
                + event.row() + ", column " + event.col();
    }

    private static void print(PrintWriter out, LandscapeGame game, LandscapeScore score) {
        for (CardScore card : score.own()) {
            out.printf("  %-28s %4d%n", card.name(), card.points());
        }
        score.shared().ifPresent(card -> out.printf("  %-28s %4d%s%n", "Shared: " + card.name(), card.points(),
                score.own().isEmpty() ? "  (no condition of your own)" : ""));
        out.printf("  %-28s %4d%n", score.own().size() + " conditions x -" + game.conditionCost(),
                score.conditionCost());
        out.printf("  %-28s %4d%n", "Total", score.total());
    }
}
