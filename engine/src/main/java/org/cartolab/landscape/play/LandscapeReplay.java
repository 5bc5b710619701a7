package org.cartolab.landscape.play;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.CardFace;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;

/**
 * Replays a landscape game from its log: the seed deals the deck again and each player's logged decisions are
 * made again, through the same engine and its rules. The replay must write the very same log; the first event
 * where it does not is named.
 */
public final class LandscapeReplay {

    private LandscapeReplay() {
    }

    /**
     * @throws ReplayException naming the event where the log and the game part, or the rule a logged move breaks
     */
    public static LandscapeRecord replay(LandscapeGame game, LandscapeLog log) {
        if (!game.id().equals(log.game())) {
            throw new ReplayException("the log is of the game '" + log.game() + "', not '" + game.id() + "'.");
        }
        if (log.players() < 1 || log.players() > LandscapeMatch.MAX_PLAYERS
                || log.policies().size() != log.players()) {
            throw new ReplayException("the log has " + log.players() + " players and " + log.policies().size()
                    + " policies; a landscape game has 1 or " + LandscapeMatch.MAX_PLAYERS + " players, one policy "
                    + "each.");
        }
        List<LandscapePolicy> scripted = new ArrayList<>();
        for (int p = 1; p <= log.players(); p++) {
            int player = p;
            scripted.add(new Scripted(log.events().stream()
                    .filter(event -> event.player() == player && event.isDecision()).toList()));
        }
        LandscapeRecord replayed;
        try {
            replayed = LandscapeMatch.play(game, log.seed(), log.policies(), scripted);
        } catch (IllegalStateException e) {
            throw new ReplayException(e.getMessage());
        }
        List<LandscapeEvent> expected = log.events();
        List<LandscapeEvent> actual = replayed.log().events();
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            if (!expected.get(i).equals(actual.get(i))) {
                throw new ReplayException("event " + (i + 1) + " of the log is " + LandscapeLogs.event(expected.get(i))
                        + " but the game gives " + LandscapeLogs.event(actual.get(i)) + ".");
            }
        }
        if (expected.size() != actual.size()) {
            throw new ReplayException("the log has " + expected.size() + " events but the game has "
                    + actual.size() + ".");
        }
        if (!LandscapeLogs.write(replayed.log()).equals(LandscapeLogs.write(log))) {
            throw new ReplayException("the log's result (totals " + log.totals() + ", winners " + log.winners()
                    + ", title " + log.soloTitle() + ") is not the game's (totals " + replayed.log().totals()
                    + ", winners " + replayed.log().winners() + ", title " + replayed.log().soloTitle() + ").");
        }
        return replayed;
    }

    /** A log or the game it names does not replay. The message says where and why. */
    public static final class ReplayException extends RuntimeException {
        public ReplayException(String message) {
            super(message);
        }
    }

    /** Makes one player's logged decisions again, in order. */
    private static final class Scripted implements LandscapePolicy {

        private final Iterator<LandscapeEvent> decisions;

        Scripted(List<LandscapeEvent> decisions) {
            this.decisions = decisions.iterator();
        }

        @Override
        public Optional<PlacedCard> lay(Seat seat, List<LandscapeCard> offered) {
            if (!decisions.hasNext()) {
                throw new ReplayException("the log ends before player " + seat.player() + "'s decision in round "
                        + seat.round() + ".");
            }
            LandscapeEvent event = decisions.next();
            if (event.event().equals(LandscapeEvent.DISCARDED)) {
                return Optional.empty();
            }
            LandscapeCard card = offered.stream().filter(c -> c.id().equals(event.card())).findFirst()
                    .orElseThrow(() -> new ReplayException("round " + event.round() + ": player " + event.player()
                            + " lays '" + event.card() + "' but was offered " + offered.stream()
                            .map(LandscapeCard::id).toList() + "."));
            CardFace face = card.face(event.face()).orElseThrow(() -> new ReplayException("round "
                    + event.round() + ": the card '" + card.id() + "' has no face '" + event.face() + "'."));
            if (event.degrees() == null || event.degrees() % 90 != 0 || event.row() == null || event.col() == null) {
                throw new ReplayException("round " + event.round() + ": player " + event.player() + " lays '"
                        + card.id() + "' without a turn of 0, 90, 180 or 270 degrees, a row and a column.");
            }
            PlacedCard placed = new PlacedCard(card, face, event.degrees() / 90, event.row(), event.col());
            seat.own().problem(placed).ifPresent(problem -> {
                throw new ReplayException("round " + event.round() + ": player " + event.player() + " cannot lay '"
                        + card.id() + "' there: " + problem);
            });
            return Optional.of(placed);
        }
    }
}
