package org.cartolab.solve;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.cartolab.model.Terrain;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.Moves;

/**
 * Every move a step could ever make, numbered: the domain of the step's variable in the Choco model. It holds the
 * moves that fit on the starting map (a later map only has fewer empty cells), the 1x1 fallbacks, and one extra
 * value, {@link #skip()}, for "nothing can be drawn".
 */
final class MoveUniverse {

    private final List<Move> moves;
    private final Map<MoveKey, Integer> index = new HashMap<>();

    private MoveUniverse(List<Move> moves) {
        this.moves = List.copyOf(moves);
        for (int i = 0; i < moves.size(); i++) {
            index.putIfAbsent(MoveKey.of(moves.get(i)), i);
        }
    }

    static MoveUniverse of(PuzzleSetup setup, Step step) {
        MapState start = setup.startMap();
        List<Move> all = new ArrayList<>();
        if (step.isAmbush()) {
            all.addAll(Moves.monsters(start, step.ambush().shape().shape(), step.ambush().fill()));
        } else {
            all.addAll(Moves.explore(start, step.explore(), false, setup.engine().options(),
                    setup.engine().anyTerrains()));
            Set<Terrain> fallback = new LinkedHashSet<>(step.explore().terrains());
            fallback.addAll(setup.engine().anyTerrains());
            all.addAll(Moves.singleCells(start, List.copyOf(fallback)));
        }
        return new MoveUniverse(all);
    }

    int size() {
        return moves.size() + 1;
    }

    int skip() {
        return moves.size();
    }

    Move move(int value) {
        return value == skip() ? null : moves.get(value);
    }

    /** The value of a legal move; every legal move is in the universe by construction. */
    int valueOf(Move move) {
        Integer value = index.get(MoveKey.of(move));
        if (value == null) {
            throw new IllegalStateException("A legal move is missing from the step's universe: " + move.describe());
        }
        return value;
    }
}
