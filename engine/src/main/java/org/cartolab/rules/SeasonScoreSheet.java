package org.cartolab.rules;

import org.cartolab.scoring.SeasonScore;

/** One player's score at the end of one season: the two edicts, coins, monsters, total. */
public record SeasonScoreSheet(String season, int player, SeasonScore score) {
}
