package org.cartolab.dsl.validation;

import java.util.List;

import org.cartolab.dsl.carto.CartoPackage;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.xtext.validation.AbstractDeclarativeValidator;
import org.eclipse.xtext.validation.EValidatorRegistrar;

/**
 * A validator for one part of the language (names, cards, puzzles, hex games ...) that runs as part of
 * {@link CartoValidator} through {@code @ComposedChecks}, never registered on its own.
 */
public abstract class ComposedValidator extends AbstractDeclarativeValidator {

    @Override
    public void register(EValidatorRegistrar registrar) {
        // CartoValidator registers itself and runs the composed checks.
    }

    @Override
    protected List<EPackage> getEPackages() {
        return List.of(CartoPackage.eINSTANCE);
    }
}
