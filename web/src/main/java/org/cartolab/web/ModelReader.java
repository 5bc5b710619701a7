package org.cartolab.web;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.AmbushEffect;
import org.cartolab.model.Corner;
import org.cartolab.model.Deck;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.Geometry;
import org.cartolab.model.HeroCard;
import org.cartolab.model.MapSheet;
import org.cartolab.model.Puzzle;
import org.cartolab.model.PuzzleSeason;
import org.cartolab.model.Rotation;
import org.cartolab.model.RuleOption;
import org.cartolab.model.ScoreTerm;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonCard;
import org.cartolab.model.SeasonTerm;
import org.cartolab.model.Shape;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.ShapeOption;
import org.cartolab.model.SoloTitle;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainGroup;
import org.cartolab.model.TerrainRole;
import org.cartolab.model.expr.Aggregate;
import org.cartolab.model.expr.Arithmetic;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.CoinCount;
import org.cartolab.model.expr.Comparison;
import org.cartolab.model.expr.CountItems;
import org.cartolab.model.expr.Direction;
import org.cartolab.model.expr.Distance;
import org.cartolab.model.expr.Exists;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.Extremum;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Logic;
import org.cartolab.model.expr.Negate;
import org.cartolab.model.expr.Not;
import org.cartolab.model.expr.OtherCards;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.PositionOf;
import org.cartolab.model.expr.Relation;
import org.cartolab.model.expr.Select;
import org.cartolab.model.expr.SetRegion;
import org.cartolab.model.expr.SideOf;
import org.cartolab.model.expr.SizeOf;
import org.cartolab.model.expr.Source;
import org.cartolab.model.expr.Var;
import org.cartolab.model.expr.VarRef;

/**
 * Reads the model records back from the JSON {@link ModelWriter} writes, without reflection (the page's engine
 * runs as JavaScript). Each record type has one line here that calls its canonical constructor with its components
 * in declaration order; {@code ModelCodecTest} round-trips every shipped game and puzzle, so a component added to a
 * record and not here fails the build. Equal records come back as one instance, as the compiler shares them.
 */
public final class ModelReader {

    private static final Map<String, Function<Object[], Object>> RECORDS = new HashMap<>();
    private static final Map<String, Enum<?>[]> ENUMS = new HashMap<>();

