package org.cartolab.balance;

import java.io.Serializable;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

import org.cartolab.rules.GameRecord;
import org.cartolab.rules.SeasonScoreSheet;
import org.cartolab.scoring.CardScore;

/** The tallies of a number of games, by scoring card id; merged shard by shard into the run's. */
public final class Tallies implements Serializable {

    private static final long serialVersionUID = 1L;

    private long games;
    private long seasons;
    private long seasonPoints;
    private final TreeMap<String, CardTally> cards = new TreeMap<>();

    /** Adds a played game: every season sheet (one per player and season) with each of its scoring cards. */
    void add(GameRecord record) {
        games++;
        java.util.Set<String> dealt = new java.util.TreeSet<>(); // "player card", each counted once per game
        for (SeasonScoreSheet sheet : record.sheets()) {
            seasons++;
            int total = sheet.score().total();
            seasonPoints += total;
            for (CardScore card : sheet.score().cards()) {
                cards.computeIfAbsent(card.id(), id -> new CardTally()).add(card.points(), total);
                if (dealt.add(sheet.player() + " " + card.id())) {
                    cards.get(card.id()).addGame();
                }
                for (CardScore other : sheet.score().cards()) {
                    if (!other.id().equals(card.id())) {
                        cards.get(card.id()).pair(other.id(), card.points(), other.points());
                    }
                }
            }
        }
    }

    /** This plus {@code other}; the arguments are not changed, so Spark may reuse them. */
    static Tallies merge(Tallies a, Tallies b) {
        Tallies sum = new Tallies();
        sum.addAll(a);
        sum.addAll(b);
        return sum;
    }

    private void addAll(Tallies other) {
        games += other.games;
        seasons += other.seasons;
        seasonPoints += other.seasonPoints;
        other.cards.forEach((id, tally) -> cards.computeIfAbsent(id, key -> new CardTally()).merge(tally));
    }

    public long games() {
        return games;
    }

    /** Season score sheets: seasons times players. */
    public long seasons() {
        return seasons;
    }

    public double meanSeasonScore() {
        return seasons == 0 ? Double.NaN : (double) seasonPoints / seasons;
    }

    /** By card id, in id order. */
    public Map<String, CardTally> cards() {
        return Collections.unmodifiableMap(cards);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Tallies other && games == other.games && seasons == other.seasons
                && seasonPoints == other.seasonPoints && cards.equals(other.cards);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(games) * 31 + cards.keySet().hashCode();
    }
}
