package org.cartolab.dsl.validation;

import org.eclipse.xtext.validation.ComposedChecks;

/**
 * The rules a .carto file must follow beyond its syntax, one validator per part of the language, composed here.
 * One check per rule; every problem has an issue code and a message that says what is wrong and what to do.
 * The composed validators run in the order listed, which is the order of their problems on one object.
 */
@ComposedChecks(validators = {NameValidator.class, TerrainValidator.class, ShapeAndMapValidator.class,
        CardValidator.class, GameValidator.class, ExpressionTypeValidator.class, SourceValidator.class,
        PuzzleValidator.class, LandscapeValidator.class, LandscapePuzzleValidator.class, HexValidator.class, ColourValidator.class,
        BoardConstraintsValidator.class})
public class CartoValidator extends AbstractCartoValidator {

    private static final String PREFIX = "org.cartolab.dsl.";
    public static final String DUPLICATE_NAME = PREFIX + "duplicateName";
    public static final String BAD_SYMBOL = PREFIX + "badSymbol";
    public static final String DUPLICATE_SYMBOL = PREFIX + "duplicateSymbol";
    public static final String RAGGED_ART = PREFIX + "raggedArt";
    public static final String BAD_ART = PREFIX + "badArt";
    public static final String BAD_MAP = PREFIX + "badMap";
    public static final String BAD_CARD = PREFIX + "badCard";
    public static final String TYPE_MISMATCH = PREFIX + "typeMismatch";
    public static final String BAD_SOURCE = PREFIX + "badSource";
    public static final String SHADOWED_NAME = PREFIX + "shadowedName";
    public static final String UNUSED_NAME = PREFIX + "unusedName";
    public static final String BAD_GAME = PREFIX + "badGame";
    public static final String DUPLICATE_ENTRY = PREFIX + "duplicateEntry";
    public static final String BAD_OPTION = PREFIX + "badOption";

    /** Board characters with a fixed meaning in the board text format. */
    public static final String RESERVED_SYMBOLS = ".R*";
    /** The board character of a killed monster (Heroes), also fixed; printed maps never hold one. */
    public static final char KILLED_SYMBOL = 'K';
}
