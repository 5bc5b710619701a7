package org.cartolab.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.model.Game;
import org.cartolab.model.ScoringCard;
import org.junit.jupiter.api.Test;

/**
 * The build's images of the shipped libraries (issue 18: start-up without the parser) are the very workspaces the
 * parser compiles, with the same sharing, and are used only for the sources they were made from.
 */
class LibraryImagesTest {

    @Test
    void everyShippedLibraryLoadsFromItsImageAsTheParserCompilesIt() {
        for (String name : CardLibrary.NAMES) {
            Workspace parsed = CardLibrary.compile(name);
            Workspace imaged = LibraryImages.read(name, CardLibrary.files(name).orElseThrow())
                    .orElseThrow(() -> new AssertionError("the build wrote no image of " + name));
            assertThat(imaged).as(name).isEqualTo(parsed);
            assertThat(imaged).as(name).isNotSameAs(parsed);
        }
    }

    @Test
    void aRecordSharedInTheCompiledModelIsOneInstanceInTheImage() {
        Workspace imaged = LibraryImages.read("cartographers", CardLibrary.files("cartographers").orElseThrow())
                .orElseThrow();
        Game game = imaged.games().get(0);
        List<ScoringCard> inDecks = game.decks().stream().flatMap(deck -> deck.cards().stream()).toList();
        assertThat(inDecks).hasSize(16);
        for (ScoringCard card : inDecks) {
            // The engine caches compiled cards by identity: the game's card must be the workspace's instance.
            assertThat(imaged.scoringCards()).anySatisfy(listed -> assertThat(listed).isSameAs(card));
        }
        assertThat(game.terrains().get(0)).isSameAs(imaged.terrains().stream()
                .filter(terrain -> terrain.equals(game.terrains().get(0))).findFirst().orElseThrow());
    }

    /**
     * An image is the parsed workspace down to its sharing: the engine caches a scoring card's compiled form by
     * identity, and a run should not depend on whether its game came from an image or from the text. So wherever
     * the parsed workspace meets an object it met before, the image meets the same one, and nowhere else.
     */
    @Test
    void theImageSharesExactlyWhatTheParsedWorkspaceShares() throws Exception {
        for (String name : CardLibrary.NAMES) {
            Workspace parsed = CardLibrary.compile(name);
            Workspace imaged = LibraryImages.read(name, CardLibrary.files(name).orElseThrow()).orElseThrow();
            List<String> differences = new ArrayList<>();
            walk(parsed, imaged, name, new java.util.IdentityHashMap<>(), new java.util.IdentityHashMap<>(),
                    differences);
            assertThat(differences).as(name).isEmpty();
        }
    }

    private static void walk(Object a, Object b, String path, Map<Object, String> seenA, Map<Object, String> seenB,
                             List<String> differences) throws Exception {
        if (a == null || a instanceof String || a instanceof Number || a instanceof Boolean
                || a instanceof Character || a instanceof Enum<?>) {
            return;
        }
        String firstA = seenA.putIfAbsent(a, path);
        String firstB = seenB.putIfAbsent(b, path);
        if (!java.util.Objects.equals(firstA, firstB)) {
            differences.add(path + ": parsed first met at " + firstA + ", image at " + firstB);
        }
        if (firstA != null) {
            return;
        }
        if (a instanceof List<?> listA) {
            for (int i = 0; i < listA.size(); i++) {
                walk(listA.get(i), ((List<?>) b).get(i), path + "[" + i + "]", seenA, seenB, differences);
            }
        } else if (a instanceof java.util.Optional<?> optional) {
            if (optional.isPresent()) {
                walk(optional.get(), ((java.util.Optional<?>) b).orElseThrow(), path + "?", seenA, seenB,
                        differences);
            }
        } else if (a.getClass().isRecord()) {
            for (var component : a.getClass().getRecordComponents()) {
                component.getAccessor().setAccessible(true);
                walk(component.getAccessor().invoke(a), component.getAccessor().invoke(b),
                        path + "." + component.getName(), seenA, seenB, differences);
            }
        }
    }

    @Test
    void anImageOfOtherSourcesIsNotUsed() {
        List<SourceFile> files = new ArrayList<>(CardLibrary.files("cartographers").orElseThrow());
        SourceFile first = files.get(0);
        files.set(0, new SourceFile(first.path(), first.text() + "\n// a designer's edit\n"));
        assertThat(LibraryImages.read("cartographers", files)).isEmpty();
    }

    @Test
    void anImageRoundTripsAndRefusesTypesItCannotRebuild() {
        Workspace parsed = CardLibrary.compile("rise-of-the-inkas");
        assertThat(ModelSnapshot.read(ModelSnapshot.write(parsed))).isEqualTo(parsed);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> ModelSnapshot.write(new StringBuilder("x")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("java.lang.StringBuilder");
    }
}
