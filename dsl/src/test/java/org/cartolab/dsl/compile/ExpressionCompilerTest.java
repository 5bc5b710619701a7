package org.cartolab.dsl.compile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.compile;
import static org.cartolab.dsl.CartoTesting.onlyExpression;

import java.util.List;

import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;
import org.cartolab.model.expr.Aggregate;
import org.cartolab.model.expr.Arithmetic;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.CellSet.Builtin;
import org.cartolab.model.expr.CellSet.Edge;
import org.cartolab.model.expr.CoinCount;
import org.cartolab.model.expr.Comparison;
import org.cartolab.model.expr.CountItems;
import org.cartolab.model.expr.Direction;
import org.cartolab.model.expr.Exists;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Logic;
import org.cartolab.model.expr.Negate;
import org.cartolab.model.expr.Not;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.Relation;
import org.cartolab.model.expr.Select;
import org.cartolab.model.expr.SetRegion;
import org.cartolab.model.expr.SideOf;
import org.cartolab.model.expr.SizeOf;
import org.cartolab.model.expr.Source;
import org.cartolab.model.expr.Var;
import org.cartolab.model.expr.VarRef;
import org.junit.jupiter.api.Test;

/** Scoring expressions compiled to {@link Expr} records, checked node for node. */
class ExpressionCompilerTest {

    private static final Terrain FOREST = new Terrain("forest", "Forest", 'F', "", TerrainRole.DRAWABLE);
    private static final Terrain WATER = new Terrain("water", "Water", 'W', "", TerrainRole.DRAWABLE);
    private static final Terrain FARM = new Terrain("farm", "Farm", 'P', "", TerrainRole.DRAWABLE);
    private static final Terrain MOUNTAIN = new Terrain("mountain", "Mountain", 'M', "", TerrainRole.PRINTED);

    private static final CellSet.Terrains FORESTS = new CellSet.Terrains("forest", List.of(FOREST));
    private static final CellSet.Terrains WATERS = new CellSet.Terrains("water", List.of(WATER));
    private static final CellSet.Terrains FARMS = new CellSet.Terrains("farm", List.of(FARM));
    private static final CellSet.Terrains MOUNTAINS = new CellSet.Terrains("mountain", List.of(MOUNTAIN));

    private static Expr expression(String expression) {
        return onlyExpression(TERRAINS + "scoring s \"S\" score " + expression + "\n");
    }

    private static VarRef ref(String name, int slot) {
        return new VarRef(new Var(name, slot));
    }

    @Test
    void shoresideExpanseCompilesToPerItemOverClustersWithANegatedUnion() {
        Expr expression = expression("3 per cluster k of farm where not k touches water | edge");

        assertThat(expression).isEqualTo(new PerItem(3, new Source(ItemKind.CLUSTER, new Var("k", 0), FARMS, null,
                new Not(new Relation(Relation.Op.TOUCHES, ref("k", 0),
                        new CellSet.Union(List.of(WATERS, new Edge(Edge.Side.ALL))))))));
    }

    @Test
    void theScoreTermKeepsTheExpressionAsWritten() {
        var workspace = compile(TERRAINS + """
                scoring s "S"
                  score 3 per cluster k of farm
                      where not k touches water | edge
                """);

        assertThat(workspace.scoringCards().get(0).terms().get(0).text())
                .isEqualTo("3 per cluster k of farm where not k touches water | edge");
    }

    @Test
    void nestedSourcesGetSlotsByDepthOuterZeroInnerOne() {
        Expr expression = expression("1 per cell c of forest where some cell o of mountain where c touches o");

        assertThat(expression).isEqualTo(new PerItem(1, new Source(ItemKind.CELL, new Var("c", 0), FORESTS, null,
                new Exists(new Source(ItemKind.CELL, new Var("o", 1), MOUNTAINS, null,
                        new Relation(Relation.Op.TOUCHES, ref("c", 0), new CellSet.OfVar(new Var("o", 1))))))));
    }

