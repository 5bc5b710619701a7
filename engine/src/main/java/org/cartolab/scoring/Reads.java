package org.cartolab.scoring;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.cartolab.model.ScoreTerm;
import org.cartolab.model.Terrain;
import org.cartolab.model.expr.Aggregate;
import org.cartolab.model.expr.Arithmetic;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.CoinCount;
import org.cartolab.model.expr.Comparison;
import org.cartolab.model.expr.CountItems;
import org.cartolab.model.expr.Distance;
import org.cartolab.model.expr.Exists;
import org.cartolab.model.expr.Extremum;
import org.cartolab.model.expr.Expr;
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

/**
 * What a card's points depend on: the terrains it names, whether it looks at which cells are filled or empty,
 * at killed monsters, at coins. A drawing that touches none of them cannot change the card's points, so a policy
 * trying many drawings need not score the card again.
 */
final class Reads {

    /** By equality, not identity: a card compiled in another workspace names equal but distinct terrains. */
    private final Set<Terrain> terrains = new HashSet<>();
    private boolean occupancy;
    private boolean killed;
    private boolean coins;
    private boolean otherCards;

    static Reads of(List<ScoreTerm> terms) {
        Reads reads = new Reads();
        terms.forEach(term -> reads.expr(term.expression()));
        return reads;
    }

    /** Whether drawing {@code terrain} into empty cells (which also changes filled and empty) may change points. */
    boolean changedByDrawing(Terrain terrain, boolean killsMonsters) {
        return occupancy || terrains.contains(terrain) || killed && killsMonsters;
    }

    /**
     * Whether the card names {@code terrain} (in a set, or among the terrains it counts), or may read it through
     * the other cards.
     */
    boolean readsTerrain(Terrain terrain) {
        return otherCards || terrains.contains(terrain);
    }

    boolean readsCoins() {
        return coins;
    }

    boolean readsOtherCards() {
        return otherCards;
    }

    private void expr(Expr e) {
        if (e instanceof CoinCount) {
            coins = true;
        } else if (e instanceof Arithmetic a) {
            expr(a.left());
            expr(a.right());
        } else if (e instanceof Comparison c) {
            expr(c.left());
            expr(c.right());
        } else if (e instanceof Logic l) {
            expr(l.left());
            expr(l.right());
        } else if (e instanceof Negate n) {
            expr(n.operand());
        } else if (e instanceof Not n) {
            expr(n.operand());
        } else if (e instanceof PerItem p) {
            source(p.source());
        } else if (e instanceof CountItems c) {
            source(c.source());
        } else if (e instanceof Exists x) {
            source(x.source());
        } else if (e instanceof Select s) {
            source(s.source());
        } else if (e instanceof Aggregate a) {
            source(a.source());
            expr(a.body());
        } else if (e instanceof SizeOf s) {
            expr(s.region());
        } else if (e instanceof SideOf s) {
            expr(s.region());
        } else if (e instanceof PositionOf p) {
            expr(p.line());
        } else if (e instanceof SetRegion r) {
            set(r.set());
        } else if (e instanceof Relation r) {
            expr(r.subject());
            set(r.set());
        } else if (e instanceof Extremum x) {
            x.values().forEach(this::expr);
        } else if (e instanceof Distance d) {
            expr(d.from());
            expr(d.to());
        } else if (e instanceof OtherCards) {
            occupancy = true; // the other cards may read anything
            otherCards = true;
        }
        // IntLiteral and VarRef read nothing from the board themselves.
    }

    private void source(Source source) {
        if (source.of() != null) {
            set(source.of());
        }
        if (source.filter() != null) {
            expr(source.filter());
        }
    }

    private void set(CellSet set) {
        if (set instanceof CellSet.Terrains named) {
            terrains.addAll(named.terrains());
        } else if (set instanceof CellSet.Builtin builtin) {
            switch (builtin.kind()) {
                case EMPTY, FILLED -> occupancy = true;
                case KILLED -> killed = true;
                default -> { } // ruins and all cells never change during play
            }
        } else if (set instanceof CellSet.Union union) {
            union.parts().forEach(this::set);
        } else if (set instanceof CellSet.Difference difference) {
            set(difference.from());
            set(difference.minus());
        }
        // Edges and bound items read nothing new.
    }
}
