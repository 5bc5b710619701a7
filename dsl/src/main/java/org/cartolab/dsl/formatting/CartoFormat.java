package org.cartolab.dsl.formatting;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.cartolab.dsl.CartoInjector;
import org.cartolab.dsl.compile.Problem;
import org.cartolab.dsl.compile.SourceFile;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.formatting2.FormatterRequest;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.formatting2.regionaccess.ITextRegionAccess;
import org.eclipse.xtext.formatting2.regionaccess.ITextReplacement;
import org.eclipse.xtext.formatting2.regionaccess.TextRegionAccessBuilder;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;

import com.google.inject.Injector;

/**
 * Formats .carto text with {@link CartoFormatter} outside an editor (the {@code carto fmt} command, tests). Only
 * parsing is needed: names need not resolve, so a file is formatted on its own.
 */
public final class CartoFormat {

    private CartoFormat() {
    }

    public static FormatResult format(SourceFile file) {
        Injector injector = CartoInjector.get();
        XtextResource resource = parse(injector, file.text());
        if (!resource.getErrors().isEmpty()) {
            List<Problem> errors = resource.getErrors().stream()
                    .map(error -> new Problem(file.path(), Math.max(1, error.getLine()), Math.max(1, error.getColumn()),
                            Problem.Severity.ERROR, error.getMessage(), "syntax"))
                    .toList();
            return new FormatResult(file.path(), file.text(), file.text(), errors);
        }
        if (resource.getContents().isEmpty()) {
            // Empty or comments only: no model for the formatter to walk; the comments stay as they are.
            return new FormatResult(file.path(), file.text(), file.text(), List.of());
        }
        ITextRegionAccess regions = injector.getInstance(TextRegionAccessBuilder.class).forNodeModel(resource).create();
        FormatterRequest request = injector.getInstance(FormatterRequest.class).setTextRegionAccess(regions);
        // Problems of the formatter itself are bugs: fail loudly rather than write a half-formatted file.
        request.setExceptionHandler(exception -> {
            throw new IllegalStateException("The formatter failed on " + file.path(), exception);
        });
        List<ITextReplacement> replacements = injector.getInstance(IFormatter2.class).format(request);
        return new FormatResult(file.path(), file.text(), regions.getRewriter().renderToString(replacements), List.of());
    }

    /** The tokens of a parsed text, comments included, whitespace left out: what formatting must not change. */
    public static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        for (INode leaf : parse(CartoInjector.get(), text).getParseResult().getRootNode().getLeafNodes()) {
            if (!leaf.getText().isBlank()) {
                tokens.add(leaf.getText().strip());
            }
        }
        return tokens;
    }

    private static XtextResource parse(Injector injector, String text) {
        XtextResourceSet resourceSet = injector.getInstance(XtextResourceSet.class);
        Resource resource = resourceSet.createResource(URI.createURI("format:/file.carto"));
        try {
            resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), resourceSet.getLoadOptions());
        } catch (IOException e) {
            throw new IllegalStateException("Reading from memory cannot fail", e);
        }
        return (XtextResource) resource;
    }
}
