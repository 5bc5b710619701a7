package org.cartolab.library.hex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;

import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardProblem;
import org.cartolab.hex.PlacementText;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.Intersection;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.UniqueElements;

/**
 * The distance rule on random villages of the beginner board, against a plain reading of the ids: two
 * intersections are neighbours exactly when they share two hexes (the side between those hexes joins them).
 */
class DistanceRuleProperties {

    private static final HexBoard BOARD = RiseOfTheInkasBoardTest.BOARD;

    @Property(tries = 500)
    void aPlacementBreaksTheDistanceRuleExactlyWhenTwoVillagesShareTwoHexes(
            @ForAll @Size(min = 1, max = 6) @UniqueElements List<@IntRange(min = 0, max = 77) Integer> villages) {
        List<Intersection> chosen = villages.stream().map(BOARD.intersections()::get)
                .filter(i -> !i.paths().isEmpty()).toList();
        StringBuilder text = new StringBuilder();
        chosen.forEach(i -> text.append("village ").append(i.id()).append('\n'));
        long expected = 0;
        for (int b = 0; b < chosen.size(); b++) {
            for (int a = 0; a < b; a++) {
                if (shared(chosen.get(a), chosen.get(b)) == 2) {
                    expected++; // reported once, at the later village, naming the first earlier neighbour
                    break;
                }
            }
        }
        List<BoardProblem> problems;
        try {
            PlacementText.read("p.txt", text.toString(), BOARD);
            problems = List.of();
        } catch (BoardFormatException e) {
            problems = e.problems();
        }
        assertThat(problems).hasSize((int) expected);
        assertThat(problems).allSatisfy(p -> assertThat(p.message()).contains("the distance rule"));
    }

    private static long shared(Intersection a, Intersection b) {
        List<String> hexes = Arrays.asList(a.id().split("/"));
        return Arrays.stream(b.id().split("/")).filter(hexes::contains).count();
    }
}
