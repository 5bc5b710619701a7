package org.cartolab.dsl.compile;

import java.util.List;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.HeroCard;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.MapSheet;
import org.cartolab.model.SeasonCard;
import org.cartolab.model.Shape;
import org.cartolab.model.hex.BoardConstraints;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.Landscape;
import org.cartolab.model.hex.Objective;
import org.cartolab.model.hex.Product;

/**
 * The top-level elements of a set of .carto files, whether a game lists them or not (a designer prototyping a card
 * has not put it in a game yet), each list in file order and then declaration order. Terrains, scoring cards and
 * puzzles are in {@link Workspace} itself.
 *
 * @param maps    the square map sheets
 * @param hexMaps the hex maps, without any game's no-path rules (those belong to a {@code hex-game})
 * @param boardConstraints every {@code board-constraints} block, used by a game or not
 */
public record Definitions(List<Shape> shapes, List<MapSheet> maps, List<ExploreCard> explore,
                          List<AmbushCard> ambushes, List<HeroCard> heroes, List<SeasonCard> seasons,
                          List<LandscapeCard> landscapeCards, List<Product> products, List<Landscape> landscapes,
                          List<HexBoard> hexMaps, List<Objective> objectives,
                          List<BoardConstraints> boardConstraints) {

    /** No definitions: for a workspace built by hand from games alone. */
    public static final Definitions NONE = new Definitions(List.of(), List.of(), List.of(), List.of(), List.of(),
            List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of());

    public Definitions {
        shapes = List.copyOf(shapes);
        maps = List.copyOf(maps);
        explore = List.copyOf(explore);
        ambushes = List.copyOf(ambushes);
        heroes = List.copyOf(heroes);
        seasons = List.copyOf(seasons);
        landscapeCards = List.copyOf(landscapeCards);
        products = List.copyOf(products);
        landscapes = List.copyOf(landscapes);
        hexMaps = List.copyOf(hexMaps);
        objectives = List.copyOf(objectives);
        boardConstraints = List.copyOf(boardConstraints);
    }
}
