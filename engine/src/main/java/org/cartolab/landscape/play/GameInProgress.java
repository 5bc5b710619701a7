package org.cartolab.landscape.play;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.ScoringCard;

/**
 * A solo landscape game played one decision at a time by someone outside the engine (a person at the workbench):
 * the position after the cards laid so far, found by playing the game from its seed with those decisions, so the
 * deal, the rules and the scoring are {@link LandscapeMatch}'s own and an undo is one decision fewer.
 *
 * @param offered  the cards to lay one of now (two to keep one from, or the one received); empty once the game is over
 * @param round    the round of the decision, 1-based
 * @param own      the landscape as it is now
 * @param finished the whole game, once the last card is laid
 */
public record GameInProgress(LandscapeGame game, long seed, List<PlacedCard> laid, List<LandscapeCard> offered,
                             int round, Landscape own, Optional<ScoringCard> shared,
                             Optional<LandscapeRecord> finished) {

    /** The name the log gives a person's play. */
    public static final String PLAYER = "player";

    public GameInProgress {
        laid = List.copyOf(laid);
        offered = List.copyOf(offered);
    }

    /** A new solo game dealt by the seed. */
    public static GameInProgress start(LandscapeGame game, long seed) {
        return after(game, seed, List.of());
    }

    /**
     * The game after these placements, in order.
     *
     * @throws IllegalArgumentException if one of them is not among the cards offered or breaks a placement rule
     */
    public static GameInProgress after(LandscapeGame game, long seed, List<PlacedCard> laid) {
        Scripted person = new Scripted(laid);
        try {
            LandscapeRecord record = LandscapeMatch.play(game, seed, List.of(PLAYER), List.of(person));
            return new GameInProgress(game, seed, laid, List.of(), record.log().events().get(
                    record.log().events().size() - 1).round(), record.landscapes().get(0), record.shared(),
                    Optional.of(record));
        } catch (Pending pending) {
            return new GameInProgress(game, seed, laid, pending.offered, pending.seat.round(), pending.seat.own(),
                    pending.seat.shared(), Optional.empty());
        } catch (IllegalStateException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** The game after laying one more card. */
    public GameInProgress lay(PlacedCard next) {
        List<PlacedCard> more = new ArrayList<>(laid);
        more.add(next);
        return after(game, seed, more);
    }

    /** The game before the last card laid (or this one, if none was laid). */
    public GameInProgress undo() {
        return laid.isEmpty() ? this : after(game, seed, laid.subList(0, laid.size() - 1));
    }

    public boolean over() {
        return finished.isPresent();
    }

    /** Lays the given placements in order and stops the game at the first decision past them. */
    private static final class Scripted implements LandscapePolicy {

        private final Iterator<PlacedCard> next;

        Scripted(List<PlacedCard> laid) {
            this.next = laid.iterator();
        }

        @Override
        public Optional<PlacedCard> lay(Seat seat, List<LandscapeCard> offered) {
            if (!next.hasNext()) {
                throw new Pending(seat, offered);
            }
            return Optional.of(next.next());
        }
    }

    /** Control flow, not an error: the game waits for a decision the script does not hold. */
    private static final class Pending extends RuntimeException {

        private final transient Seat seat;
        private final transient List<LandscapeCard> offered;

        Pending(Seat seat, List<LandscapeCard> offered) {
            super(null, null, false, false);
            this.seat = seat;
            this.offered = offered;
        }
    }
}
