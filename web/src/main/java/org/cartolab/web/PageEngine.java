package org.cartolab.web;

import org.cartolab.solve.PuzzleException;
import org.teavm.jso.JSExport;

/**
 * The page's entry points, exported to JavaScript by TeaVM (see this module's pom): one puzzle at a time, strings
 * and numbers in, strings out (JSON where there is structure). Everything is {@link PageGame}'s.
 */
public final class PageEngine {

    private static PageGame game;

    private PageEngine() {
    }

    public static void main(String[] args) {
        // TeaVM wants a main class; the page calls the exported functions.
    }

    /** Opens the puzzle of a page's model JSON; returns "" or why it cannot be played. */
    @JSExport
    public static String open(String modelJson) {
        try {
            game = PageGame.open(modelJson);
            return "";
        } catch (PuzzleException | RuntimeException e) {
            game = null;
            return "This page's puzzle cannot be played: " + e.getMessage();
        }
    }

    @JSExport
    public static String describe() {
        return game.describe();
    }

    @JSExport
    public static String state() {
        return game.state();
    }

    @JSExport
    public static String check(String terrain, int shape, int turn, int row, int col) {
        return game.check(terrain, shape, turn, row, col);
    }

    @JSExport
    public static String play(String terrain, int shape, int turn, int row, int col) {
        return game.play(terrain, shape, turn, row, col);
    }

    @JSExport
    public static boolean undo() {
        return game.undo();
    }

    @JSExport
    public static boolean redo() {
        return game.redo();
    }

    @JSExport
    public static void restart() {
        game.restart();
    }

    @JSExport
    public static String export(String schema, String puzzleId) {
        return game.export(schema, puzzleId);
    }
}
