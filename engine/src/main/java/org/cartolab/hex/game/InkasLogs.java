package org.cartolab.hex.game;

import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import org.cartolab.log.LogJson;

/** Rise of the Inkas logs as JSON text: one event per line, so logs diff well; same game, same bytes. */
public final class InkasLogs {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(SerializationFeature.INDENT_OUTPUT);

    private InkasLogs() {
    }

    public static String write(InkasLog log) {
        return LogJson.write(MAPPER, new InkasLog(log.format(), log.game(), log.map(), log.seed(), log.players(),
                log.policies(), List.of(), log.turns(), log.winner()), log.events());
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
        InkasLog log = LogJson.read(MAPPER, json, InkasLog.class);
        if (!InkasLog.FORMAT.equals(log.format())) {
            throw new IllegalArgumentException("this is not a Rise of the Inkas log of format " + InkasLog.FORMAT
                    + " (it says " + log.format() + ")");
        }
        return log;
    }
}
