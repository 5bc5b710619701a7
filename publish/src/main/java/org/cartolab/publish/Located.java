package org.cartolab.publish;

import java.io.IOException;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;

/**
 * A string read from a puzzle file with where it stood (1-based line and column of its opening quote), so that an
 * unknown card id or a bad date is reported at its place. Written as a plain string.
 */
@JsonDeserialize(using = Located.Reader.class)
record Located(String value, int line, int column) {

    static Located of(String value) {
        return new Located(value, 0, 0);
    }

    @JsonValue
    String json() {
        return value;
    }

    static final class Reader extends JsonDeserializer<Located> {
        @Override
        public Located deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            if (parser.currentToken() != JsonToken.VALUE_STRING) {
                return (Located) context.handleUnexpectedToken(String.class, parser);
            }
            JsonLocation at = parser.currentTokenLocation();
            return new Located(parser.getText(), at.getLineNr(), at.getColumnNr());
        }
    }
}
