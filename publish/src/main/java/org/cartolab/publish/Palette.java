package org.cartolab.publish;

import java.awt.Color;

import org.cartolab.model.Terrain;

/** The colours the pictures share. Terrains bring their own colour from the game file. */
final class Palette {

    static final Color INK = new Color(0x22, 0x22, 0x22);
    static final Color MUTED = new Color(0x66, 0x66, 0x66);
    static final Color GRID = new Color(0x9a, 0x9a, 0x9a);
    static final Color PAPER = new Color(0xff, 0xff, 0xff);
    static final Color PANEL = new Color(0xf4, 0xf1, 0xea);
    static final Color COIN = new Color(0xe8, 0xb8, 0x20);
    static final Color COIN_EDGE = new Color(0x9a, 0x70, 0x00);
    static final Color NEUTRAL_SHAPE = new Color(0xc8, 0xc8, 0xc8);
    static final Color HIGHLIGHT = new Color(0x10, 0x10, 0x10);
    /** Used when a game gives a terrain no colour. */
    static final Color UNKNOWN_TERRAIN = new Color(0xb0, 0xb0, 0xb0);

    private Palette() {
    }

    static Color of(Terrain terrain) {
        String colour = terrain.colour();
        if (colour == null || !colour.matches("#[0-9a-fA-F]{6}")) {
            return UNKNOWN_TERRAIN;
        }
        return new Color(Integer.parseInt(colour.substring(1), 16));
    }

    /** The colour mixed with white: for cells on a sheet that is printed to be drawn on. */
    static Color tint(Color colour, double amount) {
        return new Color(mix(colour.getRed(), amount), mix(colour.getGreen(), amount), mix(colour.getBlue(), amount));
    }

    private static int mix(int channel, double amount) {
        return (int) Math.round(255 - (255 - channel) * amount);
    }

    /** Ink that stays legible on the given background: white on dark colours, dark on light ones. */
    static Color inkOn(Color background) {
        double luminance = 0.299 * background.getRed() + 0.587 * background.getGreen() + 0.114 * background.getBlue();
        return luminance < 140 ? PAPER : INK;
    }
}
