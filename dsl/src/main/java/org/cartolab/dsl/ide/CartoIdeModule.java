package org.cartolab.dsl.ide;

import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.eclipse.xtext.scoping.IGlobalScopeProvider;
import org.eclipse.xtext.validation.IResourceValidator;

import com.google.inject.Binder;

/** Guice bindings of the Carto language's editor services (the language server). */
public class CartoIdeModule extends AbstractCartoIdeModule {

    private final CartoLibraries libraries;

    public CartoIdeModule() {
        this(CartoLibraries.NONE);
    }

    public CartoIdeModule(CartoLibraries libraries) {
        this.libraries = libraries;
    }

    public void configureLibraries(Binder binder) {
        binder.bind(CartoLibraries.class).toInstance(libraries);
    }

    public Class<? extends IGlobalScopeProvider> bindIGlobalScopeProvider() {
        return LibraryGlobalScopeProvider.class;
    }

    public Class<? extends IHoverService> bindIHoverService() {
        return CartoHoverService.class;
    }

    public Class<? extends ICodeActionService2> bindICodeActionService2() {
        return SuggestionCodeActions.class;
    }

    public Class<? extends IResourceValidator> bindIResourceValidator() {
        return UnknownLibraryValidator.class;
    }
}