    static {
        record("Game", a -> new Game(s(a[0]), s(a[1]), l(a[2]), l(a[3]), l(a[4]), l(a[5]), l(a[6]), l(a[7]),
                l(a[8]), l(a[9]), i(a[10]), l(a[11]), l(a[12]), l(a[13]), l(a[14])));
        record("Puzzle", a -> new Puzzle(s(a[0]), s(a[1]), s(a[2]), s(a[3]), l(a[4]), i(a[5]), l(a[6]), l(a[7])));
        record("PuzzleSeason", a -> new PuzzleSeason(s(a[0]), l(a[1]), l(a[2])));
        record("Terrain", a -> new Terrain(s(a[0]), s(a[1]), (Character) a[2], s(a[3]), (TerrainRole) a[4]));
        record("TerrainGroup", a -> new TerrainGroup(s(a[0]), s(a[1]), l(a[2])));
        record("MapSheet", a -> new MapSheet(s(a[0]), s(a[1]), (Geometry) a[2], l(a[3])));
        record("ExploreCard", a -> new ExploreCard(s(a[0]), s(a[1]), i(a[2]), (ExploreKind) a[3], l(a[4]),
                l(a[5])));
        record("AmbushCard", a -> new AmbushCard(s(a[0]), s(a[1]), (Terrain) a[2], (ShapeOption) a[3],
                (Rotation) a[4], (Corner) a[5], s(a[6]), l(a[7])));
        record("AmbushEffect", a -> new AmbushEffect((AmbushEffect.Trigger) a[0], (AmbushEffect.Action) a[1],
                i(a[2])));
        record("SeasonCard", a -> new SeasonCard(s(a[0]), s(a[1]), i(a[2]), l(a[3])));
        record("Deck", a -> new Deck(s(a[0]), s(a[1]), l(a[2])));
        record("SeasonTerm", a -> new SeasonTerm(s(a[0]), (ScoreTerm) a[1]));
        record("ScoreTerm", a -> new ScoreTerm((Expr) a[0], s(a[1])));
        record("SoloTitle", a -> new SoloTitle(i(a[0]), s(a[1])));
        record("RuleOption", a -> new RuleOption(s(a[0]), s(a[1])));
        record("HeroCard", a -> new HeroCard(s(a[0]), s(a[1]), l(a[2])));
        record("Shape", a -> new Shape(s(a[0]), i(a[1]), i(a[2]), l(a[3])));
        record("ShapeCell", a -> new ShapeCell(i(a[0]), i(a[1])));
        record("ShapeOption", a -> new ShapeOption((Shape) a[0], b(a[1])));
        record("ScoringCard", a -> new ScoringCard(s(a[0]), s(a[1]), s(a[2]), i(a[3]), s(a[4]), l(a[5])));
        record("Aggregate", a -> new Aggregate((Aggregate.Op) a[0], (Source) a[1], (Expr) a[2]));
        record("Arithmetic", a -> new Arithmetic((Arithmetic.Op) a[0], (Expr) a[1], (Expr) a[2]));
        record("CoinCount", a -> new CoinCount());
        record("Comparison", a -> new Comparison((Comparison.Op) a[0], (Expr) a[1], (Expr) a[2]));
        record("CountItems", a -> new CountItems((Source) a[0]));
        record("Distance", a -> new Distance((Expr) a[0], (Expr) a[1]));
        record("Exists", a -> new Exists((Source) a[0]));
        record("Extremum", a -> new Extremum((Aggregate.Op) a[0], l(a[1])));
        record("IntLiteral", a -> new IntLiteral(i(a[0])));
        record("Logic", a -> new Logic((Logic.Op) a[0], (Expr) a[1], (Expr) a[2]));
        record("Negate", a -> new Negate((Expr) a[0]));
        record("Not", a -> new Not((Expr) a[0]));
        record("OtherCards", a -> new OtherCards((Aggregate.Op) a[0]));
        record("PerItem", a -> new PerItem(i(a[0]), (Source) a[1]));
        record("PositionOf", a -> new PositionOf((Expr) a[0], (PositionOf.Axis) a[1]));
        record("Relation", a -> new Relation((Relation.Op) a[0], (Expr) a[1], (CellSet) a[2]));
        record("Select", a -> new Select(b(a[0]), i(a[1]), (Source) a[2]));
        record("SetRegion", a -> new SetRegion((CellSet) a[0]));
        record("SideOf", a -> new SideOf((Expr) a[0]));
        record("SizeOf", a -> new SizeOf((Expr) a[0]));
        record("Source", a -> new Source((ItemKind) a[0], (Var) a[1], (CellSet) a[2], (Direction) a[3],
                (Expr) a[4]));
        record("Var", a -> new Var(s(a[0]), i(a[1])));
        record("VarRef", a -> new VarRef((Var) a[0]));
        record("CellSet$Terrains", a -> new CellSet.Terrains(s(a[0]), l(a[1])));
        record("CellSet$Builtin", a -> new CellSet.Builtin((CellSet.Builtin.Kind) a[0]));
        record("CellSet$Edge", a -> new CellSet.Edge((CellSet.Edge.Side) a[0]));
        record("CellSet$OfVar", a -> new CellSet.OfVar((Var) a[0]));
        record("CellSet$Union", a -> new CellSet.Union(l(a[0])));
        record("CellSet$Difference", a -> new CellSet.Difference((CellSet) a[0], (CellSet) a[1]));

        ENUMS.put("Geometry", Geometry.values());
        ENUMS.put("TerrainRole", TerrainRole.values());
        ENUMS.put("ExploreKind", ExploreKind.values());
        ENUMS.put("Rotation", Rotation.values());
        ENUMS.put("Corner", Corner.values());
        ENUMS.put("AmbushEffect$Trigger", AmbushEffect.Trigger.values());
        ENUMS.put("AmbushEffect$Action", AmbushEffect.Action.values());
        ENUMS.put("ItemKind", ItemKind.values());
        ENUMS.put("Direction", Direction.values());
        ENUMS.put("Aggregate$Op", Aggregate.Op.values());
        ENUMS.put("Arithmetic$Op", Arithmetic.Op.values());
        ENUMS.put("Comparison$Op", Comparison.Op.values());
        ENUMS.put("Logic$Op", Logic.Op.values());
        ENUMS.put("Relation$Op", Relation.Op.values());
        ENUMS.put("PositionOf$Axis", PositionOf.Axis.values());
        ENUMS.put("CellSet$Builtin$Kind", CellSet.Builtin.Kind.values());
        ENUMS.put("CellSet$Edge$Side", CellSet.Edge.Side.values());
    }

