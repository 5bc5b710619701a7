package org.cartolab.dsl.ide;

import org.cartolab.dsl.CartoRuntimeModule;
import org.cartolab.dsl.CartoStandaloneSetup;
import org.eclipse.xtext.util.Modules2;

import com.google.inject.Guice;
import com.google.inject.Injector;

/** Initialization of the Carto language for the language server: runtime and editor services together. */
public class CartoIdeSetup extends CartoStandaloneSetup {

    private final CartoLibraries libraries;

    public CartoIdeSetup() {
        this(CartoLibraries.NONE);
    }

    public CartoIdeSetup(CartoLibraries libraries) {
        this.libraries = libraries;
    }

    @Override
    public Injector createInjector() {
        return Guice.createInjector(Modules2.mixin(new CartoRuntimeModule(), new CartoIdeModule(libraries)));
    }
}
