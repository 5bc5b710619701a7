package org.cartolab.workbench.inkas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;

import org.cartolab.hex.game.InkasAction;
import org.cartolab.hex.game.InkasMatch;
import org.cartolab.hex.game.InkasPolicies;
import org.cartolab.hex.game.InkasPolicy;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexEdge;
import org.junit.jupiter.api.Test;

/** What a click means at the table: the offered action at the place, or the reason there is none. */
class TableClicksTest {

    private static final List<String> PERSONS = List.of(InkasPolicies.HUMAN, InkasPolicies.HUMAN,
            InkasPolicies.HUMAN);

    /** The first decision of the game where its player may build or end the turn (a 7 asks other things first). */
    private static InkasTable atABuildPhase(long seed) {
        InkasTable table = InkasTable.start(InkasTableTest.GAME, seed, PERSONS);
        while (table.pending().orElseThrow().legal().stream().noneMatch(a -> a.kind() == InkasAction.Kind.END)) {
            table.choose(table.pending().get().legal().get(0));
        }
        return table;
    }

    @Test
    void everyOfferedActionWithAPlaceIsFoundByAClickThere() {
        InkasTable table = atABuildPhase(2);
        HexBoard board = table.match().board();
        for (InkasAction action : table.pending().get().legal()) {
            TableClicks.placeOf(action, board).ifPresent(place ->
                    assertThat(TableClicks.at(table, place).action()).contains(action));
        }
    }

    @Test
    void refusedClicksSayWhy() {
        InkasTable table = atABuildPhase(2);
        InkasMatch match = table.match();
        HexBoard board = match.board();
        int player = table.pending().get().player();
        int other = player % 3 + 1;

        int theirs = IntStream.range(0, board.intersections().size()).filter(at -> match.owner(at) == other)
                .findFirst().orElseThrow();
        assertThat(TableClicks.at(table, Place.crossing(theirs)).reason()).isEqualTo("player " + other
                + "'s village stands on " + board.intersections().get(theirs).id() + ".");

        int unreached = IntStream.range(0, board.intersections().size())
                .filter(at -> match.freeSite(at) && !match.villageSites(player).contains(at)).findFirst()
                .orElseThrow();
        assertThat(TableClicks.at(table, Place.crossing(unreached)).reason())
                .isEqualTo("no road of yours leads to " + board.intersections().get(unreached).id() + ".");

        // why: the rules' no-path-between jungle, jungle-frame leaves an edge between them without a path.
        int noPath = IntStream.range(0, board.edges().size()).filter(e -> !board.edges().get(e).path()).findFirst()
                .orElseThrow();
        HexEdge edge = board.edges().get(noPath);
        assertThat(TableClicks.at(table, Place.edge(noPath)).reason())
                .isEqualTo(board.whyNoPath(edge.hexA(), edge.hexB()).orElseThrow() + ".");

        assertThat(TableClicks.at(table, Place.hex(0)).reason())
                .isEqualTo("a hex is chosen only when a 7 moves the robber.");
        assertThat(TableClicks.at(table, Place.hex(0)).action()).isEmpty();
    }

    /**
     * A person's tribe declines and founds the next: each offered founding crossing is found by a click there, and
     * a free crossing the rules do not offer is refused with the founding rule (the persons play as greedy would).
     */
    @Test
    void aNewTribesFirstVillageIsFoundedByAClick() {
        InkasTable table = InkasTable.start(InkasTableTest.GAME, 2, PERSONS);
        InkasPolicy greedy = InkasPolicies.named("greedy", 0);
        while (table.pending().orElseThrow().legal().stream().noneMatch(a -> a.kind() == InkasAction.Kind.FOUND)) {
            InkasTable.Decision decision = table.pending().get();
            table.choose(greedy.choose(table.match(), decision.player(), decision.legal()));
        }
        InkasTable.Decision founding = table.pending().get();
        HexBoard board = table.match().board();
        for (InkasAction action : founding.legal()) {
            assertThat(TableClicks.at(table, Place.crossing(action.at())).action()).contains(action);
        }
        int notOffered = IntStream.range(0, board.intersections().size())
                .filter(at -> table.match().owner(at) == 0
                        && founding.legal().stream().noneMatch(a -> a.at() == at))
                .findFirst().orElseThrow();
        assertThat(TableClicks.at(table, Place.crossing(notOffered)).reason())
                .startsWith("a new tribe's first village goes on a crossing a path leads to");
        assertThat(TableClicks.at(table, Place.hex(0)).reason())
                .isEqualTo("player " + founding.player() + " founds a new tribe now: click one of the crossings offered.");
    }

    @Test
    void aClickAtAPolicysDecisionIsNotAPersons() {
        InkasTable table = InkasTable.start(InkasTableTest.GAME, 2, List.of("greedy", "greedy", "greedy"));
        int player = table.pending().orElseThrow().player();
        assertThat(TableClicks.at(table, Place.hex(0)).reason())
                .isEqualTo("it is player " + player + "'s decision (greedy): Step or Auto.");
    }
}
