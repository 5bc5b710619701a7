package org.cartolab.workbench.view;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.Problem;
import org.cartolab.workbench.edit.CartoSyntax;
import org.cartolab.workbench.edit.Debouncer;
import org.cartolab.workbench.edit.Diagnostics;
import org.cartolab.workbench.edit.EditorDocument;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

import javafx.application.Platform;
import javafx.concurrent.Task;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.geometry.Orientation;
import javafx.scene.layout.VBox;

/**
 * The .carto editor: coloured text, problems underlined and listed (click one to jump to it), re-validation when
 * typing pauses (off the FX thread), and an autosave of the unsaved text to the recovery file.
 */
public final class EditorPane extends SplitPane {

    static final Duration PAUSE = Duration.ofMillis(400);

    private final CodeArea code = new CodeArea();
    private final ListView<Problem> problems = new ListView<>();
    private final Label summary = new Label();
    private final Diagnostics diagnostics = new Diagnostics();
    private final ExecutorService checker;
    private final Debouncer debouncer;
    private final Consumer<Diagnostics> onChecked;
    private EditorDocument document;
    private int generation;

    public EditorPane(ExecutorService checker, ScheduledExecutorService timer, Consumer<Diagnostics> onChecked) {
        super();
        setOrientation(Orientation.VERTICAL);
        this.checker = checker;
        this.onChecked = onChecked;
        this.debouncer = new Debouncer((action, delay) -> {
            var future = timer.schedule(() -> Platform.runLater(action), delay.toMillis(), TimeUnit.MILLISECONDS);
            return () -> future.cancel(false);
        }, PAUSE, this::textSettled);
        code.setId("editor");
        code.setParagraphGraphicFactory(LineNumberFactory.get(code));
        code.textProperty().addListener((o, old, text) -> {
            if (document != null) {
                document.edit(text);
            }
            restyle();
            debouncer.touch();
        });
        problems.setId("problems");
        problems.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(Problem problem, boolean empty) {
                super.updateItem(problem, empty);
                setText(empty || problem == null ? null : problem.line() + ":" + problem.column() + "  "
                        + problem.severity().label() + ": " + problem.message());
                setWrapText(true);
                setPrefWidth(0);
            }
        });
        problems.setOnMouseClicked(event -> {
            Problem problem = problems.getSelectionModel().getSelectedItem();
            if (problem != null) {
                jumpTo(problem);
            }
        });
        summary.setId("problem-summary");
        VBox bottom = new VBox(4, summary, problems);
        getItems().addAll(new VirtualizedScrollPane<>(code), bottom);
        setDividerPositions(0.75);
    }

    /** Shows a document; its text is checked at once. */
    public void show(EditorDocument document) {
        this.document = null;
        code.replaceText(document.text());
        this.document = document;
        code.moveTo(0);
        code.getUndoManager().forgetHistory();
        textSettled();
    }

    public EditorDocument document() {
        return document;
    }

    public CodeArea codeArea() {
        return code;
    }

    /** Puts the caret on a problem's line and column. */
    public void jumpTo(Problem problem) {
        code.moveTo(Diagnostics.offset(code.getText(), problem.line(), problem.column()));
        code.requestFollowCaret();
        code.requestFocus();
    }

    /** Typing paused: autosave, then check the text off the FX thread; a newer edit makes the result stale. */
    private void textSettled() {
        if (document == null) {
            return;
        }
        try {
            document.autosave();
        } catch (IOException e) {
            summary.setText("Could not write the recovery file: " + e.getMessage());
        }
        String text = document.text();
        String path = document.displayName();
        int mine = ++generation;
        Task<LoadResult> check = new Task<>() {
            @Override
            protected LoadResult call() {
                return diagnostics.check(path, text);
            }
        };
        check.setOnSucceeded(event -> {
            if (mine == generation) {
                diagnostics.accept(check.getValue());
                showProblems();
                onChecked.accept(diagnostics);
            }
        });
        check.setOnFailed(event -> summary.setText("The check failed: " + check.getException()));
        summary.setText("Checking…");
        checker.submit(check);
    }

    private void showProblems() {
        String own = document.displayName();
        problems.getItems().setAll(diagnostics.problems());
        summary.setText(diagnostics.summary());
        summary.getStyleClass().setAll("label", diagnostics.hasErrors() ? "status-bad" : "status-good");
        restyle();
        // Problems elsewhere (a used library) are listed but have no place in this text.
        problems.getItems().sort((a, b) -> Boolean.compare(!a.path().equals(own), !b.path().equals(own)));
    }

    /** Colours the text and underlines the problems of this file. */
    private void restyle() {
        String text = code.getText();
        List<Set<String>> styles = new ArrayList<>(text.length());
        for (int i = 0; i < text.length(); i++) {
            styles.add(Set.of());
        }
        for (CartoSyntax.Token token : CartoSyntax.tokens(text)) {
            for (int i = token.start(); i < token.end(); i++) {
                styles.set(i, Set.of(token.style()));
            }
        }
        if (document != null) {
            for (Problem problem : diagnostics.problems()) {
                if (!problem.path().equals(document.displayName())) {
                    continue;
                }
                int start = Diagnostics.offset(text, problem.line(), problem.column());
                int end = Math.min(text.length(), CartoSyntax.problemEnd(text, start));
                for (int i = start; i < end; i++) {
                    Set<String> with = new TreeSet<>(styles.get(i));
                    with.add(problem.isError() ? "error" : "warning");
                    styles.set(i, with);
                }
            }
        }
        code.setStyleSpans(0, spans(styles));
    }

    private static StyleSpans<Collection<String>> spans(List<Set<String>> styles) {
        StyleSpansBuilder<Collection<String>> builder = new StyleSpansBuilder<>();
        int i = 0;
        if (styles.isEmpty()) {
            builder.add(Set.of(), 0);
        }
        while (i < styles.size()) {
            int j = i;
            while (j < styles.size() && styles.get(j).equals(styles.get(i))) {
                j++;
            }
            builder.add(styles.get(i), j - i);
            i = j;
        }
        return builder.create();
    }
}
