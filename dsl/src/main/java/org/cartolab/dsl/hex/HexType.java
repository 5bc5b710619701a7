package org.cartolab.dsl.hex;

import org.cartolab.dsl.carto.HexAggregate;
import org.cartolab.dsl.carto.HexBinary;
import org.cartolab.dsl.carto.HexCount;
import org.cartolab.dsl.carto.HexExpression;
import org.cartolab.dsl.carto.HexIf;
import org.cartolab.dsl.carto.HexInt;
import org.cartolab.dsl.carto.HexIs;
import org.cartolab.dsl.carto.HexName;
import org.cartolab.dsl.carto.HexNegate;
import org.cartolab.dsl.carto.HexNot;
import org.cartolab.dsl.carto.HexNumber;
import org.cartolab.dsl.carto.HexPips;
import org.cartolab.dsl.carto.HexSome;
import org.cartolab.dsl.carto.HexTouches;
import org.cartolab.dsl.carto.HexYields;

/** The kinds of value a hex expression can have: a number, a condition or an item of the map. */
public enum HexType {
    NUMBER("a number"), CONDITION("a condition"), HEX("a hex"), INTERSECTION("an intersection"), PATH("a path"),
    PRODUCT("a product"), UNKNOWN("unknown");

    private final String description;

    HexType(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    public boolean isItem() {
        return this == HEX || this == INTERSECTION || this == PATH || this == PRODUCT;
    }

    public static HexType of(HexExpression e) {
        if (e instanceof HexInt || e instanceof HexCount || e instanceof HexAggregate || e instanceof HexPips
                || e instanceof HexNumber || e instanceof HexNegate) {
            return NUMBER;
        }
        if (e instanceof HexSome || e instanceof HexNot || e instanceof HexIs || e instanceof HexTouches
                || e instanceof HexYields) {
            return CONDITION;
        }
        if (e instanceof HexBinary binary) {
            return switch (binary.getOp()) {
                case "+", "-", "*" -> NUMBER;
                default -> CONDITION;
            };
        }
        if (e instanceof HexIf conditional) {
            return of(conditional.getThen());
        }
        if (e instanceof HexName name) {
            return HexNames.binding(name, name.getName()).map(source -> of(source.getKind())).orElse(UNKNOWN);
        }
        return UNKNOWN;
    }

    public static HexType of(org.cartolab.dsl.carto.HexItemKind kind) {
        return switch (kind) {
            case HEX -> HEX;
            case INTERSECTION -> INTERSECTION;
            case PATH -> PATH;
            case PRODUCT -> PRODUCT;
        };
    }
}