    /** Records already read, so that equal ones are one instance. */
    private final Map<Object, Object> shared = new HashMap<>();

    private ModelReader() {
    }

    /** Reads a value {@link ModelWriter#write} wrote. */
    public static Object read(String json) {
        return new ModelReader().decode(Json.parse(json));
    }

    /** Whether this reader knows the record or enum type named as {@link ModelWriter} names it. */
    static boolean knows(String type) {
        return RECORDS.containsKey(type) || ENUMS.containsKey(type);
    }

    private static void record(String type, Function<Object[], Object> constructor) {
        RECORDS.put(type, constructor);
    }

    @SuppressWarnings("unchecked")
    private Object decode(Object json) {
        if (json instanceof List<?> list) {
            List<Object> values = new ArrayList<>(list.size());
            for (Object item : list) {
                values.add(decode(item));
            }
            return List.copyOf(values);
        }
        if (json instanceof Long number) {
            return number.intValue();
        }
        if (!(json instanceof Map<?, ?>)) {
            return json; // a string, a boolean or null
        }
        Map<String, Object> tagged = (Map<String, Object>) json;
        if (tagged.containsKey("c")) {
            return ((String) tagged.get("c")).charAt(0);
        }
        if (tagged.containsKey("o")) {
            List<Object> present = (List<Object>) tagged.get("o");
            return present.isEmpty() ? Optional.empty() : Optional.of(decode(present.get(0)));
        }
        if (tagged.containsKey("e")) {
            return constant((String) tagged.get("e"), (String) tagged.get("n"));
        }
        String type = (String) tagged.get("r");
        Function<Object[], Object> constructor = RECORDS.get(type);
        if (constructor == null) {
            throw new IllegalArgumentException("the page's engine does not know the record type " + type);
        }
        List<Object> components = (List<Object>) tagged.get("v");
        Object[] args = new Object[components.size()];
        for (int k = 0; k < args.length; k++) {
            args[k] = decode(components.get(k));
        }
        Object value = constructor.apply(args);
        Object earlier = shared.putIfAbsent(value, value);
        return earlier == null ? value : earlier;
    }

    private static Enum<?> constant(String type, String name) {
        Enum<?>[] constants = ENUMS.get(type);
        if (constants == null) {
            throw new IllegalArgumentException("the page's engine does not know the enum " + type);
        }
        for (Enum<?> constant : constants) {
            if (constant.name().equals(name)) {
                return constant;
            }
        }
        throw new IllegalArgumentException(type + " has no constant " + name);
    }

    private static String s(Object value) {
        return (String) value;
    }

    private static int i(Object value) {
        return (Integer) value;
    }

    private static boolean b(Object value) {
        return (Boolean) value;
    }

    @SuppressWarnings("unchecked")
    private static <T> List<T> l(Object value) {
        return (List<T>) value;
    }
}
