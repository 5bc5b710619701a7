package org.cartolab.dsl.ide;

import java.io.InputStream;
import java.io.OutputStream;

import org.eclipse.xtext.ide.server.LaunchArgs;
import org.eclipse.xtext.ide.server.ServerLauncher;
import org.eclipse.xtext.ide.server.ServerModule;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.impl.ResourceServiceProviderRegistryImpl;

import com.google.inject.Guice;
import com.google.inject.util.Modules;

/**
 * Xtext's language server for the Carto language, with the given card libraries: {@link ServerLauncher} over a
 * pair of streams (stdio, a socket, or pipes in tests). The language is registered here rather than found through
 * {@code META-INF/services}, so that it gets the libraries.
 */
public final class CartoLanguageServer {

    private CartoLanguageServer() {
    }

    /** Serves one client until it exits (blocks). */
    public static void serve(CartoLibraries libraries, InputStream in, OutputStream out) {
        IResourceServiceProvider carto = new CartoIdeSetup(libraries).createInjectorAndDoEMFRegistration()
                .getInstance(IResourceServiceProvider.class);
        ResourceServiceProviderRegistryImpl registry = new ResourceServiceProviderRegistryImpl();
        registry.getExtensionToFactoryMap().put("carto", carto);
        ServerLauncher launcher = Guice.createInjector(Modules.override(new ServerModule())
                        .with(binder -> binder.bind(IResourceServiceProvider.Registry.class).toInstance(registry)))
                .getInstance(ServerLauncher.class);
        LaunchArgs args = new LaunchArgs();
        args.setIn(in);
        args.setOut(out);
        args.setValidate(true);
        launcher.start(args);
    }
}
