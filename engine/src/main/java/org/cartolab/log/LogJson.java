package org.cartolab.log;

import java.io.IOException;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The JSON form every game log shares: the log's fields on one line with its events one per line (so logs diff
 * well; same game, same bytes), and reading with the parser's line and column in the message.
 */
public final class LogJson {

    private LogJson() {
    }

    /**
     * The log as text: {@code head} is the log with an empty {@code "events"} list, where {@code events} go, one a
     * line.
     */
    public static String write(ObjectMapper mapper, Object head, List<?> events) {
        try {
            String text = mapper.writeValueAsString(head);
            int at = text.indexOf("\"events\":[]") + "\"events\":[".length();
            StringBuilder json = new StringBuilder(text.substring(0, at)).append('\n');
            for (int i = 0; i < events.size(); i++) {
                json.append("  ").append(mapper.writeValueAsString(events.get(i)))
                        .append(i + 1 < events.size() ? ",\n" : "\n");
            }
            return json.append(text, at, text.length()).append('\n').toString();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A game log always serialises", e);
        }
    }

    /**
     * @throws IllegalArgumentException with the JSON parser's line and column when the text is no such value
     */
    public static <T> T read(ObjectMapper mapper, String json, Class<T> type) {
        try {
            return mapper.readValue(json, type);
        } catch (JsonProcessingException e) {
            var location = e.getLocation();
            throw new IllegalArgumentException((location == null ? "" : "line " + location.getLineNr()
                    + ", column " + location.getColumnNr() + ": ") + e.getOriginalMessage());
        } catch (IOException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }
}
