package org.cartolab.cli;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Mutations of valid input files for the fuzzing suite: close enough to the real thing to get past the first
 * check of a reader, broken enough to reach the checks after it. Each takes the {@link Random} jqwik gives, so a
 * failing input is reproduced by the property's seed.
 */
final class Mutations {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The tokens of the Carto language, as its lexer sees them (strings and comments whole). */
    private static final Pattern CARTO_TOKEN = Pattern.compile(
            "\"(?:[^\"\\\\\\n]|\\\\.)*\"|//[^\\n]*|/\\*.*?\\*/|#[0-9a-fA-F]+|[A-Za-z_][A-Za-z0-9_-]*|\\d+|\\s+|.",
            Pattern.DOTALL);

    private static final String JUNK = " \t\n.#-,;:/\\\"'{}[]()0123456789xXzZ~éÿ\u0000\u00a0";

    private Mutations() {
    }

    /** 1 to 4 token-level edits of a .carto text: drops, duplications, swaps, identifiers, a truncation. */
    static String carto(String text, Random random) {
        List<String> tokens = new ArrayList<>();
        Matcher matcher = CARTO_TOKEN.matcher(text);
        while (matcher.find()) {
            tokens.add(matcher.group());
        }
        List<Integer> words = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            if (!tokens.get(i).isBlank()) {
                words.add(i);
            }
        }
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits && !words.isEmpty(); e++) {
            int at = words.get(random.nextInt(words.size()));
            int other = words.get(random.nextInt(words.size()));
            switch (random.nextInt(7)) {
                case 0 -> tokens.set(at, "");
                case 1 -> tokens.set(at, tokens.get(at) + " " + tokens.get(at));
                case 2 -> {
                    String swapped = tokens.get(at);
                    tokens.set(at, tokens.get(other));
                    tokens.set(other, swapped);
                }
                case 3 -> tokens.set(at, identifier(random));
                case 4 -> tokens.set(at, tokens.get(other));
                case 5 -> tokens.set(at, String.valueOf(random.nextInt(3) == 0 ? -random.nextInt(100)
                        : random.nextInt(3) == 0 ? Integer.MAX_VALUE : random.nextInt(40)));
                default -> tokens.set(at, tokens.get(at) + JUNK.charAt(random.nextInt(JUNK.length())));
            }
        }
        String mutated = String.join("", tokens);
        return random.nextInt(5) == 0 ? mutated.substring(0, random.nextInt(mutated.length() + 1)) : mutated;
    }

    private static String identifier(Random random) {
        String letters = "abcdefghijklmnopqrstuvwxyz-_";
        StringBuilder name = new StringBuilder().append((char) ('a' + random.nextInt(26)));
        for (int i = random.nextInt(12); i > 0; i--) {
            name.append(letters.charAt(random.nextInt(letters.length())));
        }
        return name.toString();
    }

    /** 1 to 4 edits of a line-based text (board, landscape, placements): characters and whole lines. */
    static String lines(String text, Random random) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        String alphabet = text.replaceAll("\\s", "") + JUNK;
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            if (lines.isEmpty()) {
                lines.add("");
            }
            int at = random.nextInt(lines.size());
            String line = lines.get(at);
            int column = random.nextInt(line.length() + 1);
            char c = alphabet.charAt(random.nextInt(alphabet.length()));
            switch (random.nextInt(8)) {
                case 0 -> lines.remove(at);
                case 1 -> lines.add(at, line);
                case 2 -> lines.set(at, lines.set(random.nextInt(lines.size()), line));
                case 3 -> lines.set(at, line.substring(0, column) + c + line.substring(column));
                case 4 -> lines.set(at, column < line.length()
                        ? line.substring(0, column) + c + line.substring(column + 1) : line + c);
                case 5 -> lines.set(at, column < line.length()
                        ? line.substring(0, column) + line.substring(column + 1) : "");
                case 6 -> lines.set(at, line.substring(0, column));
                default -> lines.set(at, line.replace(' ', random.nextBoolean() ? '\t' : ','));
            }
        }
        String mutated = String.join("\n", lines);
        return random.nextInt(8) == 0 ? mutated.substring(0, random.nextInt(mutated.length() + 1)) : mutated;
    }

    /** 1 to 3 structural edits of a JSON document (values of the wrong type or range, fields gone or added), or a
     *  textual one (a truncation, a stray character) that leaves it malformed. */
    static String json(String text, Random random) {
        if (random.nextInt(6) == 0) {
            return random.nextBoolean() ? text.substring(0, random.nextInt(text.length() + 1))
                    : lines(text, random);
        }
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("The seed file is not JSON", e);
        }
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            List<JsonNode> containers = new ArrayList<>();
            collect(root, containers);
            JsonNode container = containers.get(random.nextInt(containers.size()));
            if (container instanceof ObjectNode object && !object.isEmpty()) {
                List<String> names = new ArrayList<>();
                object.fieldNames().forEachRemaining(names::add);
                String name = names.get(random.nextInt(names.size()));
                switch (random.nextInt(4)) {
                    case 0 -> object.remove(name);
                    case 1 -> object.set(identifier(random), value(random));
                    default -> object.set(name, value(random));
                }
            } else if (container instanceof ArrayNode array && !array.isEmpty()) {
                int at = random.nextInt(array.size());
                switch (random.nextInt(4)) {
                    case 0 -> array.remove(at);
                    case 1 -> array.add(array.get(at).deepCopy());
                    case 2 -> array.insert(random.nextInt(array.size() + 1), array.get(at).deepCopy());
                    default -> array.set(at, value(random));
                }
            }
        }
        return root.toPrettyString();
    }

    private static void collect(JsonNode node, List<JsonNode> containers) {
        if (node.isContainerNode()) {
            containers.add(node);
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            if (node.isObject()) {
                fields.forEachRemaining(field -> collect(field.getValue(), containers));
            } else {
                node.elements().forEachRemaining(element -> collect(element, containers));
            }
        }
    }

    private static JsonNode value(Random random) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        return switch (random.nextInt(12)) {
            case 0 -> nodes.nullNode();
            case 1 -> nodes.numberNode(-1);
            case 2 -> nodes.numberNode(0);
            case 3 -> nodes.numberNode(Integer.MAX_VALUE);
            case 4 -> nodes.numberNode(11);
            case 5 -> nodes.numberNode(2.5);
            case 6 -> nodes.textNode("");
            case 7 -> nodes.textNode(identifier(random));
            case 8 -> nodes.booleanNode(random.nextBoolean());
            case 9 -> nodes.arrayNode();
            case 10 -> nodes.objectNode();
            default -> nodes.numberNode(random.nextInt(12));
        };
    }
}
