package org.cartolab.hex.game;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.cartolab.model.hex.ActionCardKind;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;

/**
 * Replays a Rise of the Inkas game from its log: the seed rolls the dice and shuffles the action cards again, and
 * each player's logged decisions are made again, through the same engine and its rules. The replay must write the
 * very same bytes; the first event where it does not, or a logged decision the rules do not offer, is named.
 */
public final class InkasReplay {

    /** The events that record a player's decision (turn 0's setup placements are the rules', not a policy's). */
    private static final Set<String> DECISIONS = Set.of("road", "village", "city", "rebuilt", "founded", "traded",
            "discarded", "robber", "stole", "bought", "played", "warriors-power", "offered", "accepted", "refused");

    private InkasReplay() {
    }

    /**
     * @throws ReplayException naming the event where the log and the game part
     */
    public static InkasLog replay(HexGame game, InkasLog log) {
        if (!game.id().equals(log.game())) {
            throw new ReplayException("the log is of the game '" + log.game() + "', not '" + game.id() + "'.");
        }
        if (log.players() < InkasRules.MIN_PLAYERS || log.players() > InkasRules.MAX_PLAYERS
                || log.policies().size() != log.players()) {
            throw new ReplayException("the log has " + log.players() + " players and " + log.policies().size()
                    + " policies; Rise of the Inkas has " + InkasRules.MIN_PLAYERS + " or " + InkasRules.MAX_PLAYERS
                    + " players, one policy each.");
        }
        HexBoard board = game.maps().get(0);
        if (!board.id().equals(log.map())) {
            throw new ReplayException("the log is of the map '" + log.map() + "', not '" + board.id() + "'.");
        }
        Scripted scripted = new Scripted(game, board, log.events());
        List<InkasPolicy> policies = new ArrayList<>();
        for (int p = 0; p < log.players(); p++) {
            policies.add(scripted);
        }
        InkasLog replayed;
        try {
            replayed = InkasMatch.play(game, log.seed(), log.policies(), policies);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new ReplayException(e.getMessage());
        }
        List<InkasEvent> expected = log.events();
        List<InkasEvent> actual = replayed.events();
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            if (!expected.get(i).equals(actual.get(i))) {
                throw new ReplayException("event " + (i + 1) + " of the log is " + InkasLogs.event(expected.get(i))
                        + " but the game gives " + InkasLogs.event(actual.get(i)) + ".");
            }
        }
        if (expected.size() != actual.size()) {
            throw new ReplayException("the log has " + expected.size() + " events but the game has "
                    + actual.size() + ".");
        }
        if (!InkasLogs.write(replayed).equals(InkasLogs.write(log))) {
            throw new ReplayException("the log's result (turns " + log.turns() + ", winner " + log.winner()
                    + ") is not the game's (turns " + replayed.turns() + ", winner " + replayed.winner() + ").");
        }
        return replayed;
    }

    /** A log does not replay. The message says where and why. */
    public static final class ReplayException extends RuntimeException {
        public ReplayException(String message) {
            super(message);
        }
    }

    /**
     * Makes each player's logged decisions again, in log order. Ending the turn and rolling the dice are not
     * logged as decisions: a player ends the build phase when their next logged decision is in a later turn, and
     * rolls when it comes after the turn's roll.
     */
    private static final class Scripted implements InkasPolicy {

        private final HexBoard board;
        private final List<InkasEvent> events;
        private final Map<Integer, Deque<Integer>> decisions = new HashMap<>();
        private final Map<Integer, Integer> rollOfTurn = new HashMap<>();
        private final Deque<Integer> discards = new ArrayDeque<>();
        private final Map<String, Integer> intersections = new HashMap<>();
        private final Map<String, Integer> paths = new HashMap<>();
        private final List<String> products;

        Scripted(HexGame game, HexBoard board, List<InkasEvent> events) {
            this.board = board;
            this.events = events;
            for (int i = 0; i < events.size(); i++) {
                InkasEvent event = events.get(i);
                if (event.turn() > 0 && DECISIONS.contains(event.event())) {
                    decisions.computeIfAbsent(event.player(), p -> new ArrayDeque<>()).add(i);
                }
                if (event.event().equals("rolled")) {
                    rollOfTurn.putIfAbsent(event.turn(), i);
                }
            }
            for (int i = 0; i < board.intersections().size(); i++) {
                intersections.put(board.intersections().get(i).id(), i);
            }
            for (int i = 0; i < board.paths().size(); i++) {
                paths.put(board.paths().get(i).id(), i);
            }
            products = game.products().stream().map(product -> product.id()).toList();
        }

        @Override
        public InkasAction choose(InkasMatch match, int player, List<InkasAction> legal) {
            InkasAction.Kind first = legal.get(0).kind();
            if (first == InkasAction.Kind.DISCARD && !discards.isEmpty()) {
                return InkasAction.at(InkasAction.Kind.DISCARD, discards.removeFirst());
            }
            Deque<Integer> queue = decisions.getOrDefault(player, new ArrayDeque<>());
            Integer next = queue.peekFirst();
            InkasAction last = legal.get(legal.size() - 1);
            if (last.kind() == InkasAction.Kind.END || last.kind() == InkasAction.Kind.ROLL) {
                boolean now = next != null && events.get(next).turn() == match.turn()
                        && (last.kind() == InkasAction.Kind.END || next < rollOfTurn.getOrDefault(match.turn(), 0));
                if (!now) {
                    return last;
                }
            } else if (next == null) {
                throw new ReplayException("the log ends before player " + player + "'s decision in turn "
                        + match.turn() + " (" + first.name().toLowerCase() + ").");
            }
            queue.removeFirst();
            InkasAction action = action(events.get(next), legal);
            if (!legal.contains(action)) {
                throw new ReplayException("event " + (next + 1) + " of the log is " + InkasLogs.event(events.get(next))
                        + ", which the rules do not allow player " + player + " there.");
            }
            return action;
        }

        /** The action a logged decision took, given what was offered (for the kinds one event stands for). */
        private InkasAction action(InkasEvent event, List<InkasAction> legal) {
            return switch (event.event()) {
                case "road" -> InkasAction.at(InkasAction.Kind.ROAD, paths.getOrDefault(event.at(), -1));
                case "village" -> InkasAction.at(InkasAction.Kind.VILLAGE, intersection(event));
                case "city" -> InkasAction.at(InkasAction.Kind.CITY, intersection(event));
                case "rebuilt" -> InkasAction.at(InkasAction.Kind.REBUILD, intersection(event));
                case "founded" -> InkasAction.at(InkasAction.Kind.FOUND, intersection(event));
                case "traded" -> InkasAction.trade(indices(event.cards()), indices(event.take()));
                case "discarded" -> {
                    discards.addAll(indices(event.cards()));
                    yield discards.isEmpty() ? InkasAction.END
                            : InkasAction.at(InkasAction.Kind.DISCARD, discards.removeFirst());
                }
                case "robber" -> InkasAction.at(InkasAction.Kind.ROBBER, board.hex(String.valueOf(event.at()))
                        .orElse(-1));
                case "stole" -> InkasAction.at(InkasAction.Kind.STEAL, orNone(event.target()));
                case "bought" -> InkasAction.BUY;
                case "warriors-power" -> InkasAction.at(InkasAction.Kind.BEST_WARRIORS,
                        board.hex(String.valueOf(event.at())).orElse(-1));
                case "offered" -> new InkasAction(InkasAction.Kind.OFFER, orNone(event.target()),
                        indices(event.cards()), indices(event.take()));
                case "accepted", "refused" -> {
                    InkasAction.Kind answer = event.event().equals("accepted") ? InkasAction.Kind.ACCEPT
                            : InkasAction.Kind.REFUSE;
                    yield legal.stream().filter(a -> a.kind() == answer).findFirst().orElse(InkasAction.END);
                }
                default -> played(event);
            };
        }

        private InkasAction played(InkasEvent event) {
            ActionCardKind card = ActionCardKind.byId(String.valueOf(event.card())).orElse(null);
            if (card == null) {
                return InkasAction.END;
            }
            return switch (card) {
                case WARRIOR -> InkasAction.WARRIOR;
                case MONOPOLY -> InkasAction.at(InkasAction.Kind.MONOPOLY,
                        indices(event.cards()).stream().findFirst().orElse(-1));
                case INVENTION -> InkasAction.trade(InkasAction.Kind.INVENTION, List.of(), indices(event.take()));
                case ROAD_BUILDING -> InkasAction.ROAD_BUILDING;
            };
        }

        private int intersection(InkasEvent event) {
            return intersections.getOrDefault(event.at(), -1);
        }

        private static int orNone(Integer player) {
            return player == null ? -1 : player;
        }

        private List<Integer> indices(List<String> ids) {
            List<Integer> indices = new ArrayList<>();
            if (ids != null) {
                ids.forEach(id -> indices.add(products.indexOf(id)));
            }
            return indices;
        }
    }
}
