package org.cartolab.library.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

import org.cartolab.board.BoardText;
import org.cartolab.library.CardLibrary;
import org.cartolab.library.reference.RandomBoards;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.Game;
import org.cartolab.model.HeroCard;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.Terrain;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.Moves;
import org.cartolab.rules.RuleOptions;
import org.cartolab.rules.SeasonScorer;
import org.cartolab.scoring.CompiledCard;
import org.cartolab.scoring.Scorer;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The fast scoring of would-be drawings ({@link SeasonScorer#previewer}: reused memory, cards the drawing cannot
 * change kept, occupancy-only cards scored once per placement) against the simplest thing that can work: copy
 * the map, draw the move for real, score the whole board. On random maps (1 to 3 bitboard words), with random
 * edicts, coins, a hero's attack range (Heroes), every legal move of a random explore card and of an ambush's
 * monsters, in the engine's order and shuffled.
 */
class DrawingScoresProperties {

    private static final Game BASE = CardLibrary.load("cartographers").game("cartographers").orElseThrow();
    private static final Game HEROES = CardLibrary.load("cartographers-heroes").game("cartographers-heroes")
            .orElseThrow();

    @Property(tries = 300)
    void aPreviewedDrawingScoresLikeTheDrawingItself(@ForAll long seed, @ForAll boolean heroes,
            @ForAll @IntRange(min = 2, max = 13) int side) throws Exception {
        Game game = heroes ? HEROES : BASE;
        Random random = new Random(seed);
        List<String> rows = heroes ? RandomBoards.generateWithKilled(seed, side, side)
                : RandomBoards.generate(seed, side, side);
        MapState map = new MapState(BoardText.read("random", String.join("\n", rows), game.terrains(),
                Optional.empty()), rules(game, random.nextBoolean()));
        map.gainCoins(random.nextInt(16));
        if (heroes && random.nextBoolean()) {
            drawHero(game, map, random);
        }
        Scorer scorer = new Scorer(game.seasonTerms());
        List<ScoringCard> all = game.scoringCards();
        List<CompiledCard> edicts = List.of(Scorer.compile(all.get(random.nextInt(all.size()))),
                Scorer.compile(all.get(random.nextInt(all.size()))));
        SeasonScorer season = SeasonScorer.of(scorer, edicts);

        List<Move> moves = new ArrayList<>(moves(game, map, random));
        String where = String.join("\n", rows) + "\nedicts " + edicts.stream().map(CompiledCard::id).toList();
        check(season, scorer, edicts, map, moves, where);
        Collections.shuffle(moves, random);
        check(season, scorer, edicts, map, moves, where + " (shuffled moves)");
    }

    private static void check(SeasonScorer season, Scorer scorer, List<CompiledCard> edicts, MapState map,
                              List<Move> moves, String where) {
        SeasonScorer.Previewer previewer = season.previewer(map);
        for (Move move : moves) {
            MapState after = map.copy();
            after.draw(move.cells(), move.terrain(), move.coin());
            int full = scorer.total(after.board(), edicts, after.coins());
            assertThat(previewer.score(move.cells(), move.terrain(), move.coin()))
                    .as("%s on%n%s", move.describe(), where).isEqualTo(full);
        }
    }

    /** The moves of a random explore card (maybe after ruins) and of a random ambush's monsters. */
    private static List<Move> moves(Game game, MapState map, Random random) {
        Set<Terrain> offered = new LinkedHashSet<>();
        game.explore().forEach(card -> offered.addAll(card.terrains()));
        ExploreCard explore = game.explore().get(random.nextInt(game.explore().size()));
        List<Move> moves = new ArrayList<>(Moves.explore(map, explore, random.nextInt(4) == 0,
                RuleOptions.of(game), List.copyOf(offered)));
        AmbushCard ambush = game.ambushes().get(random.nextInt(game.ambushes().size()));
        moves.addAll(Moves.monsters(map, ambush.shape().shape(), ambush.fill()));
        return moves;
    }

    /** A hero in a random empty cell, so that monsters drawn in its range die. */
    private static void drawHero(Game game, MapState map, Random random) {
        HeroCard hero = game.heroes().get(random.nextInt(game.heroes().size()));
        List<Move> cells = Moves.hero(map, hero, terrain(game, "hero"), random.nextBoolean());
        if (!cells.isEmpty()) {
            Move move = cells.get(random.nextInt(cells.size()));
            map.drawHero(move.cells(), move.terrain(), move.attack());
        }
    }

    /** The map rules the engine uses (mountains pay coins; heroes kill the ambushes' monsters). */
    private static MapState.Rules rules(Game game, boolean edgeSurroundsMountains) {
        Set<Terrain> monsters = new LinkedHashSet<>();
        game.ambushes().forEach(ambush -> monsters.add(ambush.fill()));
        monsters.add(terrain(game, "monster"));
        return new MapState.Rules(terrain(game, "mountain"), monsters, edgeSurroundsMountains, game.coinTrack());
    }

    private static Terrain terrain(Game game, String id) {
        return game.terrains().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }
}
