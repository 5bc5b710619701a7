package org.cartolab.dsl;

import com.google.inject.Injector;

/** The one Guice injector of the Carto language for standalone use (CLI, engine, tools), made on first use. */
public final class CartoInjector {

    private static final class Holder {
        static final Injector INJECTOR = new CartoStandaloneSetup().createInjectorAndDoEMFRegistration();
    }

    private CartoInjector() {
    }

    public static Injector get() {
        return Holder.INJECTOR;
    }
}
