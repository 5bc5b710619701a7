package org.cartolab.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;

import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;
import org.junit.jupiter.api.Test;

/** Heroes' killed monsters in the board text format: 'K', and 'k' on a ruins cell. */
class BoardTextKilledMonsterTest {

    private static final Terrain FOREST = new Terrain("forest", "Forest", 'F', "", TerrainRole.DRAWABLE);
    private static final Terrain MONSTER = new Terrain("monster", "Monster", 'X', "", TerrainRole.DRAWABLE);
    private static final List<Terrain> TERRAINS = List.of(FOREST, MONSTER);

    @Test
    void aKilledMonsterIsAFilledMonsterCellMarkedKilled() throws BoardFormatException {
        Board board = BoardText.read("b", "XK.\nkRF", TERRAINS, Optional.empty());

        assertThat(board.terrainAt(0, 1)).contains(MONSTER);
        assertThat(board.isKilled(0, 1)).isTrue();
        assertThat(board.isRuins(0, 1)).isFalse();
        assertThat(board.terrainAt(1, 0)).contains(MONSTER);
        assertThat(board.isKilled(1, 0)).isTrue();
        assertThat(board.isRuins(1, 0)).isTrue();
        assertThat(board.isKilled(0, 0)).isFalse();
        assertThat(Bits.count(board.killed())).isEqualTo(2);
        assertThat(Bits.count(board.cellsOf(MONSTER))).isEqualTo(3);
        assertThat(Bits.get(board.filled(), board.grid().index(0, 1))).isTrue();
    }

    @Test
    void killedMonstersAreWrittenBackAsRead() throws BoardFormatException {
        Board board = BoardText.read("b", "XK.\nkRF", TERRAINS, Optional.empty());

        assertThat(board.toRows()).containsExactly("XK.", "kRF");
    }

    @Test
    void withoutAMonsterTerrainKIsAnUnknownCell() {
        assertThatThrownBy(() -> BoardText.read("b", "FK", List.of(FOREST), Optional.empty()))
                .isInstanceOf(BoardFormatException.class)
                .satisfies(e -> assertThat(((BoardFormatException) e).problems()).singleElement()
                        .satisfies(problem -> {
                            assertThat(problem.column()).isEqualTo(2);
                            assertThat(problem.message()).startsWith("unknown cell 'K'.")
                                    .doesNotContain("killed monster");
                        }));
    }

    @Test
    void theLegendNamesTheKilledMonsterWhenThereAreMonsters() {
        assertThatThrownBy(() -> BoardText.read("b", "F?", TERRAINS, Optional.empty()))
                .isInstanceOf(BoardFormatException.class)
                .satisfies(e -> assertThat(((BoardFormatException) e).problems().get(0).message())
                        .contains("'*' destroyed, 'K' killed monster,"));
    }
}
