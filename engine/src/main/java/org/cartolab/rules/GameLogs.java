package org.cartolab.rules;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/** Game logs as JSON text: one event per line, so logs diff well; same game, same bytes. */
public final class GameLogs {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(SerializationFeature.INDENT_OUTPUT);

    private GameLogs() {
    }

    public static String write(GameLog log) {
        try {
            StringBuilder json = new StringBuilder();
            String head = MAPPER.writeValueAsString(new GameLog(log.format(), log.game(), log.map(), log.seed(),
                    log.policies(), log.options(), log.edicts(), java.util.List.of(), log.totals(), log.winners(),
                    log.soloScore(), log.soloTitle()));
            // Put the events one per line where the empty list stands.
            int at = head.indexOf("\"events\":[]") + "\"events\":[".length();
            json.append(head, 0, at).append('\n');
            for (int i = 0; i < log.events().size(); i++) {
                json.append("  ").append(MAPPER.writeValueAsString(log.events().get(i)))
                        .append(i + 1 < log.events().size() ? ",\n" : "\n");
            }
            json.append(head, at, head.length()).append('\n');
            return json.toString();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A game log always serialises", e);
        }
    }

    /**
     * Reads a log.
     *
     * @throws IllegalArgumentException with the JSON parser's line and column when the text is not a game log
     */
    public static GameLog read(String json) {
        try {
            GameLog log = MAPPER.readValue(json, GameLog.class);
            if (!GameLog.FORMAT.equals(log.format())) {
                throw new IllegalArgumentException("this is not a game log of format " + GameLog.FORMAT
                        + " (it says " + log.format() + ")");
            }
            return log;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            var location = e.getLocation();
            throw new IllegalArgumentException((location == null ? "" : "line " + location.getLineNr()
                    + ", column " + location.getColumnNr() + ": ") + e.getOriginalMessage());
        } catch (IOException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }
}
