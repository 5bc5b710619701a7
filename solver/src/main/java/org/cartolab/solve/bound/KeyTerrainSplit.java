package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;


/**
 * A season's rise by cases on which of the remaining steps draw the key terrain of a linking term (Stoneside
 * Forest: mountains linked by a cluster of forest; forest is its key terrain, {@link LinkedCellsBound#keyTerrains}).
 * The plain bound lets the same steps serve both that term and the other cards: it credits the links that the
 * steps' forest cells may make (slack the steps do not pay for) while every step also draws its best terrain for the
 * other cards. But every step draws exactly one terrain (a move has one; a single-cell fallback too, counted in the
 * terrains the step can draw, {@link StepFacts}), so every play falls into one of the cases "these steps draw the
 * key terrain, the others do not". In each case the season is bounded with each step's terrains and moves cut to
 * its side: with no step drawing forest the links gain only what forest drawn already joins; with one, that step's
 * few cells must make every new link while the others serve the other cards. The rise is at most the largest of the
 * cases' bounds; the split is kept only where that is below the plain bound. It costs a bound per case (2^n for n
 * steps that can draw both sides), so it is meant for the bound a stopped search reports.
 */
final class KeyTerrainSplit implements CaseBound {

    /** Beyond this many cases (steps that can draw the key terrain and another) the split is not tried. */
    static final int MOST_CASES = 64;

    /** The split applies when the terms hold a linking term whose key terrain some steps may draw or not. */
    @Override
    public double lower(double plain, Season season) {
        boolean[] key = keyTerrains(season.terms(), season.position());
        if (key == null || plain == Double.POSITIVE_INFINITY) {
            return plain;
        }
        boolean[][] stepTerrains = season.stepTerrains();
        List<Integer> either = new ArrayList<>();
        for (int j = season.next(); j < season.end(); j++) {
            if (draws(stepTerrains[j], key, true) && draws(stepTerrains[j], key, false)) {
                either.add(j);
            }
        }
        if (either.isEmpty() || 1 << either.size() > MOST_CASES) {
            return plain;
        }
        Season quick = season.quick();
        double split = Double.NEGATIVE_INFINITY;
        for (int drawsKey = 0; drawsKey < 1 << either.size(); drawsKey++) {
            boolean[][] terrains = stepTerrains.clone();
            for (int b = 0; b < either.size(); b++) {
                int j = either.get(b);
                terrains[j] = side(stepTerrains[j], key, (drawsKey >> b & 1) == 1);
            }
            // A quicker bound of the case first: a case below the others' best cannot move the split.
            if (quick.riseDrawing(terrains) <= split) {
                continue;
            }
            split = Math.max(split, season.riseDrawing(terrains));
            if (split >= plain) {
                return plain;
            }
        }
        return Math.min(plain, split);
    }

    /** The key terrains of the first linking term that has some, or null. */
    private static boolean[] keyTerrains(List<TermBound> terms, Position position) {
        for (TermBound term : terms) {
            if (term instanceof LinkedCellsBound linked) {
                boolean[] key = linked.keyTerrains(position);
                if (key != null) {
                    return key;
                }
            }
        }
        return null;
    }

    /** Whether {@code terrains} holds a terrain that is key ({@code keySide}) or one that is not. */
    private static boolean draws(boolean[] terrains, boolean[] key, boolean keySide) {
        for (int t = 0; t < terrains.length; t++) {
            if (terrains[t] && key[t] == keySide) {
                return true;
            }
        }
        return false;
    }

    /** {@code terrains} cut to the key terrains ({@code keySide}) or to the others. */
    private static boolean[] side(boolean[] terrains, boolean[] key, boolean keySide) {
        boolean[] cut = new boolean[terrains.length];
        for (int t = 0; t < terrains.length; t++) {
            cut[t] = terrains[t] && key[t] == keySide;
        }
        return cut;
    }
}
