package org.cartolab.cli;

import java.io.PrintWriter;
import java.util.List;

import org.cartolab.rules.GameLog;
import org.cartolab.rules.GameRecord;
import org.cartolab.rules.LogEvent;

/** A played game for people: each season's score sheet, the final maps, the totals and (solo) the title. */
final class GameReport {

    private GameReport() {
    }

    static void print(PrintWriter out, GameRecord record) {
        GameLog log = record.log();
        int players = log.policies().size();
        out.println(log.game() + " on map " + log.map() + ", seed " + log.seed() + ", "
                + (players == 1 ? "solo (" + log.policies().get(0) + ")" : players + " players "
                + String.join(", ", log.policies())));
        out.println("Edicts: " + String.join("  ", log.edicts().entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue()).toList()));
        for (LogEvent event : log.events()) {
            if (event.season() == null) {
                continue;
            }
            StringBuilder line = new StringBuilder();
            line.append(String.format("%-7s", event.season()));
            if (players > 1) {
                line.append(" player ").append(event.player() + 1).append(':');
            }
            event.cards().forEach((card, points) -> line.append(String.format("  %s %d", card, points)));
            line.append(String.format("  coins %d  monsters %d  = %d", event.coins(), event.monsters(),
                    event.total()));
            out.println(line);
        }
        for (int p = 0; p < players; p++) {
            out.println();
            out.println(players == 1 ? "Final map:" : "Final map of player " + (p + 1) + ":");
            List<String> rows = record.maps().get(p).board().toRows();
            rows.forEach(row -> out.println("  " + row));
        }
        out.println();
        for (int p = 0; p < players; p++) {
            out.println((players == 1 ? "Total" : "Player " + (p + 1)) + ": " + log.totals().get(p)
                    + (players > 1 && log.winners().contains(p) ? "  (wins" + (log.winners().size() > 1
                    ? ", shared)" : ")") : ""));
        }
        if (log.soloScore() != null) {
            out.println("Solo score (total minus the scoring cards' solo values): " + log.soloScore() + "  "
                    + log.soloTitle());
        }
    }
}
