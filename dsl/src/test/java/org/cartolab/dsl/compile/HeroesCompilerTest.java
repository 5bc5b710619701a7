package org.cartolab.dsl.compile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.compile;
import static org.cartolab.dsl.CartoTesting.onlyExpression;
import static org.cartolab.dsl.CartoTesting.terrain;

import java.util.List;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.AmbushEffect;
import org.cartolab.model.AmbushEffect.Action;
import org.cartolab.model.AmbushEffect.Trigger;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.HeroCard;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.expr.Arithmetic;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.CellSet.Builtin;
import org.cartolab.model.expr.Comparison;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Logic;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.PositionOf;
import org.cartolab.model.expr.Relation;
import org.cartolab.model.expr.Source;
import org.cartolab.model.expr.Var;
import org.cartolab.model.expr.VarRef;
import org.junit.jupiter.api.Test;

/** The Heroes pieces compiled to the game model: heroes, lettered ambushes with effects, portals, and expressions. */
class HeroesCompilerTest {

    private static final String GAME = TERRAINS + """
            terrain monster "Monster" symbol "X" drawable
            terrain hero "Hero" symbol "H" drawable

            hero freyla "Freyla the True" attack { "HXXX" }
            hero wren "Wren the Lioness" attack { "..X" "H.X" "..X" }

            explore gates "Kethra's Gates" time 0 portal terrains forest, monster shape { "X" }

            ambush gorgon "Gorgon Gaze" fills monster letter "G"
                shape { "X.X" ".X." }
                pass clockwise solo-corner bottom-right
                effect when-drawn destroy 1 empty adjacent
            ambush zombie "Zombie Plague" fills monster letter "Z"
                shape { "X" }
                pass counter-clockwise solo-corner top-left
                effect after-season-scoring spread to empty adjacent
                effect when-surrounded gain 3 coins
            ambush plain "Plain" fills monster shape { "X" } pass clockwise solo-corner top-left

            game hg "Heroes" {
                explore gates
                ambushes gorgon, zombie, plain
                heroes wren, freyla
            }
            """;

    private static final Game COMPILED = compile(GAME).game("hg").orElseThrow();

    @Test
    void heroesAreTheirAttackCellsAroundTheHeroInTheGamesOrder() {
        assertThat(COMPILED.heroes()).extracting(HeroCard::id, HeroCard::name)
                .containsExactly(tuple("wren", "Wren the Lioness"),
                        tuple("freyla", "Freyla the True"));
        assertThat(COMPILED.heroes().get(0).attack())
                .containsExactly(new ShapeCell(-1, 2), new ShapeCell(0, 2), new ShapeCell(1, 2));
        assertThat(COMPILED.heroes().get(1).attack())
                .containsExactly(new ShapeCell(0, 1), new ShapeCell(0, 2), new ShapeCell(0, 3));
    }

    @Test
    void ambushesKeepTheirLetterAndEffectsInOrder() {
        assertThat(COMPILED.ambushes()).extracting(AmbushCard::letter).containsExactly("G", "Z", "");
        assertThat(COMPILED.ambushes().get(0).effects())
                .containsExactly(new AmbushEffect(Trigger.WHEN_DRAWN, Action.DESTROY_ADJACENT_EMPTY, 1));
        assertThat(COMPILED.ambushes().get(1).effects()).containsExactly(
                new AmbushEffect(Trigger.AFTER_SEASON_SCORING, Action.SPREAD, 0),
                new AmbushEffect(Trigger.WHEN_SURROUNDED, Action.GAIN_COINS, 3));
        assertThat(COMPILED.ambushes().get(2).effects()).isEmpty();
    }

    @Test
    void aPortalCardIsAPortal() {
        assertThat(COMPILED.explore().get(0).kind()).isEqualTo(ExploreKind.PORTAL);
        assertThat(COMPILED.explore().get(0).terrains()).extracting(t -> t.id()).containsExactly("forest", "monster");
    }

    @Test
    void aGameWithoutHeroesHasNone() {
        Game game = compile(TERRAINS + "game g \"G\" { }\n").game("g").orElseThrow();
        assertThat(game.heroes()).isEmpty();
    }

    @Test
    void exceptIsACellSetDifferenceAndKilledABuiltinSet() {
        var workspace = compile(TERRAINS + """
                terrain monster "Monster" symbol "X" drawable
                scoring s "S" score 1 per cell c of empty where c touches monster except killed
                """);
        var expression = workspace.scoringCards().get(0).terms().get(0).expression();

        Var c = new Var("c", 0);
        assertThat(expression).isEqualTo(new PerItem(1, new Source(ItemKind.CELL, c, new Builtin(Builtin.Kind.EMPTY),
                null, new Relation(Relation.Op.TOUCHES, new VarRef(c), new CellSet.Difference(
                        new CellSet.Terrains("monster", List.of(terrain(workspace, "monster"))),
                        new Builtin(Builtin.Kind.KILLED))))));
    }

    @Test
    void exceptTakesAwayFromTheWholeUnionBeforeIt() {
        var expression = onlyExpression(TERRAINS + """
                scoring s "S" score 1 per cell c where c is forest | water except ruins | edge
                """);

        CellSet set = ((Relation) ((PerItem) expression).source().filter()).set();
        assertThat(set).isInstanceOf(CellSet.Difference.class);
        CellSet.Difference difference = (CellSet.Difference) set;
        assertThat(difference.from()).isInstanceOf(CellSet.Union.class);
        assertThat(((CellSet.Union) difference.from()).parts()).hasSize(2);
        assertThat(difference.minus()).isEqualTo(new CellSet.Union(List.of(new Builtin(Builtin.Kind.RUINS),
                new CellSet.Edge(CellSet.Edge.Side.ALL))));
    }

    @Test
    void positionOfAColumnAndModCompileToTheirRecords() {
        var expression = onlyExpression(TERRAINS + """
                scoring s "S" score 10 per column k where k is filled and position(k) mod 2 = 1
                """);

        Var k = new Var("k", 0);
        assertThat(expression).isEqualTo(new PerItem(10, new Source(ItemKind.COLUMN, k, null, null,
                new Logic(Logic.Op.AND, new Relation(Relation.Op.IS, new VarRef(k), new Builtin(Builtin.Kind.FILLED)),
                        new Comparison(Comparison.Op.EQ,
                                new Arithmetic(Arithmetic.Op.MOD, new PositionOf(new VarRef(k), PositionOf.Axis.COLUMN),
                                        new IntLiteral(2)),
                                new IntLiteral(1))))));
    }

    @Test
    void positionOfARowIsARowNumber() {
        var expression = onlyExpression(TERRAINS + """
                scoring s "S" score 1 per row r where position(r) > 2
                """);

        Comparison filter = (Comparison) ((PerItem) expression).source().filter();
        assertThat(filter.left()).isEqualTo(new PositionOf(new VarRef(new Var("r", 0)), PositionOf.Axis.ROW));
    }
}
