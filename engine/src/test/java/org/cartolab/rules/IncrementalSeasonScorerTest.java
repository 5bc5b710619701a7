package org.cartolab.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.model.ExploreCard;
import org.cartolab.model.Game;
import org.cartolab.scoring.CompiledCard;
import org.cartolab.scoring.Scorer;
import org.junit.jupiter.api.Test;

/** Reusing the points of cards a drawing cannot change gives exactly the full score of every drawing. */
class IncrementalSeasonScorerTest {

    private static final Game GAME = TestGames.game("""
            scoring edge-forest "Edge forest" score 1 per cell c of forest where c touches edge
            scoring full-rows "Full rows" score 6 per row r where r is filled
            scoring water-pairs "Water pairs" score 2 * count(cluster k of water where size(k) >= 2)
            scoring rich "Rich" score 2 * coins
            explore grove "Grove" time 1 terrains forest, water, monster
                shape coin { "XX" }
                shape { "X." "XX" }
            deck d "D" cards edge-forest, full-rows, water-pairs, rich
            game g "G" {
                explore grove
                decks d
                score coins: coins
                score monsters: -1 per cell c of empty where c touches monster
            }
            """);

    @Test
    void everyPreviewScoresLikeTheFullEvaluation() {
        Scorer scorer = new Scorer(GAME.seasonTerms());
        for (List<String> cardIds : List.of(List.of("edge-forest", "water-pairs"), List.of("full-rows", "rich"))) {
            List<CompiledCard> cards = cardIds.stream()
                    .map(id -> Scorer.compile(GAME.scoringCard(id).orElseThrow())).toList();
            IncrementalSeasonScorer incremental = new IncrementalSeasonScorer(scorer, cards);
            MapState map = TestGames.map(GAME, "F..W.", ".M..X", "WW...", "....F");
            SeasonScorer.Previewer previewer = incremental.previewer(map);
            ExploreCard grove = GAME.explore().get(0);
            List<Move> moves = Moves.explore(map, grove, false, RuleOptions.of(GAME), grove.terrains());
            assertThat(moves).hasSizeGreaterThan(50);
            for (Move move : moves) {
                MapState.Preview preview = map.preview(move.cells(), move.terrain(), move.coin());
                assertThat(previewer.score(move.cells(), move.terrain(), move.coin()))
                        .as("%s with %s", move.describe(), cardIds)
                        .isEqualTo(incremental.score(preview.board(), preview.coins()));
            }
        }
    }
}
