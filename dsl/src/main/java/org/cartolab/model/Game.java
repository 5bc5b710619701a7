package org.cartolab.model;

import java.util.List;
import java.util.Optional;

/**
 * A game compiled from .carto files: everything its rules and scoring need. Immutable.
 *
 * @param terrains every terrain visible to the game, in declaration order (board text characters come from them)
 * @param groups   every terrain group visible to the game
 */
public record Game(String id, String name, List<Terrain> terrains, List<TerrainGroup> groups, List<MapSheet> maps,
                   List<ExploreCard> explore, List<AmbushCard> ambushes, List<SeasonCard> seasons,
                   List<String> edicts, List<Deck> decks, int coinTrack, List<SeasonTerm> seasonTerms,
                   List<SoloTitle> soloTitles, List<RuleOption> options, List<HeroCard> heroes) {

    public Game {
        terrains = List.copyOf(terrains);
        groups = List.copyOf(groups);
        maps = List.copyOf(maps);
        explore = List.copyOf(explore);
        ambushes = List.copyOf(ambushes);
        seasons = List.copyOf(seasons);
        edicts = List.copyOf(edicts);
        decks = List.copyOf(decks);
        seasonTerms = List.copyOf(seasonTerms);
        soloTitles = List.copyOf(soloTitles);
        options = List.copyOf(options);
        heroes = List.copyOf(heroes);
    }

    /** The same game with other map sheets (a puzzle's board, a test's small map). */
    public Game withMaps(List<MapSheet> otherMaps) {
        return new Game(id, name, terrains, groups, otherMaps, explore, ambushes, seasons, edicts, decks, coinTrack,
                seasonTerms, soloTitles, options, heroes);
    }

    /** The same game with other rule options. */
    public Game withOptions(List<RuleOption> otherOptions) {
        return new Game(id, name, terrains, groups, maps, explore, ambushes, seasons, edicts, decks, coinTrack,
                seasonTerms, soloTitles, otherOptions, heroes);
    }

    /** Every scoring card of every deck, deck by deck. */
    public List<ScoringCard> scoringCards() {
        return decks.stream().flatMap(deck -> deck.cards().stream()).toList();
    }

    public Optional<ScoringCard> scoringCard(String cardId) {
        return scoringCards().stream().filter(card -> card.id().equals(cardId)).findFirst();
    }

    public Optional<MapSheet> map(String mapId) {
        return maps.stream().filter(map -> map.id().equals(mapId)).findFirst();
    }

    public Optional<SeasonTerm> seasonTerm(String termId) {
        return seasonTerms.stream().filter(term -> term.id().equals(termId)).findFirst();
    }

    public Optional<Terrain> terrainBySymbol(char symbol) {
        return terrains.stream().filter(terrain -> terrain.symbol() == symbol).findFirst();
    }
}
