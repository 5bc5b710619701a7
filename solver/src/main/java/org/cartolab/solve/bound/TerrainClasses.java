package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.model.PuzzleSeason;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.Terrain;
import org.cartolab.rules.MapState;
import org.cartolab.scoring.CompiledCard;
import org.cartolab.scoring.Scorer;
import org.cartolab.solve.PuzzleSetup;

/**
 * The terrains of a puzzle that no rule tells apart: none of its scoring cards nor the game's season terms (coins,
 * monsters) reads them ({@link CompiledCard#readsTerrain}), and the map's rules give them no part (not the mountain,
 * not a monster). Such a terrain counts only as a filled cell: whether a move may be drawn never depends on the
 * terrains of the cells already filled (shapes fit empty cells, ruins are fixed, an ambush's solo placement looks
 * at empty cells), so a play that draws one of them somewhere and the same play drawing another of them there are
 * both legal and score the same. One of them stands for all: a terrain case ({@link TerrainCases}) that draws the
 * first bounds the plays that draw any.
 */
final class TerrainClasses {

    private final List<CompiledCard> readers = new ArrayList<>();
    private final MapState.Rules rules;

    TerrainClasses(PuzzleSetup setup) {
        rules = setup.engine().mapRules();
        readers.addAll(setup.engine().scorer().seasonTerms());
        for (PuzzleSeason season : setup.puzzle().seasons()) {
            for (ScoringCard card : season.scoring()) {
                readers.add(Scorer.compile(card));
            }
        }
    }

    /** Whether some rule reads where {@code terrain} lies (so a case of its own is needed). */
    boolean read(Terrain terrain) {
        return terrain.equals(rules.mountain()) || rules.monsters().contains(terrain)
                || readers.stream().anyMatch(card -> card.readsTerrain(terrain));
    }

    /**
     * The terrains of {@code offered} that need a case each, in their order: every terrain some rule reads, and
     * the first of those none reads, which stands for the others.
     */
    List<Terrain> representatives(List<Terrain> offered) {
        List<Terrain> kept = new ArrayList<>();
        boolean unreadKept = false;
        for (Terrain terrain : offered) {
            if (read(terrain)) {
                kept.add(terrain);
            } else if (!unreadKept) {
                kept.add(terrain);
                unreadKept = true;
            }
        }
        return kept;
    }
}
