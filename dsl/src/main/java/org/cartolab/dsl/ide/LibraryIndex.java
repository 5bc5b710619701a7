package org.cartolab.dsl.ide;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.cartolab.dsl.carto.CartoFile;
import org.cartolab.dsl.compile.SourceFile;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.EObjectDescription;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.XtextResourceSet;

import com.google.inject.Inject;
import com.google.inject.Provider;
import com.google.inject.Singleton;

/**
 * The names each card library exports, for the language server. A library's files are copied once to a folder
 * of their own under the temporary directory (so "go to definition" opens a real file, read-only in spirit), and
 * described once: libraries never change while the server runs. Descriptions point to their objects by proxy, so a
 * link into a library loads the library file into the workspace's resource set, as {@code CartoLoader} does.
 */
@Singleton
public class LibraryIndex {

    private final CartoLibraries libraries;
    private final Provider<XtextResourceSet> resourceSets;
    private final IResourceDescription.Manager descriptions;
    private final Path root;
    private final Map<String, List<IEObjectDescription>> exported = new HashMap<>();
    private final Map<URI, String> libraryOfFile = new HashMap<>();
    private final Map<String, List<Map.Entry<URI, String>>> libraryFiles = new HashMap<>();

    @Inject
    public LibraryIndex(CartoLibraries libraries, Provider<XtextResourceSet> resourceSets,
                        IResourceDescription.Manager descriptions) {
        this.libraries = libraries;
        this.resourceSets = resourceSets;
        this.descriptions = descriptions;
        this.root = Path.of(System.getProperty("java.io.tmpdir"), "cartolab-libraries",
                System.getProperty("user.name", "user"));
    }

    /** The libraries whose names {@code resource} sees: those it {@code uses}, or its own if it is a library file. */
    public synchronized Set<String> librariesSeenBy(Resource resource) {
        Set<String> names = new LinkedHashSet<>();
        if (!resource.getContents().isEmpty() && resource.getContents().get(0) instanceof CartoFile file) {
            names.addAll(file.getUses());
        }
        Optional.ofNullable(libraryOfFile.get(resource.getURI())).ifPresent(names::add);
        return names;
    }

    public synchronized boolean isLibraryFile(Resource resource) {
        return libraryOfFile.containsKey(resource.getURI());
    }

    /** Everything the library exports, or nothing for an unknown library. */
    public synchronized List<IEObjectDescription> exportedBy(String name) {
        return exported.computeIfAbsent(name, this::describe);
    }

    /**
     * Loads the files of the libraries into {@code resourceSet}, ahead of the workspace's files, as {@code
     * CartoLoader} does: the validators that look across files (a name used twice, a board character taken) then
     * see the library, and report a clash in the user's file.
     */
    public synchronized void loadInto(ResourceSet resourceSet, Set<String> names) {
        if (resourceSet == null) {
            return;
        }
        int index = 0;
        for (String name : names) {
            exportedBy(name);
            for (Map.Entry<URI, String> file : filesOf(name)) {
                Resource resource = resourceSet.getResource(file.getKey(), false);
                if (resource == null) {
                    resource = resourceSet.getResource(file.getKey(), true);
                }
                int at = resourceSet.getResources().indexOf(resource);
                if (at > index) {
                    resourceSet.getResources().move(index, at);
                }
                index++;
            }
        }
    }

    private List<Map.Entry<URI, String>> filesOf(String name) {
        return libraryFiles.getOrDefault(name, List.of());
    }

    private List<IEObjectDescription> describe(String name) {
        Optional<List<SourceFile>> files = libraries.files(name);
        if (files.isEmpty()) {
            return List.of();
        }
        XtextResourceSet resourceSet = resourceSets.get();
        List<IEObjectDescription> result = new ArrayList<>();
        for (SourceFile file : files.get()) {
            URI uri = URI.createFileURI(copy(file).toString());
            libraryOfFile.putIfAbsent(uri, name);
            libraryFiles.computeIfAbsent(name, key -> new ArrayList<>()).add(Map.entry(uri, name));
            Resource resource = resourceSet.getResource(uri, true);
            for (IEObjectDescription description : descriptions.getResourceDescription(resource).getExportedObjects()) {
                InternalEObject proxy = (InternalEObject) EcoreUtil.create(description.getEClass());
                proxy.eSetProxyURI(description.getEObjectURI());
                result.add(EObjectDescription.create(description.getName(), proxy));
            }
        }
        return List.copyOf(result);
    }

    /** The library file on disk, written only when its text changed (written to a temporary name, then renamed). */
    private Path copy(SourceFile file) {
        String relative = file.path().replaceFirst("^[a-z]+:", "").replace('\\', '/');
        Path target = root.resolve(relative).normalize();
        if (!target.startsWith(root)) {
            throw new IllegalStateException("A library file outside the library folder: " + file.path());
        }
        try {
            if (Files.isRegularFile(target) && Files.readString(target).equals(file.text())) {
                return target;
            }
            Files.createDirectories(target.getParent());
            Path temporary = Files.createTempFile(target.getParent(), target.getFileName().toString(), ".tmp");
            Files.writeString(temporary, file.text(), StandardCharsets.UTF_8);
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot copy the card library file " + file.path() + " to " + target, e);
        }
    }
}
