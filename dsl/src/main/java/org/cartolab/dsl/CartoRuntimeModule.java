package org.cartolab.dsl;

import org.cartolab.dsl.formatting.CartoFormatter;
import org.cartolab.dsl.linking.CartoLinkingDiagnosticMessageProvider;
import org.cartolab.dsl.parser.CartoSyntaxErrorMessageProvider;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.linking.ILinkingDiagnosticMessageProvider;
import org.eclipse.xtext.parser.antlr.ISyntaxErrorMessageProvider;

/** Guice bindings of the Carto language's runtime services. */
public class CartoRuntimeModule extends AbstractCartoRuntimeModule {

    public Class<? extends ILinkingDiagnosticMessageProvider> bindILinkingDiagnosticMessageProvider() {
        return CartoLinkingDiagnosticMessageProvider.class;
    }

    public Class<? extends ISyntaxErrorMessageProvider> bindISyntaxErrorMessageProvider() {
        return CartoSyntaxErrorMessageProvider.class;
    }

    public Class<? extends IFormatter2> bindIFormatter2() {
        return CartoFormatter.class;
    }
}
