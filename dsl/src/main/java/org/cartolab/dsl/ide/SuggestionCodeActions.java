package org.cartolab.dsl.ide;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;

/**
 * Quick fixes: a problem that ends "Maybe you meant 'orchard'?" (an unknown name close to a known one) offers to
 * put the suggested name in place of the misspelt one.
 */
public class SuggestionCodeActions implements ICodeActionService2 {

    private static final Pattern SUGGESTION = Pattern.compile("Maybe you meant '([A-Za-z_][A-Za-z0-9_-]*)'\\?");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_-]*");

    @Override
    public List<Either<Command, CodeAction>> getCodeActions(Options options) {
        List<Either<Command, CodeAction>> actions = new ArrayList<>();
        // Xtext hands this service the server's access, not the document: read it (we run inside a read request).
        Document document = options.getDocument() != null ? options.getDocument()
                : options.getLanguageServerAccess().doSyncRead(options.getURI(), context -> context.getDocument());
        for (Diagnostic diagnostic : options.getCodeActionParams().getContext().getDiagnostics()) {
            Matcher suggestion = SUGGESTION.matcher(diagnostic.getMessage().getLeft() == null ? ""
                    : diagnostic.getMessage().getLeft());
            if (!suggestion.find()) {
                continue;
            }
            // Only a diagnostic on the misspelt name itself is fixed by replacing its text.
            int start = document.getOffSet(diagnostic.getRange().getStart());
            int end = document.getOffSet(diagnostic.getRange().getEnd());
            if (start < 0 || end <= start || !NAME.matcher(document.getContents().substring(start, end)).matches()) {
                continue;
            }
            String name = suggestion.group(1);
            CodeAction action = new CodeAction("Change to '" + name + "'");
            action.setKind(CodeActionKind.QuickFix);
            action.setDiagnostics(List.of(diagnostic));
            action.setIsPreferred(true);
            action.setEdit(new WorkspaceEdit(Map.of(options.getURI(),
                    List.of(new TextEdit(diagnostic.getRange(), name)))));
            actions.add(Either.forRight(action));
        }
        return actions;
    }
}
