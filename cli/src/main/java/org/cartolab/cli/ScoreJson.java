package org.cartolab.cli;

import org.cartolab.scoring.CardScore;
import org.cartolab.scoring.SeasonScore;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One board's score as one JSON line:
 * {@code {"board":"PATH","cards":{"sentinel-wood":3,...},"coins":0,"monsters":-2,"total":N}}. Further season terms
 * a designer's game defines follow "monsters"; keys keep this order.
 */
final class ScoreJson {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ScoreJson() {
    }

    static String line(String board, SeasonScore score) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("board", board);
        ObjectNode cards = root.putObject("cards");
        for (CardScore card : score.cards()) {
            cards.put(card.id(), card.points());
        }
        root.put("coins", score.term("coins"));
        root.put("monsters", score.term("monsters"));
        for (CardScore term : score.terms()) {
            if (!term.id().equals("coins") && !term.id().equals("monsters")) {
                root.put(term.id(), term.points());
            }
        }
        root.put("total", score.total());
        try {
            return MAPPER.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A tree of strings and numbers always serialises", e);
        }
    }
}
