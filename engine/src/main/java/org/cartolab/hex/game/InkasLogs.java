package org.cartolab.hex.game;

import java.io.IOException;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/** Rise of the Inkas logs as JSON text: one event per line, so logs diff well; same game, same bytes. */
public final class InkasLogs {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(SerializationFeature.INDENT_OUTPUT);

    private InkasLogs() {
    }

    public static String write(InkasLog log) {
        try {
            String head = MAPPER.writeValueAsString(new InkasLog(log.format(), log.game(), log.map(), log.seed(),
                    log.players(), log.policies(), List.of(), log.turns(), log.winner()));
            // Put the events one per line where the empty list stands.
            int at = head.indexOf("\"events\":[]") + "\"events\":[".length();
            StringBuilder json = new StringBuilder(head.substring(0, at)).append('\n');
            for (int i = 0; i < log.events().size(); i++) {
                json.append("  ").append(event(log.events().get(i)))
                        .append(i + 1 < log.events().size() ? ",\n" : "\n");
            }
            return json.append(head, at, head.length()).append('\n').toString();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("An Inkas log always serialises", e);
        }
    }

    /** One event as the log writes it, for messages. */
    static String event(InkasEvent event) {
        try {
            return MAPPER.writeValueAsString(event);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("An event always serialises", e);
        }
    }

    /** Whether the text looks like a Rise of the Inkas log (names its format). */
    public static boolean isInkasLog(String json) {
        return json.contains("\"" + InkasLog.FORMAT + "\"");
    }

    /**
     * @throws IllegalArgumentException with the JSON parser's line and column when the text is not an Inkas log
     */
    public static InkasLog read(String json) {
        try {
            InkasLog log = MAPPER.readValue(json, InkasLog.class);
            if (!InkasLog.FORMAT.equals(log.format())) {
                throw new IllegalArgumentException("this is not a Rise of the Inkas log of format " + InkasLog.FORMAT
                        + " (it says " + log.format() + ")");
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
