package org.cartolab.landscape.play;

import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import org.cartolab.log.LogJson;

/** Landscape game logs as JSON text: one event per line, so logs diff well; same game, same bytes. */
public final class LandscapeLogs {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(SerializationFeature.INDENT_OUTPUT);

    private LandscapeLogs() {
    }

    public static String write(LandscapeLog log) {
        return LogJson.write(MAPPER, new LandscapeLog(log.format(), log.game(), log.seed(), log.players(),
                log.policies(), log.options(), log.shared(), List.of(), log.totals(), log.winners(),
                log.soloTitle()), log.events());
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
        LandscapeLog log = LogJson.read(MAPPER, json, LandscapeLog.class);
        if (!LandscapeLog.FORMAT.equals(log.format())) {
            throw new IllegalArgumentException("this is not a landscape game log of format " + LandscapeLog.FORMAT
                    + " (it says " + log.format() + ")");
        }
        return log;
    }
}
