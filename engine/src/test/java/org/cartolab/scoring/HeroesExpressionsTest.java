package org.cartolab.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;

import org.cartolab.board.Board;
import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardText;
import org.cartolab.model.ScoreTerm;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;
import org.cartolab.model.expr.Aggregate;
import org.cartolab.model.expr.Arithmetic;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.CountItems;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Negate;
import org.cartolab.model.expr.PositionOf;
import org.cartolab.model.expr.Relation;
import org.cartolab.model.expr.Select;
import org.cartolab.model.expr.Source;
import org.cartolab.model.expr.Var;
import org.cartolab.model.expr.VarRef;
import org.junit.jupiter.api.Test;

/** The expression pieces Heroes added, planned and evaluated: killed, except, position and mod. */
class HeroesExpressionsTest {

    private static final Terrain FOREST = new Terrain("forest", "Forest", 'F', "", TerrainRole.DRAWABLE);
    private static final Terrain MONSTER = new Terrain("monster", "Monster", 'X', "", TerrainRole.DRAWABLE);
    private static final CellSet MONSTERS = new CellSet.Terrains("monster", List.of(MONSTER));
    private static final CellSet KILLED = new CellSet.Builtin(CellSet.Builtin.Kind.KILLED);
    private static final Var C = new Var("c", 0);

    @Test
    void killedIsTheKilledMonsters() throws BoardFormatException {
        Expr killed = new CountItems(new Source(ItemKind.CELL, C, KILLED, null, null));

        assertThat(points(killed, "XK", "k.")).isEqualTo(2);
    }

    @Test
    void exceptOnTheCellFastPathLeavesOutTheKilledMonsters() throws BoardFormatException {
        // Empty cells next to a living monster: (0,1) and (1,0) touch X(0,0); (1,2) touches only K(0,2).
        Expr penalty = new CountItems(new Source(ItemKind.CELL, C, new CellSet.Builtin(CellSet.Builtin.Kind.EMPTY),
                null, new Relation(Relation.Op.TOUCHES, new VarRef(C), new CellSet.Difference(MONSTERS, KILLED))));

        assertThat(points(penalty, "X.K", "...")).isEqualTo(2);
    }

    @Test
    void exceptInAnItemFilter() throws BoardFormatException {
        // Monster clusters with a living monster: {(0,0),(0,1)} and {(0,3)}; {(2,0),(2,1)} is all killed.
        Var k = new Var("k", 0);
        Expr living = new CountItems(new Source(ItemKind.CLUSTER, k, MONSTERS, null,
                new Relation(Relation.Op.HAS, new VarRef(k), new CellSet.Difference(MONSTERS, KILLED))));

        assertThat(points(living, "XK.X", "....", "KK..")).isEqualTo(2);
    }

    @Test
    void exceptTakesAwayEdgesToo() throws BoardFormatException {
        // On a 3x3 board every border cell touches the edge; without the left edge, (1,0) no longer does.
        Expr onEdge = new CountItems(new Source(ItemKind.CELL, C, null, null, new Relation(Relation.Op.TOUCHES,
                new VarRef(C), new CellSet.Difference(new CellSet.Edge(CellSet.Edge.Side.ALL),
                new CellSet.Edge(CellSet.Edge.Side.LEFT)))));

        assertThat(points(onEdge, "...", "...", "...")).isEqualTo(7);
    }

    @Test
    void positionNumbersRowsAndColumnsFromOne() throws BoardFormatException {
        Var line = new Var("l", 0);
        Expr columns = new Aggregate(Aggregate.Op.SUM, new Source(ItemKind.COLUMN, line, null, null, null),
                new PositionOf(new VarRef(line), PositionOf.Axis.COLUMN));
        Expr rows = new Aggregate(Aggregate.Op.SUM, new Source(ItemKind.ROW, line, null, null, null),
                new PositionOf(new VarRef(line), PositionOf.Axis.ROW));

        assertThat(points(columns, "...", "...")).isEqualTo(1 + 2 + 3);
        assertThat(points(rows, "...", "...")).isEqualTo(1 + 2);
    }

    @Test
    void positionOfARegionIsThatOfItsFirstCellAndZeroForNoRegion() throws BoardFormatException {
        Expr column = new PositionOf(new Select(true, 1,
                new Source(ItemKind.CLUSTER, C, new CellSet.Terrains("forest", List.of(FOREST)), null, null)),
                PositionOf.Axis.COLUMN);

        assertThat(points(column, "...", ".FF")).isEqualTo(2);
        assertThat(points(column, "...", "...")).isEqualTo(0);
    }

    @Test
    void modIsANonNegativeRemainderAndZeroForADivisorOfZero() throws BoardFormatException {
        assertThat(points(mod(7, 2), ".")).isEqualTo(1);
        assertThat(points(mod(6, 3), ".")).isEqualTo(0);
        assertThat(points(new Arithmetic(Arithmetic.Op.MOD, new Negate(new IntLiteral(3)), new IntLiteral(2)), "."))
                .isEqualTo(1);
        assertThat(points(mod(5, 0), ".")).isEqualTo(0);
    }

    private static Expr mod(int a, int b) {
        return new Arithmetic(Arithmetic.Op.MOD, new IntLiteral(a), new IntLiteral(b));
    }

    private static int points(Expr expression, String... rows) throws BoardFormatException {
        Board board = BoardText.read("test", String.join("\n", rows), List.of(FOREST, MONSTER), Optional.empty());
        ScoringCard card = new ScoringCard("t", "T", "", 0, "", List.of(new ScoreTerm(expression, "test")));
        return new Scorer(List.of()).points(card, board);
    }
}
