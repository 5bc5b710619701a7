package org.cartolab.workbench.edit;

import java.util.List;
import java.util.Optional;

import org.cartolab.dsl.compile.CartoLoader;
import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.Problem;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.CardLibrary;

/**
 * The language's verdict on the text being edited: every problem (from the same loader and validator as
 * {@code carto validate}) and, when there is no error, the compiled workspace. The last good workspace is kept
 * while the text has errors, so the gallery and the play-test keep showing something useful.
 */
public final class Diagnostics {

    private final CartoLoader loader = CardLibrary.loader();
    private LoadResult latest = new LoadResult(List.of(), Optional.empty());
    private Workspace lastGood;

    /** Checks a text (slow: parses and validates; call it off the UI thread). */
    public LoadResult check(String path, String text) {
        return loader.load(List.of(new SourceFile(path, text)));
    }

    /** Takes a check's result as the current one. */
    public void accept(LoadResult result) {
        latest = result;
        result.workspace().ifPresent(workspace -> lastGood = workspace);
    }

    public List<Problem> problems() {
        return latest.problems();
    }

    public boolean hasErrors() {
        return latest.hasErrors();
    }

    /** The workspace of the last text without errors. */
    public Optional<Workspace> workspace() {
        return Optional.ofNullable(lastGood);
    }

    /** "2 errors, 1 warning" or "No problems". */
    public String summary() {
        long errors = latest.problems().stream().filter(Problem::isError).count();
        long warnings = latest.problems().size() - errors;
        if (errors + warnings == 0) {
            return "No problems";
        }
        return errors + (errors == 1 ? " error, " : " errors, ") + warnings + (warnings == 1 ? " warning" : " warnings");
    }

    /** The offset in the text of a problem's 1-based line and column, clamped to the text. */
    public static int offset(String text, int line, int column) {
        int offset = 0;
        for (int l = 1; l < line; l++) {
            int newline = text.indexOf('\n', offset);
            if (newline < 0) {
                return text.length();
            }
            offset = newline + 1;
        }
        int end = text.indexOf('\n', offset);
        int lineEnd = end < 0 ? text.length() : end;
        return Math.min(offset + column - 1, lineEnd);
    }
}
