package org.cartolab.workbench.render;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.cartolab.dsl.compile.Workspace;
import org.cartolab.model.Game;

/** The front door of {@code carto render}: renders a game's PNGs headless. */
public final class RenderMain {

    private RenderMain() {
    }

    /** Renders the gallery and, if there is a game, its play-test board into {@code out}, with no display. */
    public static List<Path> render(Workspace workspace, Optional<Game> game, long seed, int turns, Path out)
            throws Exception {
        return HeadlessFx.run(() -> GameRender.write(workspace, game, seed, turns, out));
    }
}
