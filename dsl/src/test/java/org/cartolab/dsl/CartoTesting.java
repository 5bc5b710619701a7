package org.cartolab.dsl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.assertj.core.groups.Tuple;
import org.cartolab.dsl.compile.CartoLoader;
import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.Problem;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.Terrain;
import org.cartolab.model.expr.Expr;

/** Loads inline .carto text through the public front door, {@link CartoLoader}, as users' files are loaded. */
public final class CartoTesting {

    /** The path every single-file test is reported under. */
    public static final String PATH = "test.carto";

    /** Four terrains on lines 1 to 4, so the text that follows starts on line 5. */
    public static final String TERRAINS = """
            terrain forest "Forest" symbol "F" drawable
            terrain water "Water" symbol "W" drawable
            terrain farm "Farm" symbol "P" drawable
            terrain mountain "Mountain" symbol "M" printed
            """;

    public static final String LINKING = org.eclipse.xtext.diagnostics.Diagnostic.LINKING_DIAGNOSTIC;
    public static final String SYNTAX = org.eclipse.xtext.diagnostics.Diagnostic.SYNTAX_DIAGNOSTIC;

    private CartoTesting() {
    }

    /** Loads one file, {@value #PATH}, with no libraries. */
    public static LoadResult load(String text) {
        return load(Map.of(), new SourceFile(PATH, text));
    }

    /** Loads the files together, with {@code libraries} available to {@code uses}. */
    public static LoadResult load(Map<String, List<SourceFile>> libraries, SourceFile... files) {
        return new CartoLoader(name -> Optional.ofNullable(libraries.get(name))).load(Arrays.asList(files));
    }

    public static List<Problem> problems(String text) {
        return load(text).problems();
    }

    /** The one problem of the text; fails if there is none or more than one. */
    public static Problem onlyProblem(String text) {
        List<Problem> problems = problems(text);
        assertThat(problems).as("problems of%n%s", text).hasSize(1);
        return problems.get(0);
    }

    /** The compiled workspace of a text that must have no problem at all, not even a warning. */
    public static Workspace compile(String text) {
        LoadResult result = load(text);
        assertThat(result.problems()).as("problems of%n%s", text).isEmpty();
        assertThat(result.workspace()).isPresent();
        return result.workspace().orElseThrow();
    }

    /** The expression of the only score term of the only scoring card of the text. */
    public static Expr onlyExpression(String text) {
        Workspace workspace = compile(text);
        assertThat(workspace.scoringCards()).hasSize(1);
        ScoringCard card = workspace.scoringCards().get(0);
        assertThat(card.terms()).hasSize(1);
        return card.terms().get(0).expression();
    }

    public static Terrain terrain(Workspace workspace, String id) {
        return workspace.terrains().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }

    /** Where a problem is and what kind it is: line, column, severity and code. */
    public static Tuple at(int line, int column, Problem.Severity severity, String code) {
        return Tuple.tuple(line, column, severity, code);
    }

    /** For {@code assertThat(problems).extracting(POSITION)}: compare with {@link #at}. */
    public static final java.util.function.Function<Problem, Tuple> POSITION =
            problem -> Tuple.tuple(problem.line(), problem.column(), problem.severity(), problem.code());
}
