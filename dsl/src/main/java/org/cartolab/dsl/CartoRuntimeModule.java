package org.cartolab.dsl;

import org.cartolab.dsl.linking.CartoLinkingDiagnosticMessageProvider;
import org.eclipse.xtext.linking.ILinkingDiagnosticMessageProvider;

/** Guice bindings of the Carto language's runtime services. */
public class CartoRuntimeModule extends AbstractCartoRuntimeModule {

    public Class<? extends ILinkingDiagnosticMessageProvider> bindILinkingDiagnosticMessageProvider() {
        return CartoLinkingDiagnosticMessageProvider.class;
    }
}
