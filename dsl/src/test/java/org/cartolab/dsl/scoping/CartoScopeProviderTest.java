package org.cartolab.dsl.scoping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.compile;
import static org.cartolab.dsl.CartoTesting.load;
import static org.cartolab.dsl.CartoTesting.onlyExpression;
import static org.cartolab.dsl.CartoTesting.terrain;

import java.util.List;
import java.util.Map;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.model.expr.Aggregate;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.Relation;
import org.cartolab.model.expr.SizeOf;
import org.cartolab.model.expr.Var;
import org.cartolab.model.expr.VarRef;
import org.junit.jupiter.api.Test;

/** What a name in a scoring expression resolves to: bound items, then terrains and groups, never other elements. */
class CartoScopeProviderTest {

    @Test
    void aDeckDeclaredBeforeATerrainOfTheSameNameDoesNotHideTheTerrain() {
        // The real library has both 'deck forest' and 'terrain forest'. Regression guard: 'c is forest' must
        // resolve to the terrain, whatever comes first.
        Workspace workspace = compile("""
                deck forest "Forest" cards sentinel
                scoring sentinel "Sentinel" score 1 per cell c of forest where c is forest
                terrain forest "Forest" symbol "F"
                """);

        Expr expression = workspace.scoringCards().get(0).terms().get(0).expression();
        CellSet.Terrains forest = new CellSet.Terrains("forest", List.of(terrain(workspace, "forest")));
        assertThat(expression).isEqualTo(new PerItem(1, new org.cartolab.model.expr.Source(
                org.cartolab.model.expr.ItemKind.CELL, new Var("c", 0), forest, null,
                new Relation(Relation.Op.IS, new VarRef(new Var("c", 0)), forest))));
        assertThat(workspace.scoringCards().get(0).deck()).isEqualTo("forest");
    }

    @Test
    void aScoringCardNamedLikeATerrainDoesNotHideTheTerrain() {
        Expr expression = onlyExpression(TERRAINS + """
                scoring water "Water" score size(water)
                """);

        assertThat(expression).isEqualTo(new SizeOf(new org.cartolab.model.expr.SetRegion(
                new CellSet.Terrains("water", List.of(new org.cartolab.model.Terrain("water", "Water", 'W', "",
                        org.cartolab.model.TerrainRole.DRAWABLE))))));
    }

    @Test
    void aDeckInAnotherFileDoesNotHideTheTerrainOfThatFileEither() {
        LoadResult result = load(Map.of(),
                new SourceFile("cards.carto", """
                        scoring s "S" score 1 per cell c of forest where c is forest
                        deck forest cards s
                        """),
                new SourceFile("terrains.carto", TERRAINS));

        assertThat(result.problems()).isEmpty();
        Expr expression = result.workspace().orElseThrow().scoringCards().get(0).terms().get(0).expression();
        assertThat(((PerItem) expression).source().of())
                .isEqualTo(new CellSet.Terrains("forest", List.of(terrain(result.workspace().get(), "forest"))));
    }

    @Test
    void aTerrainGroupResolvesToItsMembers() {
        Workspace workspace = compile(TERRAINS + """
                group wet "Wet" = water, farm
                scoring s "S" score 1 per cell c of forest where c touches wet
                """);

        PerItem per = (PerItem) workspace.scoringCards().get(0).terms().get(0).expression();
        assertThat(((Relation) per.source().filter()).set()).isEqualTo(new CellSet.Terrains("wet",
                List.of(terrain(workspace, "water"), terrain(workspace, "farm"))));
    }

    @Test
    void anOuterBindingIsVisibleInsideANestedSourcesFilter() {
        Expr expression = onlyExpression(TERRAINS + """
                scoring s "S" score 1 per cell c of forest where some cell o of mountain where c touches o
                """);

        Relation inner = (Relation) ((org.cartolab.model.expr.Exists) ((PerItem) expression).source().filter())
                .source().filter();
        assertThat(inner.subject()).isEqualTo(new VarRef(new Var("c", 0)));
        assertThat(inner.set()).isEqualTo(new CellSet.OfVar(new Var("o", 1)));
    }

    @Test
    void anAggregatesBindingIsVisibleInItsBodyAndFilter() {
        Expr expression = onlyExpression(TERRAINS + """
                scoring s "S" score max(cluster k of forest where size(k) > 1 : size(k))
                """);

        Aggregate aggregate = (Aggregate) expression;
        assertThat(aggregate.body()).isEqualTo(new SizeOf(new VarRef(new Var("k", 0))));
        assertThat(aggregate.source().filter()).isEqualTo(new org.cartolab.model.expr.Comparison(
                org.cartolab.model.expr.Comparison.Op.GT, new SizeOf(new VarRef(new Var("k", 0))),
                new org.cartolab.model.expr.IntLiteral(1)));
    }
}
