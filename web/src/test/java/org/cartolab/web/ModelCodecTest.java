package org.cartolab.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;

import org.cartolab.model.Game;
import org.cartolab.model.Puzzle;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The page's model JSON gives back equal records: every shipped square-grid game whole, and puzzles of them. */
class ModelCodecTest {

    @ParameterizedTest
    @ValueSource(strings = {"cartographers", "cartographers-heroes", "cartographers-combined"})
    void everyShippedGameComesBackEqual(String name) {
        Game game = TestPuzzles.game(name);
        // why: every record and enum of the language's expressions occurs in some shipped scoring card; a
        // component the reader passes in the wrong place or a type it does not know breaks this equality.
        assertThat(ModelReader.read(ModelWriter.write(game))).isEqualTo(game);
    }

    @Test
    void puzzlesComeBackEqual() {
        Game game = TestPuzzles.game("cartographers-heroes");
        for (long seed = 0; seed < 20; seed++) {
            Puzzle puzzle = TestPuzzles.puzzle(game, seed, 5);
            assertThat(ModelReader.read(ModelWriter.write(puzzle))).isEqualTo(puzzle);
        }
    }

    @Test
    void equalRecordsComeBackAsOneInstance() {
        Terrain forest = new Terrain("forest", "Forest", 'F', "#2e7d32", TerrainRole.DRAWABLE);
        @SuppressWarnings("unchecked")
        List<Terrain> read = (List<Terrain>) ModelReader.read(ModelWriter.write(List.of(forest,
                new Terrain("forest", "Forest", 'F', "#2e7d32", TerrainRole.DRAWABLE))));
        // why: the rules engine may compare terrains by identity, as the compiler shares them.
        assertThat(read.get(0)).isSameAs(read.get(1)).isEqualTo(forest);
    }

    @Test
    void charsOptionalsAndNullsKeepTheirKind() {
        assertThat(ModelReader.read(ModelWriter.write(List.of(Optional.empty(), Optional.of("x"), 'q'))))
                .isEqualTo(List.of(Optional.empty(), Optional.of("x"), 'q'));
        assertThat(ModelWriter.write(java.util.Arrays.asList(null, 3, true, "a\"<b>")))
                .isEqualTo("[null,3,true,\"a\\\"\\u003cb\\u003e\"]");
    }

    @Test
    void anUnknownTypeIsNamed() {
        assertThatThrownBy(() -> ModelReader.read("{\"r\":\"Spaceship\",\"v\":[]}"))
                .hasMessageContaining("Spaceship");
        assertThatThrownBy(() -> ModelReader.read("{\"e\":\"Corner\",\"n\":\"MIDDLE\"}"))
                .hasMessageContaining("MIDDLE");
    }
}
