package org.cartolab.cli;

import picocli.CommandLine.Option;

/** The {@code --game} option of the commands that work on one game. */
final class GameOption {

    @Option(names = "--game", paramLabel = "GAME", defaultValue = "cartographers",
            description = "A shipped game (cartographers, cartographers-heroes, cartographers-combined, "
                    + "confusing-lands, rise-of-the-inkas) or a "
                    + ".carto file; default: ${DEFAULT-VALUE}.")
    String name;
}
