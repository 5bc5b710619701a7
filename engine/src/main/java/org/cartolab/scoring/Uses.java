package org.cartolab.scoring;

import org.cartolab.model.expr.Aggregate;
import org.cartolab.model.expr.Arithmetic;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.CoinCount;
import org.cartolab.model.expr.Comparison;
import org.cartolab.model.expr.CountItems;
import org.cartolab.model.expr.Distance;
import org.cartolab.model.expr.Exists;
import org.cartolab.model.expr.Extremum;
import org.cartolab.model.expr.OtherCards;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.Logic;
import org.cartolab.model.expr.Negate;
import org.cartolab.model.expr.Not;
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

/** Whether an expression mentions a variable: the planner's test for "constant over the board". */
final class Uses {

    private Uses() {
    }

    static boolean variable(Expr e, Var var) {
        if (e instanceof IntLiteral || e instanceof CoinCount) {
            return false;
        }
        if (e instanceof VarRef ref) {
            return ref.var().equals(var);
        }
        if (e instanceof SetRegion region) {
            return variable(region.set(), var);
        }
        if (e instanceof Arithmetic a) {
            return variable(a.left(), var) || variable(a.right(), var);
        }
        if (e instanceof Comparison c) {
            return variable(c.left(), var) || variable(c.right(), var);
        }
        if (e instanceof Logic l) {
            return variable(l.left(), var) || variable(l.right(), var);
        }
        if (e instanceof Negate n) {
            return variable(n.operand(), var);
        }
        if (e instanceof Not n) {
            return variable(n.operand(), var);
        }
        if (e instanceof SizeOf s) {
            return variable(s.region(), var);
        }
        if (e instanceof SideOf s) {
            return variable(s.region(), var);
        }
        if (e instanceof PositionOf p) {
            return variable(p.line(), var);
        }
        if (e instanceof Relation r) {
            return variable(r.subject(), var) || variable(r.set(), var);
        }
        if (e instanceof PerItem p) {
            return variable(p.source(), var);
        }
        if (e instanceof CountItems c) {
            return variable(c.source(), var);
        }
        if (e instanceof Exists x) {
            return variable(x.source(), var);
        }
        if (e instanceof Select s) {
            return variable(s.source(), var);
        }
        if (e instanceof Aggregate a) {
            return variable(a.source(), var) || variable(a.body(), var);
        }
        if (e instanceof Extremum x) {
            return x.values().stream().anyMatch(value -> variable(value, var));
        }
        if (e instanceof Distance d) {
            return variable(d.from(), var) || variable(d.to(), var);
        }
        if (e instanceof OtherCards) {
            return false;
        }
        throw new IllegalArgumentException("Unknown expression " + e);
    }

    private static boolean variable(Source source, Var var) {
        return source.of() != null && variable(source.of(), var)
                || source.filter() != null && variable(source.filter(), var);
    }

    static boolean variable(CellSet set, Var var) {
        if (set instanceof CellSet.OfVar ofVar) {
            return ofVar.var().equals(var);
        }
        if (set instanceof CellSet.Union union) {
            return union.parts().stream().anyMatch(part -> variable(part, var));
        }
        if (set instanceof CellSet.Difference difference) {
            return variable(difference.from(), var) || variable(difference.minus(), var);
        }
        return false;
    }
}