    @Test
    void anUnnamedOuterSourceStillTakesSlotZero() {
        Expr expression = expression("1 per cell of forest where some cell o of water where o is water");

        Source outer = ((PerItem) expression).source();
        Source inner = ((Exists) outer.filter()).source();
        assertThat(outer.var()).isEqualTo(new Var("_", 0));
        assertThat(inner.var()).isEqualTo(new Var("o", 1));
    }

    @Test
    void siblingSourcesShareASlot() {
        Expr expression = expression(
                "count(cell a of forest where a touches edge) + count(cell b of water where b touches edge)");

        Arithmetic sum = (Arithmetic) expression;
        assertThat(((CountItems) sum.left()).source().var()).isEqualTo(new Var("a", 0));
        assertThat(((CountItems) sum.right()).source().var()).isEqualTo(new Var("b", 0));
    }

    @Test
    void anAggregatesBodySourceIsOneDeeperThanTheAggregatesSource() {
        Expr expression = expression("max(cluster k of forest : count(cell c of water where c touches k))");

        assertThat(expression).isEqualTo(new Aggregate(Aggregate.Op.MAX,
                new Source(ItemKind.CLUSTER, new Var("k", 0), FORESTS, null, null),
                new CountItems(new Source(ItemKind.CELL, new Var("c", 1), WATERS, null,
                        new Relation(Relation.Op.TOUCHES, ref("c", 1), new CellSet.OfVar(new Var("k", 0)))))));
    }

    @Test
    void sidedEdgesCompileToTheirSideAndBareEdgeToAll() {
        Expr expression = expression("3 per diagonal d down-right where d touches left edge and d touches top edge "
                + "and d touches right edge and d touches bottom edge and d touches edge");

        Source source = ((PerItem) expression).source();
        assertThat(source.kind()).isEqualTo(ItemKind.DIAGONAL);
        assertThat(source.direction()).isEqualTo(Direction.DOWN_RIGHT);
        // 'and' is left-associative: (((a and b) and c) and d) and e.
        Logic logic = (Logic) source.filter();
        assertThat(((Relation) logic.right()).set()).isEqualTo(new Edge(Edge.Side.ALL));
        logic = (Logic) logic.left();
        assertThat(((Relation) logic.right()).set()).isEqualTo(new Edge(Edge.Side.BOTTOM));
        logic = (Logic) logic.left();
        assertThat(((Relation) logic.right()).set()).isEqualTo(new Edge(Edge.Side.RIGHT));
        logic = (Logic) logic.left();
        assertThat(logic).isEqualTo(new Logic(Logic.Op.AND,
                new Relation(Relation.Op.TOUCHES, ref("d", 0), new Edge(Edge.Side.LEFT)),
                new Relation(Relation.Op.TOUCHES, ref("d", 0), new Edge(Edge.Side.TOP))));
    }

    @Test
    void directionsOfDiagonalsAndRuns() {
        assertThat(((PerItem) expression("1 per diagonal down-left")).source().direction())
                .isEqualTo(Direction.DOWN_LEFT);
        assertThat(((PerItem) expression("1 per run of forest horizontal")).source().direction())
                .isEqualTo(Direction.HORIZONTAL);
        assertThat(((PerItem) expression("1 per run of forest vertical")).source().direction())
                .isEqualTo(Direction.VERTICAL);
        assertThat(((PerItem) expression("1 per row")).source())
                .isEqualTo(new Source(ItemKind.ROW, new Var("_", 0), null, null, null));
    }

    @Test
    void builtinCellSets() {
        Expr expression = expression("1 per cell c of empty where c surrounded by filled | ruins | any");

        assertThat(expression).isEqualTo(new PerItem(1, new Source(ItemKind.CELL, new Var("c", 0),
                new Builtin(Builtin.Kind.EMPTY), null, new Relation(Relation.Op.SURROUNDED_BY, ref("c", 0),
                new CellSet.Union(List.of(new Builtin(Builtin.Kind.FILLED), new Builtin(Builtin.Kind.RUINS),
                        new Builtin(Builtin.Kind.ANY)))))));
    }

