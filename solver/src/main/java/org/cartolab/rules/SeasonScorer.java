package org.cartolab.rules;

/** The season score a map would get now: the season's two edicts plus coins minus monsters. */
@FunctionalInterface
public interface SeasonScorer {

    int score(MapState map);
}
