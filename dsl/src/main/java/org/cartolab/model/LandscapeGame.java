package org.cartolab.model;

import java.util.List;
import java.util.Optional;

/**
 * A game whose players build landscapes out of overlapping cards (Confusing Lands, RULES.md 3).
 *
 * @param conditionCells the terrain of the cells a printed scoring condition occupies
 * @param conditionCost  the points subtracted per scoring condition in the player's own landscape
 * @param draft          how the cards are dealt, kept and passed
 */
public record LandscapeGame(String id, String name, List<Terrain> terrains, List<TerrainGroup> groups,
                            List<LandscapeCard> cards, Terrain conditionCells, int conditionCost,
                            LandscapeDraft draft, List<SoloTitle> soloTitles, List<RuleOption> options) {

    public LandscapeGame {
        terrains = List.copyOf(terrains);
        groups = List.copyOf(groups);
        cards = List.copyOf(cards);
        soloTitles = List.copyOf(soloTitles);
        options = List.copyOf(options);
    }

    public Optional<LandscapeCard> card(String cardId) {
        return cards.stream().filter(card -> card.id().equals(cardId)).findFirst();
    }

    /** The scoring cards printed on the game's cards, in card order. */
    public List<ScoringCard> scoringCards() {
        return cards.stream().flatMap(card -> card.condition().stream()).toList();
    }

    public Optional<String> option(String name) {
        return options.stream().filter(option -> option.id().equals(name)).map(RuleOption::value).findFirst();
    }
}