    @Test
    void everyRelationOperator() {
        Expr expression = expression("1 per cell c where c is forest or c in water or c has farm or c near mountain");

        Logic or = (Logic) ((PerItem) expression).source().filter();
        assertThat(or.right()).isEqualTo(new Relation(Relation.Op.NEAR, ref("c", 0), MOUNTAINS));
        or = (Logic) or.left();
        assertThat(or.right()).isEqualTo(new Relation(Relation.Op.HAS, ref("c", 0), FARMS));
        or = (Logic) or.left();
        assertThat(or).isEqualTo(new Logic(Logic.Op.OR, new Relation(Relation.Op.IS, ref("c", 0), FORESTS),
                new Relation(Relation.Op.IN, ref("c", 0), WATERS)));
    }

    @Test
    void timesBindsTighterThanPlusAndMinusIsLeftAssociative() {
        Expr expression = expression("2 * size(forest) + 1 - coins");

        assertThat(expression).isEqualTo(new Arithmetic(Arithmetic.Op.MINUS,
                new Arithmetic(Arithmetic.Op.PLUS,
                        new Arithmetic(Arithmetic.Op.TIMES, new IntLiteral(2), new SizeOf(new SetRegion(FORESTS))),
                        new IntLiteral(1)),
                new CoinCount()));
    }

    @Test
    void negationAndComparisons() {
        Expr expression = expression("-1 per cell c of empty where c touches mountain and size(forest) != 0");

        assertThat(expression).isInstanceOf(Negate.class);
        PerItem per = (PerItem) ((Negate) expression).operand();
        assertThat(per.points()).isEqualTo(1);
        assertThat(((Logic) per.source().filter()).right()).isEqualTo(new Comparison(Comparison.Op.NE,
                new SizeOf(new SetRegion(FORESTS)), new IntLiteral(0)));
    }

    @Test
    void largestSecondLargestAndSmallestSelectByRank() {
        assertThat(expression("size(largest cluster of forest)")).isEqualTo(new SizeOf(new Select(true, 1,
                new Source(ItemKind.CLUSTER, new Var("_", 0), FORESTS, null, null))));
        assertThat(expression("size(second largest cluster of forest)")).isEqualTo(new SizeOf(new Select(true, 2,
                new Source(ItemKind.CLUSTER, new Var("_", 0), FORESTS, null, null))));
        assertThat(expression("side(smallest square of filled)")).isEqualTo(new SideOf(new Select(false, 1,
                new Source(ItemKind.SQUARE, new Var("_", 0), new Builtin(Builtin.Kind.FILLED), null, null))));
    }

    @Test
    void aTerrainSourceOverAGroupBindsEachTerrain() {
        Expr expression = onlyExpression(TERRAINS + """
                group kinds = forest, water, farm
                scoring s "S" score 2 per cluster k of forest where count(terrain t of kinds where k touches t) >= 2
                """);

        Comparison atLeast = (Comparison) ((PerItem) expression).source().filter();
        assertThat(atLeast).isEqualTo(new Comparison(Comparison.Op.GE, new CountItems(new Source(ItemKind.TERRAIN,
                new Var("t", 1), new CellSet.Terrains("kinds", List.of(FOREST, WATER, FARM)), null,
                new Relation(Relation.Op.TOUCHES, ref("k", 0), new CellSet.OfVar(new Var("t", 1))))),
                new IntLiteral(2)));
    }

    @Test
    void aSeasonTermCompilesLikeACardsScore() {
        var workspace = compile(TERRAINS + """
                game g "G" {
                  score coins: coins
                  score monsters: -1 per cell c of empty where c touches forest
                }
                """);

        var terms = workspace.games().get(0).seasonTerms();
        assertThat(terms).extracting(term -> term.id()).containsExactly("coins", "monsters");
        assertThat(terms.get(0).term().expression()).isEqualTo(new CoinCount());
        assertThat(terms.get(1).term().expression()).isEqualTo(new Negate(new PerItem(1, new Source(ItemKind.CELL,
                new Var("c", 0), new Builtin(Builtin.Kind.EMPTY), null,
                new Relation(Relation.Op.TOUCHES, ref("c", 0), FORESTS)))));
        assertThat(terms.get(1).term().text()).isEqualTo("-1 per cell c of empty where c touches forest");
    }
}
