package org.cartolab.dsl.compile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.compile;

import java.util.List;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.HeroCard;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.MapSheet;
import org.cartolab.model.SeasonCard;
import org.cartolab.model.Shape;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Landscape;
import org.cartolab.model.hex.Objective;
import org.cartolab.model.hex.Product;
import org.junit.jupiter.api.Test;

/** The top-level definitions of a workspace: every element, used by a game or not, in file order. */
class DefinitionsTest {

    private static final String TEXT = TERRAINS + """
            terrain monster "Monster" symbol "X" drawable
            shape spare { "XX" ".X" }
            shape bend { "X." "XX" }
            map B "Second" square { ".." ".." }
            map A "First" square { ".M" ".." }
            explore orchard "Orchard" time 2 terrains forest shape bend
            explore prototype "Prototype" time 1 terrains water shape spare
            ambush goblins "Goblins" fills monster shape { "X" } pass clockwise solo-corner top-left
            hero scout "Scout" attack { "H" "X" }
            season spring "Spring" time 8 scores A
            scoring woods "Woods" score 1 per cell of forest
            game g "G" { maps A explore orchard seasons spring edicts A }
            landscape-card stream "Stream" { face a { "~ew F" } face b { "F F" } }
            terrain river "River" symbol "~" printed
            product wood "Wood" resource
            landscape grove "Grove" symbol "G" yields wood
            landscape rim "Rim" symbol "o" frame
            map tiny "Tiny" hex {
                ".  o  ."
                "o  .  o"
                ".  G6 ."
                "o  .  o"
                ".  o  ."
            }
            objective output "Output" score t: 1
            """;

    @Test
    void everyTopLevelElementIsThereInFileOrderWhetherAGameUsesItOrNot() {
        Definitions definitions = compile(TEXT).definitions();

        // why: the file declares spare before bend, map B before A, orchard (in the game) before prototype (in
        // none); the game names only A, orchard and spring, and no game names the rest.
        assertThat(definitions.shapes()).extracting(Shape::id).containsExactly("spare", "bend");
        assertThat(definitions.shapes().get(0).cells())
                .containsExactly(new ShapeCell(0, 0), new ShapeCell(0, 1), new ShapeCell(1, 1));
        assertThat(definitions.maps()).extracting(MapSheet::id).containsExactly("B", "A");
        assertThat(definitions.maps().get(1).rows()).containsExactly(".M", "..");
        assertThat(definitions.explore()).extracting(ExploreCard::id).containsExactly("orchard", "prototype");
        assertThat(definitions.explore().get(1).shapes().get(0).shape().id()).isEqualTo("spare");
        assertThat(definitions.ambushes()).extracting(AmbushCard::id).containsExactly("goblins");
        assertThat(definitions.heroes()).extracting(HeroCard::id).containsExactly("scout");
        assertThat(definitions.heroes().get(0).attack()).containsExactly(new ShapeCell(1, 0));
        assertThat(definitions.seasons()).extracting(SeasonCard::id).containsExactly("spring");
        assertThat(definitions.landscapeCards()).extracting(LandscapeCard::id).containsExactly("stream");
        assertThat(definitions.landscapeCards().get(0).faces()).hasSize(2);
        assertThat(definitions.products()).extracting(Product::id).containsExactly("wood");
        assertThat(definitions.landscapes()).extracting(Landscape::id).containsExactly("grove", "rim");
        assertThat(definitions.hexMaps()).extracting(HexBoard::id).containsExactly("tiny");
        // why: the map holds one grove with a 6 at column b, row 3 and six frame pieces around it.
        assertThat(definitions.hexMaps().get(0).hexes()).filteredOn(tile -> !tile.frame())
                .extracting(HexTile::id, HexTile::number).containsExactly(org.assertj.core.groups.Tuple.tuple("b3", 6));
        assertThat(definitions.objectives()).extracting(Objective::id).containsExactly("output");
    }

    @Test
    void aCardInAGameIsTheSameRecordAsItsTopLevelDefinition() {
        Workspace workspace = compile(TEXT);

        assertThat(workspace.game("g").orElseThrow().explore()).containsExactly(
                workspace.definitions().explore().get(0));
        assertThat(workspace.game("g").orElseThrow().maps()).containsExactly(workspace.definitions().maps().get(1));
    }

    @Test
    void aWorkspaceBuiltFromGamesAloneHasNoDefinitions() {
        Workspace workspace = new Workspace(List.of(), List.of(), List.of(), List.of());

        assertThat(workspace.definitions()).isEqualTo(Definitions.NONE);
        assertThat(workspace.definitions().shapes()).isEmpty();
    }
}
