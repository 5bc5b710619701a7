package org.cartolab.hex;

import java.util.BitSet;
import java.util.List;

import org.cartolab.model.hex.HexBoard;

/**
 * Buildings and roads on a hex map: villages and cities on intersections, roads on paths (indices into the map's
 * {@link HexBoard#intersections()} and {@link HexBoard#paths()}). Immutable; legality is
 * {@link PlacementRules}' business.
 */
public final class Placements {

    private final BitSet villages;
    private final BitSet cities;
    private final BitSet roads;

    /** Nothing on the map. */
    public static final Placements NONE = new Placements(List.of(), List.of(), List.of());

    public Placements(List<Integer> villages, List<Integer> cities, List<Integer> roads) {
        this.villages = bits(villages);
        this.cities = bits(cities);
        this.roads = bits(roads);
    }

    public static Placements villages(int... intersections) {
        return new Placements(java.util.Arrays.stream(intersections).boxed().toList(), List.of(), List.of());
    }

    /** These placements and villages on more intersections. */
    public Placements withVillages(List<Integer> more) {
        List<Integer> all = new java.util.ArrayList<>(villageList());
        all.addAll(more);
        return new Placements(all, cityList(), roadList());
    }

    public boolean village(int intersection) {
        return villages.get(intersection);
    }

    public boolean city(int intersection) {
        return cities.get(intersection);
    }

    public boolean built(int intersection) {
        return villages.get(intersection) || cities.get(intersection);
    }

    public boolean road(int path) {
        return roads.get(path);
    }

    /** The villages' intersections, ascending. */
    public List<Integer> villageList() {
        return villages.stream().boxed().toList();
    }

    /** The cities' intersections, ascending. */
    public List<Integer> cityList() {
        return cities.stream().boxed().toList();
    }

    /** The roads' paths, ascending. */
    public List<Integer> roadList() {
        return roads.stream().boxed().toList();
    }

    private static BitSet bits(List<Integer> indices) {
        BitSet bits = new BitSet();
        indices.forEach(bits::set);
        return bits;
    }
}
