package org.cartolab.library.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.HeroCard;
import org.cartolab.rules.GameEngine;

/**
 * Puts decks in a scripted order: call i (the ambush deck, then the explore deck at setup and before each later
 * season) moves the named cards, in that order, to the top; the rest follow in their current order.
 */
final class ScriptedDecks implements GameEngine.DeckOrder {

    private final List<List<String>> orders;
    private int call;

    ScriptedDecks(List<List<String>> orders) {
        this.orders = orders;
    }

    @Override
    public void arrange(List<Object> deck, Random random) {
        List<String> top = call < orders.size() ? orders.get(call) : List.of();
        call++;
        List<Object> arranged = new ArrayList<>();
        for (String id : top) {
            Object card = deck.stream().filter(c -> id(c).equals(id) && !arranged.contains(c)).findFirst()
                    .orElseThrow(() -> new AssertionError("no card " + id + " in the deck " + deck));
            arranged.add(card);
        }
        deck.stream().filter(c -> !arranged.contains(c)).forEach(arranged::add);
        deck.clear();
        deck.addAll(arranged);
    }

    static String id(Object card) {
        if (card instanceof ExploreCard explore) {
            return explore.id();
        }
        return card instanceof HeroCard hero ? hero.id() : ((AmbushCard) card).id();
    }
}
