package org.cartolab.landscape.play;

import java.io.IOException;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/** Landscape game logs as JSON text: one event per line, so logs diff well; same game, same bytes. */
public final class LandscapeLogs {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(SerializationFeature.INDENT_OUTPUT);

    private LandscapeLogs() {
    }

    public static String write(LandscapeLog log) {
        try {
            String head = MAPPER.writeValueAsString(new LandscapeLog(log.format(), log.game(), log.seed(),
                    log.players(), log.policies(), log.options(), log.shared(), List.of(), log.totals(),
                    log.winners(), log.soloTitle()));
            // Put the events one per line where the empty list stands.
            int at = head.indexOf("\"events\":[]") + "\"events\":[".length();
            StringBuilder json = new StringBuilder(head.substring(0, at)).append('\n');
            for (int i = 0; i < log.events().size(); i++) {
                json.append("  ").append(MAPPER.writeValueAsString(log.events().get(i)))
                        .append(i + 1 < log.events().size() ? ",\n" : "\n");
            }
            return json.append(head, at, head.length()).append('\n').toString();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A landscape log always serialises", e);
        }
    }

    /** One event as the log writes it, for messages. */
    static String event(LandscapeEvent event) {
        try {
            return MAPPER.writeValueAsString(event);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("An event always serialises", e);
        }
    }

    /** Whether the text looks like a landscape log (names its format), to tell it from a map-drawing game's log. */
    public static boolean isLandscapeLog(String json) {
        return json.contains("\"" + LandscapeLog.FORMAT + "\"");
    }

    /**
     * Reads a log.
     *
     * @throws IllegalArgumentException with the JSON parser's line and column when the text is not a landscape log
     */
    public static LandscapeLog read(String json) {
        try {
            LandscapeLog log = MAPPER.readValue(json, LandscapeLog.class);
            if (!LandscapeLog.FORMAT.equals(log.format())) {
                throw new IllegalArgumentException("this is not a landscape game log of format "
                        + LandscapeLog.FORMAT + " (it says " + log.format() + ")");
            }
            return log;
        } catch (JsonProcessingException e) {
            var location = e.getLocation();
            throw new IllegalArgumentException((location == null ? "" : "line " + location.getLineNr()
                    + ", column " + location.getColumnNr() + ": ") + e.getOriginalMessage());
        } catch (IOException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }
}
