package org.cartolab.dsl.ide;

import java.util.List;
import java.util.Optional;

import org.cartolab.dsl.compile.SourceFile;

/**
 * The card libraries a file may name with {@code uses} (the same function {@code CartoLoader} takes): the
 * language server resolves a file's library names through it. The shipped libraries live in card-library, which
 * depends on this module, so the server is handed them when it starts.
 */
@FunctionalInterface
public interface CartoLibraries {

    CartoLibraries NONE = name -> Optional.empty();

    /** The files of the library, or empty if there is no library of that name. */
    Optional<List<SourceFile>> files(String name);
}
