package org.cartolab.rules;

import java.util.List;

import org.cartolab.board.Board;
import org.cartolab.model.Terrain;
import org.cartolab.scoring.BoardEvaluation;
import org.cartolab.scoring.CompiledCard;

/**
 * Scores the drawings a policy tries on one map, with three savings that leave every score exact:
 * <ul>
 * <li>a card the drawing cannot change (it reads neither the drawn terrain nor filled or empty cells, nor
 *     killed monsters or coins that change) keeps its points on the map as it is;</li>
 * <li>a card that reads filled or empty cells but not the drawn terrain (nor coins, and nothing is killed) gets
 *     the same points from every terrain drawn into the same cells: the engine lists a placement's terrains one
 *     after another, so the points of the last placement are kept per card;</li>
 * <li>the would-be board and its evaluation are rebuilt in the same memory for each drawing, and the clusters
 *     of the sets the drawing leaves alone are those found on the map as it is.</li>
 * </ul>
 * Not thread-safe; the map must not change while it is in use.
 */
final class DrawingScorer implements SeasonScorer.Previewer {

    private final MapState map;
    private final CompiledCard[] cards;
    private final int[] pointsNow;
    private final DrawingPreview preview;
    /** The evaluation of the map as it is, whose clusters the drawings' evaluations reuse where unchanged. */
    private final BoardEvaluation now;
    private final BoardEvaluation evaluation;
    /** Per card, the cells of the last drawing whose points depend only on its cells, and those points. */
    private final long[][] lastCells;
    private final int[] lastPoints;
    /** What a drawing of each terrain (by the map's terrain index) does to each card; null until first drawn. */
    private final Effect[][] effects;

    private enum Effect {
        /** The card's points cannot change. */
        NONE,
        /** The points can change only through the cells filled. */
        CELLS,
        /** The points can change in any way. */
        ANY
    }

    DrawingScorer(MapState map, List<CompiledCard> cards) {
        this.map = map;
        this.cards = cards.toArray(CompiledCard[]::new);
        this.preview = map.drawingPreview();
        this.pointsNow = new int[this.cards.length];
        Board board = map.board();
        this.now = BoardEvaluation.of(board, map.coins());
        this.evaluation = BoardEvaluation.of(board, map.coins());
        for (int i = 0; i < pointsNow.length; i++) {
            pointsNow[i] = this.cards[i].points(now);
        }
        this.lastCells = new long[this.cards.length][];
        this.lastPoints = new int[this.cards.length];
        this.effects = new Effect[map.terrains().size()][];
    }

    @Override
    public int score(long[] cells, Terrain terrain, boolean coinShape) {
        preview.show(cells, terrain, coinShape);
        boolean coinsChange = preview.coins() != map.coins();
        Effect[] effect = preview.killsMonsters() ? effects(terrain, true)
                : effectsOf(preview.terrainIndex(), terrain);
        boolean evaluated = false;
        int total = 0;
        for (int i = 0; i < cards.length; i++) {
            CompiledCard card = cards[i];
            Effect e = coinsChange && card.readsCoins() ? Effect.ANY : effect[i];
            if (e == Effect.NONE) {
                total += pointsNow[i];
            } else if (e == Effect.CELLS && lastCells[i] == cells) {
                total += lastPoints[i];
            } else {
                if (!evaluated) {
                    evaluation.reset(preview.board(), preview.coins(), now);
                    evaluated = true;
                }
                int points = card.points(evaluation);
                if (e == Effect.CELLS) {
                    lastCells[i] = cells;
                    lastPoints[i] = points;
                }
                total += points;
            }
        }
        return total;
    }

    /** The effects of drawing {@code terrain} with no kill, worked out once per terrain. */
    private Effect[] effectsOf(int t, Terrain terrain) {
        if (effects[t] == null) {
            effects[t] = effects(terrain, false);
        }
        return effects[t];
    }

    private Effect[] effects(Terrain terrain, boolean killsMonsters) {
        Effect[] effect = new Effect[cards.length];
        for (int i = 0; i < cards.length; i++) {
            CompiledCard card = cards[i];
            if (!card.changedByDrawing(terrain, killsMonsters)) {
                effect[i] = Effect.NONE;
            } else {
                // Coins are handled per drawing; a kill changes the killed cells, which are not "cells filled".
                effect[i] = !killsMonsters && !card.readsTerrain(terrain) && !card.readsCoins() ? Effect.CELLS
                        : Effect.ANY;
            }
        }
        return effect;
    }
}
