package org.cartolab.publish;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;

/**
 * How the puzzle files are laid out: two-space indents, {@code \n} line ends on every system, one array element
 * per line (map rows read as a map), except arrays inside arrays, which stay on one line ({@code [2, 4]} for a
 * cell).
 */
final class JsonLayout extends DefaultPrettyPrinter {

    private static final DefaultIndenter LINES = new DefaultIndenter("  ", "\n");

    JsonLayout() {
        super(Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER));
        indentArraysWith(LINES);
        indentObjectsWith(LINES);
    }

    private JsonLayout(JsonLayout base) {
        super(base);
    }

    @Override
    public DefaultPrettyPrinter createInstance() {
        return new JsonLayout(this);
    }

    /** True inside an array that is itself an element of an array. */
    private static boolean inner(JsonGenerator g) {
        JsonStreamContext context = g.getOutputContext();
        return context.inArray() && context.getParent() != null && context.getParent().inArray();
    }

    @Override
    public void writeStartArray(JsonGenerator g) throws IOException {
        if (inner(g)) {
            g.writeRaw('[');
        } else {
            super.writeStartArray(g);
        }
    }

    @Override
    public void beforeArrayValues(JsonGenerator g) throws IOException {
        if (!inner(g)) {
            super.beforeArrayValues(g);
        }
    }

    @Override
    public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
        if (inner(g)) {
            g.writeRaw(", ");
        } else {
            super.writeArrayValueSeparator(g);
        }
    }

    @Override
    public void writeEndArray(JsonGenerator g, int values) throws IOException {
        if (inner(g)) {
            g.writeRaw(']');
        } else {
            super.writeEndArray(g, values);
        }
    }
}
