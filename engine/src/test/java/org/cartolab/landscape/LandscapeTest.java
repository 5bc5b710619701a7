package org.cartolab.landscape;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.board.Board;
import org.cartolab.board.EdgeSide;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.CardFace;
import org.cartolab.model.FaceCell;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeDraft;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.RuleOption;
import org.cartolab.model.ScoreTerm;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.Distance;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.SetRegion;
import org.cartolab.model.expr.Source;
import org.cartolab.model.expr.Var;
import org.cartolab.scoring.CardScore;
import org.cartolab.scoring.Scorer;
import org.junit.jupiter.api.Test;

/** Laying cards (RULES.md 3.5), the landscape's board with its missing cells, and the tie-break (RULES.md 3.7). */
class LandscapeTest {

    private static final Terrain RIVER = new Terrain("river", "River", '~', "", TerrainRole.PRINTED);
    private static final Terrain CONDITION = new Terrain("condition-cell", "Condition", '#', "", TerrainRole.PRINTED);
    private static final ScoringCard RIVERS = new ScoringCard("rivers", "Rivers", "", 0, "",
            List.of(new ScoreTerm(new PerItem(1, new Source(ItemKind.CELL, new Var("c", 0),
                    new CellSet.Terrains("river", List.of(RIVER)), null, null)), "1 per cell of river")));

    /** A 1x2 face: a river with ends east and west, then an empty cell or a condition cell. */
    private static CardFace face(String id, boolean condition) {
        return new CardFace(id, 1, 2, List.of(
                new FaceCell(0, 0, Optional.of(RIVER), FaceCell.Side.EAST.bit() | FaceCell.Side.WEST.bit()),
                new FaceCell(0, 1, condition ? Optional.of(CONDITION) : Optional.empty(), 0)),
                condition ? Optional.of(RIVERS) : Optional.empty());
    }

