package org.cartolab.rules;

import java.util.List;

/** A finished game: its log, every player's final map and every season's score sheets, in order. */
public record GameRecord(GameLog log, List<MapState> maps, List<SeasonScoreSheet> sheets) {

    public GameRecord {
        maps = List.copyOf(maps);
        sheets = List.copyOf(sheets);
    }
}
