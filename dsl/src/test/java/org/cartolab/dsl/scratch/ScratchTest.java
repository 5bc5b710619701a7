package org.cartolab.dsl.scratch;

import java.util.List;
import java.util.Optional;

import org.cartolab.dsl.compile.CartoLoader;
import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.SourceFile;
import org.junit.jupiter.api.Test;

class ScratchTest {
    static final String T = """
            terrain forest "Forest" symbol "F" drawable
            terrain water "Water" symbol "W" drawable
            terrain farm "Farm" symbol "P" drawable
            terrain mountain "Mountain" symbol "M" printed
            """;

    static void show(String title, String text) {
        LoadResult r = new CartoLoader(n -> n.equals("base") ? Optional.of(List.of(new SourceFile("base.carto", T))) : Optional.empty())
                .load(List.of(new SourceFile("test.carto", text)));
        System.out.println("=== " + title);
        r.problems().forEach(p -> System.out.println("  " + p.format() + "   [" + p.code() + "]"));
        r.workspace().ifPresent(w -> w.scoringCards().forEach(c -> c.terms().forEach(t -> System.out.println("  " + t))));
        r.workspace().ifPresent(w -> w.games().forEach(g -> System.out.println("  " + g)));
    }

    @Test
    void two() {
        LoadResult r = new CartoLoader(n -> Optional.empty()).load(List.of(new SourceFile("a.carto", T), new SourceFile("b.carto", "\n\n" + T)));
        r.problems().forEach(p -> System.out.println("  " + p.format() + "   [" + p.code() + "]"));
    }
    @Test
    void scratch() {
        String[][] cases = {
            {"lib dup name", "uses base\nterrain forest \"F2\" symbol \"G\"\n"},
        };
        for (String[] c : cases) {
            try {
                show(c[0], c[1]);
            } catch (Throwable t) {
                System.out.println("=== " + c[0] + " THREW " + t);
                t.printStackTrace(System.out);
            }
        }
    }
}