    private static LandscapeGame game(String firstOverlap) {
        List<LandscapeCard> cards = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            cards.add(new LandscapeCard("c" + i, "C" + i, List.of(face("a", i == 1), face("b", false))));
        }
        return new LandscapeGame("g", "G", List.of(RIVER, CONDITION), List.of(), cards, CONDITION, 10,
                LandscapeDraft.RULEBOOK, List.of(), List.of(new RuleOption("first-overlap", firstOverlap)));
    }

    private static PlacedCard card(LandscapeGame game, int n, String face, int turns, int row, int col) {
        LandscapeCard card = game.card("c" + n).orElseThrow();
        return new PlacedCard(card, card.face(face).orElseThrow(), turns, row, col);
    }

    @Test
    void aTurnedCardTurnsItsEnds() {
        // A quarter turn clockwise: the 1x2 face becomes 2x1, the river's east/west ends become south/north.
        PlacedCard turned = card(game("first-card"), 2, "b", 1, 5, 7);
        assertThat(turned.height()).isEqualTo(2);
        assertThat(turned.cells()).containsExactly(
                new PlacedCard.Cell(5, 7, Optional.of(RIVER), FaceCell.Side.NORTH.bit() | FaceCell.Side.SOUTH.bit()),
                new PlacedCard.Cell(6, 7, Optional.empty(), 0));
    }

    @Test
    void theSecondCardNeedsAnOverlapUnlessTheFirstRoundIsExempt() {
        LandscapeGame strict = game("first-card");
        Landscape one = Landscape.empty(strict).place(card(strict, 2, "b", 0, 0, 0));
        assertThat(one.problem(card(strict, 3, "b", 0, 5, 5))).isPresent();
        LandscapeGame literal = game("first-round");
        Landscape two = Landscape.empty(literal).place(card(literal, 2, "b", 0, 0, 0))
                .place(card(literal, 3, "b", 0, 5, 5));
        assertThat(two.cards()).hasSize(2);
        // the third card must overlap again
        assertThat(two.problem(card(literal, 1, "a", 0, 9, 9))).isPresent();
    }

    @Test
    void aConditionCannotBeCoveredButItsCardsOtherCellsCan() {
        LandscapeGame game = game("first-card");
        Landscape landscape = Landscape.empty(game).place(card(game, 1, "a", 0, 0, 0)); // ~ at (0,0), # at (0,1)
        assertThat(landscape.problem(card(game, 2, "b", 0, 0, 1)).orElseThrow()).contains("cover the scoring "
                + "condition at row 0, column 1");
        assertThat(landscape.problem(card(game, 2, "b", 0, 0, -1))).isEmpty();
    }

    @Test
    void theBoardIsTheBoundingBoxWithMissingCellsAndEdgesAtTheGaps() {
        LandscapeGame game = game("first-card");
        // An L: c2 across row 0 at columns 0-1, c3 turned down column 1 from row 0: cells (0,0) (0,1) (1,1).
        Landscape landscape = Landscape.empty(game).place(card(game, 2, "b", 0, 0, 0))
                .place(card(game, 3, "b", 1, 0, 1));
        Board board = landscape.board();
        SquareGrid grid = board.grid();
        assertThat(grid.height()).isEqualTo(2);
        assertThat(grid.width()).isEqualTo(2);
        assertThat(grid.has(1, 0)).isFalse();
        // (0,0) has no cell below it (the gap at (1,0)): it is on the bottom edge; (0,1) has (1,1) below it.
        assertThat(org.cartolab.board.Bits.get(grid.edge(EdgeSide.BOTTOM), grid.index(0, 0))).isTrue();
        assertThat(org.cartolab.board.Bits.get(grid.edge(EdgeSide.BOTTOM), grid.index(0, 1))).isFalse();
        // (1,1) has no cell to its left
        assertThat(org.cartolab.board.Bits.get(grid.edge(EdgeSide.LEFT), grid.index(1, 1))).isTrue();
    }

    @Test
    void distanceGoesRoundGapsAndIsUnreachableAcrossThem() {
        LandscapeGame game = game("first-round");
        // c2 at row 0 columns 0-1; c3 at row 0 columns 3-4: two pieces with a gap at column 2.
        Landscape apart = Landscape.empty(game).place(card(game, 2, "b", 0, 0, 0)).place(card(game, 3, "b", 0, 0, 3));
        Expr riverToRiver = new Distance(new SetRegion(new CellSet.Terrains("river", List.of(RIVER))),
                new SetRegion(new CellSet.Builtin(CellSet.Builtin.Kind.EMPTY)));
        // why: rivers (0,0) (0,3), empty (0,1) (0,4): (0,0)-(0,1) is 1 step.
        assertThat(points(riverToRiver, apart.board())).isEqualTo(1);
        Expr acrossTheGap = new Distance(new SetRegion(new CellSet.Builtin(CellSet.Builtin.Kind.EMPTY)),
                new SetRegion(new CellSet.Terrains("river", List.of(RIVER))));
        assertThat(points(acrossTheGap, apart.board())).isEqualTo(1);
        Landscape left = Landscape.empty(game).place(card(game, 2, "b", 0, 0, 0));
        Expr toNothing = new Distance(new SetRegion(new CellSet.Terrains("river", List.of(RIVER))),
                new SetRegion(new CellSet.Terrains("condition-cell", List.of(CONDITION))));
        assertThat(points(toNothing, left.board())).isEqualTo(Distance.UNREACHABLE);
    }

    private static int points(Expr expr, Board board) {
        ScoringCard card = new ScoringCard("x", "X", "", 0, "", List.of(new ScoreTerm(expr, "x")));
        return new Scorer(List.of()).points(card, board);
    }

    @Test
    void theTieBreakComparesTheMostValuableConditionsInTurn() {
        LandscapeScore a = score(16, 12, 14, 12);
        LandscapeScore b = score(16, 14, 13, 11);
        LandscapeScore c = score(16, 14, 13);
        LandscapeScore d = score(17, 1);
        // why: a [14,12,12] vs b [14,13,11]: 14 = 14, then 12 < 13 -> b wins; c [14,13] vs b [14,13,11]: b has a
        // third condition where c has none -> b wins; d has the higher total whatever its conditions.
        assertThat(LandscapeScore.RANKING.compare(b, a)).isPositive();
        assertThat(LandscapeScore.RANKING.compare(b, c)).isPositive();
        assertThat(LandscapeScore.RANKING.compare(d, b)).isPositive();
        assertThat(LandscapeScore.RANKING.compare(a, score(16, 12, 12, 14))).isZero();
    }

    private static LandscapeScore score(int total, int... own) {
        List<CardScore> scores = new ArrayList<>();
        for (int points : own) {
            scores.add(new CardScore("c", "C", points, List.of()));
        }
        return new LandscapeScore(scores, Optional.empty(), -10 * own.length, total);
    }
}
