package org.cartolab.rules;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.model.Game;

/**
 * Replays a game log: deals again from its seed, plays every logged choice through the rules (each must be one
 * of the legal moves at that point) and recomputes every score and the result. A log that was edited, or that a
 * different rule set produced, is rejected with the move number and the reason. The policy names are kept as
 * logged: the moves are checked, not which policy chose them.
 */
public final class GameReplay {

    private GameReplay() {
    }

    /**
     * Sees each logged choice as it is replayed, before it is drawn: {@code decision.map()} is the live map, so a
     * watcher that keeps it must copy it.
     */
    @FunctionalInterface
    public interface ChoiceWatcher {
        void chosen(int number, Decision decision, Move move);
    }

    /** The replayed game, identical to the log. */
    public static GameRecord replay(Game game, GameLog log) {
        return replay(game, log, (number, decision, move) -> { });
    }

    /** The same, showing {@code watcher} every choice (numbered from 1, as in the log) before it is drawn. */
    public static GameRecord replay(Game game, GameLog log, ChoiceWatcher watcher) {
        if (!game.id().equals(log.game())) {
            throw new ReplayException(0, "the log is of the game '" + log.game() + "', not '" + game.id() + "'");
        }
        GameEngine engine = new GameEngine(game);
        if (!engine.options().asMap().equals(log.options())) {
            throw new ReplayException(0, "the log was played with the rule options " + log.options()
                    + ", but the game now has " + engine.options().asMap());
        }
        List<LogEvent> moves = log.events().stream().filter(e -> e.move() != null).toList();
        int[] next = {0};
        List<Policy> scripted = new ArrayList<>();
        for (int p = 0; p < log.policies().size(); p++) {
            scripted.add(new Policy() {
                @Override
                public String name() {
                    return "replay";
                }

                @Override
                public Move choose(Decision decision) {
                    if (next[0] >= moves.size()) {
                        throw new ReplayException(next[0] + 1, "the log ends, but the game asks player "
                                + decision.chooser() + " to draw " + decision.card());
                    }
                    LogEvent logged = moves.get(next[0]++);
                    Move move = match(logged, decision);
                    watcher.chosen(logged.move(), decision, move);
                    return move;
                }
            });
        }
        GameRecord replayed;
        try {
            replayed = engine.play(log.map(), log.seed(), scripted, null);
        } catch (IllegalArgumentException e) {
            throw new ReplayException(0, e.getMessage());
        }
        compare(log, replayed.log());
        // The replayed log, with the logged policy names: the moves were checked, not who chose them.
        GameLog checked = replayed.log();
        GameLog result = new GameLog(checked.format(), checked.game(), checked.map(), checked.seed(), log.policies(),
                checked.options(), checked.edicts(), checked.events(), checked.totals(), checked.winners(),
                checked.soloScore(), checked.soloTitle());
        return new GameRecord(result, replayed.maps(), replayed.sheets());
    }

    private static Move match(LogEvent logged, Decision decision) {
        int number = logged.move();
        if (!decision.card().equals(logged.card()) || logged.player() != decision.chooser()
                || logged.map() != decision.owner()) {
            throw new ReplayException(number, "the log has player " + logged.player() + " drawing "
                    + logged.card() + " on map " + logged.map() + ", but the game asks player " + decision.chooser()
                    + " to draw " + decision.card() + " on map " + decision.owner());
        }
        for (Move move : decision.legal()) {
            var p = move.placement();
            if (move.shape() == logged.shape() && p.orientation().index() == logged.orientation()
                    && p.row() == logged.row() && p.col() == logged.col()
                    && java.util.Objects.equals(move.terrain() == null ? null : move.terrain().id(),
                    logged.terrain())) {
                return move;
            }
        }
        throw new ReplayException(number, "drawing shape " + logged.shape() + " in orientation "
                + logged.orientation() + " at row " + logged.row() + ", column " + logged.col() + " in "
                + logged.terrain() + " is not legal here (" + decision.legal().size() + " legal moves; it may "
                + "overlap a filled cell, leave the map, miss the ruins, or use a terrain the card does not offer)");
    }

    private static void compare(GameLog logged, GameLog replayed) {
        if (!logged.edicts().equals(replayed.edicts())) {
            throw new ReplayException(0, "the seed deals the scoring cards " + replayed.edicts()
                    + ", but the log has " + logged.edicts());
        }
        List<LogEvent> a = logged.events();
        List<LogEvent> b = replayed.events();
        int move = 0;
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            LogEvent expected = i < b.size() ? b.get(i) : null;
            LogEvent actual = i < a.size() ? a.get(i) : null;
            if (expected != null && expected.move() != null) {
                move = expected.move();
            }
            if (expected == null || actual == null || !expected.equals(actual)) {
                throw new ReplayException(move, "event " + (i + 1) + " of the log is " + describe(actual)
                        + ", but replaying gives " + describe(expected));
            }
        }
        if (!logged.totals().equals(replayed.totals()) || !logged.winners().equals(replayed.winners())
                || !java.util.Objects.equals(logged.soloScore(), replayed.soloScore())
                || !java.util.Objects.equals(logged.soloTitle(), replayed.soloTitle())) {
            throw new ReplayException(move, "the log's result (totals " + logged.totals() + ", winners "
                    + logged.winners() + ", solo " + logged.soloScore() + " " + logged.soloTitle()
                    + ") does not match the replayed one (totals " + replayed.totals() + ", winners "
                    + replayed.winners() + ", solo " + replayed.soloScore() + " " + replayed.soloTitle() + ")");
        }
    }

    private static String describe(LogEvent event) {
        return event == null ? "missing" : event.kind() + " " + event;
    }
}
