package org.cartolab.dsl.ide;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.dsl.carto.CartoFile;
import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.compile.CartoLoader;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.LineAndColumn;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.CheckType;
import org.eclipse.xtext.validation.Issue;
import org.eclipse.xtext.validation.ResourceValidatorImpl;

import com.google.inject.Inject;

/**
 * The language server's validation: the language's checks, and a {@code uses} that names no library. The latter is
 * {@code CartoLoader}'s check in {@code carto validate} (libraries are a loader's matter, not the grammar's); here
 * the server's libraries answer it, with the same message.
 */
public class UnknownLibraryValidator extends ResourceValidatorImpl {

    @Inject
    private CartoLibraries libraries;

    @Override
    public List<Issue> validate(Resource resource, CheckMode mode, CancelIndicator indicator) {
        List<Issue> issues = new ArrayList<>(super.validate(resource, mode, indicator));
        if (!resource.getContents().isEmpty() && resource.getContents().get(0) instanceof CartoFile file) {
            List<INode> nodes = NodeModelUtils.findNodesForFeature(file, CartoPackage.Literals.CARTO_FILE__USES);
            for (int i = 0; i < file.getUses().size() && i < nodes.size(); i++) {
                String name = file.getUses().get(i);
                if (libraries.files(name).isEmpty()) {
                    issues.add(issue(nodes.get(i), CartoLoader.unknownLibraryMessage(name)));
                }
            }
        }
        return issues;
    }

    private static Issue issue(INode node, String message) {
        LineAndColumn start = NodeModelUtils.getLineAndColumn(node, node.getOffset());
        LineAndColumn end = NodeModelUtils.getLineAndColumn(node, node.getEndOffset());
        Issue.IssueImpl issue = new Issue.IssueImpl();
        issue.setSeverity(Severity.ERROR);
        issue.setMessage(message);
        issue.setCode(CartoLoader.UNKNOWN_LIBRARY);
        issue.setType(CheckType.FAST);
        issue.setOffset(node.getOffset());
        issue.setLength(node.getLength());
        issue.setLineNumber(start.getLine());
        issue.setColumn(start.getColumn());
        issue.setLineNumberEnd(end.getLine());
        issue.setColumnEnd(end.getColumn());
        return issue;
    }
}
