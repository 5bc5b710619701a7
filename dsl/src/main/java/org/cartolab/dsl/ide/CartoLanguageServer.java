package org.cartolab.dsl.ide;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.ExecutionException;

import org.cartolab.dsl.CartoInjector;
import org.cartolab.dsl.CartoStandaloneSetup;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.ide.server.ServerModule;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.impl.ResourceServiceProviderRegistryImpl;

import com.google.inject.Guice;
import com.google.inject.util.Modules;

/**
 * Xtext's language server ({@link LanguageServerImpl} with {@link ServerModule}) for the Carto language, with the
 * given card libraries, over a pair of streams (stdio, a socket, or pipes in tests). The language is registered
 * here rather than found through {@code META-INF/services}, so that it gets the libraries.
 */
public final class CartoLanguageServer {

    private CartoLanguageServer() {
    }

    /** Serves one client until its input ends (blocks). */
    public static void serve(CartoLibraries libraries, InputStream in, OutputStream out) {
        // EMF's global registries now map .carto to the editor services (the server loads library files through
        // them); they are put back when the server ends, for whatever else runs in this JVM (tests, benchmarks).
        IResourceServiceProvider carto = new CartoIdeSetup(libraries).createInjectorAndDoEMFRegistration()
                .getInstance(IResourceServiceProvider.class);
        try {
            ResourceServiceProviderRegistryImpl registry = new ResourceServiceProviderRegistryImpl();
            registry.getExtensionToFactoryMap().put("carto", carto);
            LanguageServerImpl server = Guice.createInjector(Modules.override(new ServerModule())
                            .with(binder -> binder.bind(IResourceServiceProvider.Registry.class).toInstance(registry)))
                    .getInstance(LanguageServerImpl.class);
            Launcher<LanguageClient> launcher = Launcher.createLauncher(server, LanguageClient.class, in, out);
            server.connect(launcher.getRemoteProxy());
            launcher.startListening().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            throw new IllegalStateException("The language server's connection failed", e.getCause());
        } finally {
            new CartoStandaloneSetup().register(CartoInjector.get());
        }
    }
}
