package org.cartolab.web;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.model.Game;
import org.cartolab.model.Puzzle;

/**
 * Writes model records as JSON for the page's engine ({@link ModelReader} reads them back): a record is
 * {@code {"r": type, "v": [components in declaration order]}}, an enum constant {@code {"e": type, "n": name}}, a
 * char {@code {"c": "x"}}, an optional {@code {"o": []}} or {@code {"o": [value]}}; strings, ints, booleans,
 * lists and null are themselves. Runs on the JVM only (it reads the records by reflection).
 */
public final class ModelWriter {

    private ModelWriter() {
    }

    /**
     * What the page needs to play {@code puzzle}: the puzzle and its game cut down to what the puzzle's rules read
     * (its one map sheet; no scoring decks or season cards, which a puzzle names itself).
     */
    public static String page(Puzzle puzzle, Game game) {
        Game cut = new Game(game.id(), game.name(), game.terrains(), game.groups(),
                game.map(puzzle.map()).map(List::of).orElse(List.of()), game.explore(), game.ambushes(), List.of(),
                game.edicts(), List.of(), game.coinTrack(), game.seasonTerms(), game.soloTitles(), game.options(),
                game.heroes());
        return Json.write(Json.object("puzzle", encode(puzzle), "game", encode(cut)));
    }

    /** The JSON of one value. */
    public static String write(Object value) {
        return Json.write(encode(value));
    }

    static Object encode(Object value) {
        if (value == null || value instanceof String || value instanceof Integer || value instanceof Boolean) {
            return value;
        }
        if (value instanceof Character c) {
            return Json.object("c", String.valueOf(c));
        }
        if (value instanceof Optional<?> optional) {
            return Json.object("o", optional.map(v -> List.of(encode(v))).orElse(List.of()));
        }
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            list.forEach(item -> out.add(encode(item)));
            return out;
        }
        if (value instanceof Enum<?> constant) {
            return Json.object("e", type(constant.getDeclaringClass()), "n", constant.name());
        }
        Class<?> type = value.getClass();
        if (!type.isRecord()) {
            throw new IllegalArgumentException("the page's model has no " + type.getName());
        }
        List<Object> components = new ArrayList<>();
        for (RecordComponent component : type.getRecordComponents()) {
            try {
                components.add(encode(component.getAccessor().invoke(value)));
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot read " + type.getName() + "." + component.getName(), e);
            }
        }
        return Json.object("r", type(type), "v", components);
    }

    /** The name {@link ModelReader} knows a type by: its binary name without the package. */
    static String type(Class<?> type) {
        String name = type.getName();
        return name.substring(name.lastIndexOf('.') + 1);
    }
}
