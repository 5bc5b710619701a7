package org.cartolab.rules;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import org.cartolab.log.LogJson;

/** Game logs as JSON text: one event per line, so logs diff well; same game, same bytes. */
public final class GameLogs {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(SerializationFeature.INDENT_OUTPUT);

    private GameLogs() {
    }

    public static String write(GameLog log) {
        return LogJson.write(MAPPER, new GameLog(log.format(), log.game(), log.map(), log.seed(), log.policies(),
                log.options(), log.edicts(), java.util.List.of(), log.totals(), log.winners(), log.soloScore(),
                log.soloTitle()), log.events());
    }

    /**
     * Reads a log.
     *
     * @throws IllegalArgumentException with the JSON parser's line and column when the text is not a game log
     */
    public static GameLog read(String json) {
        GameLog log = LogJson.read(MAPPER, json, GameLog.class);
        if (!GameLog.FORMAT.equals(log.format())) {
            throw new IllegalArgumentException("this is not a game log of format " + GameLog.FORMAT
                    + " (it says " + log.format() + ")");
        }
        return log;
    }
}
