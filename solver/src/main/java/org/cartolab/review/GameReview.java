package org.cartolab.review;

import java.util.List;

import org.cartolab.rules.GameRecord;

/** A solo game's review: the replayed game and each of its seasons judged against the best the cards allowed. */
public record GameReview(GameRecord record, List<SeasonReview> seasons) {

    public GameReview {
        seasons = List.copyOf(seasons);
    }
}
