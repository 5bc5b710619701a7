package org.cartolab.dsl.compile;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import org.cartolab.dsl.CartoInjector;
import org.cartolab.dsl.carto.CartoFile;
import org.cartolab.dsl.carto.CartoPackage;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.util.LineAndColumn;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Provider;

/**
 * The front door of the language: parses, links and validates .carto files together (names resolve across
 * them), reports every problem with its location, and compiles the files to a {@link Workspace} when they are
 * free of errors. A file may start with {@code uses NAME}: the loader asks {@code libraries} for that library's
 * files and loads them first.
 */
public final class CartoLoader {

    /** The issue code of a {@code uses} that names no library. */
    public static final String UNKNOWN_LIBRARY = "unknownLibrary";

    private final Provider<XtextResourceSet> resourceSets;
    private final IResourceValidator validator;
    private final Function<String, Optional<List<SourceFile>>> libraries;

    /**
     * @param libraries the files of a library named by {@code uses}, or empty if there is no such library
     */
    public CartoLoader(Function<String, Optional<List<SourceFile>>> libraries) {
        this.resourceSets = CartoInjector.get().getProvider(XtextResourceSet.class);
        this.validator = CartoInjector.get().getInstance(IResourceValidator.class);
        this.libraries = libraries;
    }

    public LoadResult load(List<SourceFile> files) {
        XtextResourceSet resourceSet = resourceSets.get();
        Map<Resource, String> paths = new IdentityHashMap<>();
        List<Resource> own = new ArrayList<>();
        for (SourceFile file : files) {
            own.add(parse(resourceSet, file, paths));
        }
        List<Problem> problems = new ArrayList<>();
        for (Resource resource : own) {
            // Xtext gives an empty (or comments-only) file no root object: say so, rather than fail on it later.
            if (resource.getContents().isEmpty()) {
                problems.add(new Problem(paths.get(resource), 1, 1, Problem.Severity.WARNING,
                        "The file declares nothing: it is empty or holds only comments. Add a declaration, e.g. "
                                + "'uses cartographers' or 'terrain forest \"Forest\"'.", "emptyFile"));
            }
        }
        List<Resource> used = loadLibraries(resourceSet, own, paths, problems);
        // Libraries come first, as if declared before the user's files: when a user's file repeats a library's
        // name or board character, the problem is reported in the user's file.
        for (int i = 0; i < used.size(); i++) {
            resourceSet.getResources().move(i, used.get(i));
        }
        List<Resource> all = new ArrayList<>(used);
        all.addAll(own);
        List<Problem> libraryProblems = new ArrayList<>();
        for (Resource resource : all) {
            // Problems in a used library are the user's only if the user's own files are clean (a bug otherwise).
            List<Problem> target = own.contains(resource) ? problems : libraryProblems;
            for (Issue issue : validator.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl)) {
                if (issue.getSeverity() == Severity.ERROR || issue.getSeverity() == Severity.WARNING) {
                    target.add(new Problem(paths.get(resource), orOne(issue.getLineNumber()),
                            orOne(issue.getColumn()),
                            issue.getSeverity() == Severity.ERROR ? Problem.Severity.ERROR : Problem.Severity.WARNING,
                            issue.getMessage(), issue.getCode() == null ? "" : issue.getCode()));
                }
            }
        }
        if (problems.stream().noneMatch(Problem::isError)) {
            libraryProblems.stream().filter(Problem::isError).forEach(problems::add);
        }
        problems.sort(Comparator.comparing(Problem::path).thenComparingInt(Problem::line)
                .thenComparingInt(Problem::column));
        if (problems.stream().anyMatch(Problem::isError)) {
            return new LoadResult(problems, Optional.empty());
        }
        List<CartoFile> roots = all.stream().filter(resource -> !resource.getContents().isEmpty())
                .map(resource -> (CartoFile) resource.getContents().get(0)).toList();
        return new LoadResult(problems, Optional.of(new GameCompiler().compile(roots)));
    }

    private List<Resource> loadLibraries(XtextResourceSet resourceSet, List<Resource> own, Map<Resource, String> paths,
                                         List<Problem> problems) {
        // Each library name, with the place that first names it.
        Map<String, INode> names = new LinkedHashMap<>();
        Map<String, Resource> namedIn = new HashMap<>();
        for (Resource resource : own) {
            if (!resource.getContents().isEmpty() && resource.getContents().get(0) instanceof CartoFile file) {
                List<INode> nodes = NodeModelUtils.findNodesForFeature(file, CartoPackage.Literals.CARTO_FILE__USES);
                for (int i = 0; i < file.getUses().size(); i++) {
                    String name = file.getUses().get(i);
                    if (!names.containsKey(name)) {
                        names.put(name, i < nodes.size() ? nodes.get(i) : null);
                        namedIn.put(name, resource);
                    }
                }
            }
        }
        List<Resource> loaded = new ArrayList<>();
        // Libraries may share files (a game's terrains, say): a file named by two of them is loaded once.
        Set<String> loadedPaths = new HashSet<>();
        for (String name : names.keySet()) {
            Optional<List<SourceFile>> library = libraries.apply(name);
            if (library.isEmpty()) {
                INode node = names.get(name);
                LineAndColumn at = node == null ? LineAndColumn.from(1, 1)
                        : NodeModelUtils.getLineAndColumn(node, node.getOffset());
                problems.add(new Problem(paths.get(namedIn.get(name)), at.getLine(), at.getColumn(),
                        Problem.Severity.ERROR,
                        unknownLibraryMessage(name), UNKNOWN_LIBRARY));
                continue;
            }
            for (SourceFile file : library.get()) {
                if (loadedPaths.add(file.path())) {
                    loaded.add(parse(resourceSet, file, paths));
                }
            }
        }
        return loaded;
    }

    /** What a {@code uses NAME} that names no library is told (here and in the language server). */
    public static String unknownLibraryMessage(String name) {
        return "There is no card library named '" + name + "'. Remove 'uses " + name + "' or name a library that "
                + "exists, e.g. 'uses cartographers'.";
    }

    private static Resource parse(XtextResourceSet resourceSet, SourceFile file, Map<Resource, String> paths) {
        // A synthetic URI keeps files with equal names apart; the path is what problems report.
        URI uri = URI.createURI("carto:/" + paths.size() + "/" + URI.encodeSegment(file.path(), false)
                + (file.path().endsWith(".carto") ? "" : ".carto"));
        Resource resource = resourceSet.createResource(uri);
        try {
            resource.load(new ByteArrayInputStream(file.text().getBytes(StandardCharsets.UTF_8)),
                    resourceSet.getLoadOptions());
        } catch (IOException e) {
            throw new IllegalStateException("Reading from memory cannot fail", e);
        }
        if (resource instanceof XtextResource xtext && xtext.getParseResult() == null) {
            throw new IllegalStateException("No parse result for " + file.path());
        }
        paths.put(resource, file.path());
        return resource;
    }

    private static int orOne(Integer value) {
        return value == null || value < 1 ? 1 : value;
    }
}
