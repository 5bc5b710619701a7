package org.cartolab.workbench.render;

import java.nio.file.Path;
import java.util.List;

import org.cartolab.dsl.compile.Workspace;
import org.cartolab.model.Game;

/** The front door of {@code carto render}: renders a game's PNGs headless. */
public final class RenderMain {

    private RenderMain() {
    }

    /** Renders the gallery and a play-test board of {@code game} into {@code out}, with no display. */
    public static List<Path> render(Workspace workspace, Game game, long seed, int turns, Path out) throws Exception {
        return HeadlessFx.run(() -> GameRender.write(workspace, game, seed, turns, out));
    }
}
