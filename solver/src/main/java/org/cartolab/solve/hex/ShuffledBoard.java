package org.cartolab.solve.hex;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Landscape;

/**
 * Random boards for testing and benchmarking the opening solver: a map's landscape tiles shuffled over the
 * positions inside its frame, then its number tokens shuffled over the tiles of the landscapes that carry
 * numbers on the map (the frame stays). Paths follow the new tiles (no path between jungle hexes). Seeded: the
 * same map and seed give the same board.
 */
public final class ShuffledBoard {

    private ShuffledBoard() {
    }

    public static HexBoard of(HexBoard map, long seed) {
        Random random = new Random(seed);
        List<HexTile> inside = map.hexes().stream().filter(tile -> !tile.frame()).toList();
        List<Landscape> landscapes = new ArrayList<>(inside.stream().map(HexTile::landscape).toList());
        Collections.shuffle(landscapes, random);
        List<Integer> numbers = new ArrayList<>(inside.stream().map(HexTile::number).filter(n -> n != 0).toList());
        Collections.shuffle(numbers, random);
        Set<String> numbered = new TreeSet<>(inside.stream().filter(tile -> tile.number() != 0)
                .map(tile -> tile.landscape().id()).toList());
        if (landscapes.stream().filter(landscape -> numbered.contains(landscape.id())).count() != numbers.size()) {
            throw new IllegalArgumentException("The map '" + map.id() + "' has a landscape with and without number "
                    + "tokens, so its tokens cannot be dealt by landscape");
        }
        List<HexTile> tiles = new ArrayList<>(map.hexes().stream().filter(HexTile::frame).toList());
        int nextNumber = 0;
        for (int t = 0; t < inside.size(); t++) {
            HexTile at = inside.get(t);
            Landscape landscape = landscapes.get(t);
            int number = numbered.contains(landscape.id()) ? numbers.get(nextNumber++) : 0;
            tiles.add(new HexTile(at.id(), at.column(), at.row(), landscape, number));
        }
        return HexBoard.of(map.id() + "-shuffled-" + seed, map.name() + " (shuffled, seed " + seed + ")", tiles,
                map.noPaths());
    }
}
