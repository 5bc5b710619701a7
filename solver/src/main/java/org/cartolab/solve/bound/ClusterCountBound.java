package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.model.Terrain;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.Relation;

/**
 * {@code w per cluster k of T where COND(k)}. A cluster that comes to count either contains drawn cells — at
 * least one, and at least {@code n - (cells of T now in its part)} for {@code size(k) >= n}, so each drawn cell is
 * credited {@code w} divided by that — or is a cluster of now whose surroundings changed, which only conditions
 * other than sizes and avoided sets allow ({@code w} per cluster now, as slack). When the condition is only a
 * least size and avoided sets, or has no least size, the pieces drawn bound better than the cells
 * ({@link ClusterCountPieces}).
 */
final class ClusterCountBound extends ClusterTermBound {

    private final int points;

    ClusterCountBound(int weight, PerItem perItem) {
        super(weight, perItem.source(), perItem);
        this.points = perItem.points();
    }

    @Override
    double notUnderstood(Position position, Region of) {
        return Math.max(0, (double) weight * position.grid.cellCount() - term.valueOn(position));
    }

    @Override
    double attribute(Position position, Region of, long[] forbidden) {
        if (filter.minimumSize() <= 1 && points != 0) {
            // Every new counted cluster needs only one drawn cell: count pieces, not cells (ClusterCountPieces).
            int countedNow = term.valueOn(position) / points;
            int uncounted = filter.understood() ? 0 : position.grid.clusters(of.now()).size() - countedNow;
            boolean unitPieces = !Region.drawingJoinsWhole(source.of());
            ClusterFilter.TouchedTypes touched = filter.touched();
            if (touched != null) {
                List<Terrain> available = touched.available(position);
                if (available.size() < touched.least()) {
                    return 0; // no cluster can come to touch enough terrains: none comes to count
                }
                uncounted = 0;
                List<long[]> clusters = position.grid.clusters(of.now());
                int[] sizes = new int[clusters.size()];
                List<long[]> waiting = new ArrayList<>();
                for (int i = 0; i < sizes.length; i++) {
                    long[] cluster = clusters.get(i);
                    sizes[i] = Bits.count(cluster);
                    // Those that count now add nothing; the others need terrains drawn around them.
                    if (sizes[i] >= filter.minimumSize() && !Bits.intersects(cluster, forbidden)
                            && touched.mayCountUnchanged(position, cluster)
                            && !touched.countsNow(position, cluster)) {
                        uncounted++;
                        waiting.add(cluster);
                    }
                }
                // As sizes, so that a term over the same clusters (Wildholds, Great City) is bounded with it.
                TouchedTypesPieces pieces = new TouchedTypesPieces(of.grows(), unitPieces, weight, uncounted, sizes,
                        touched.least(), touched.onMap(position), available);
                ClusterSizesJoint.add(position.pieceTerms, pieces);
                for (long[] cluster : waiting) {
                    position.clusterNeeds.add(touched.need(position, cluster, pieces, weight));
                }
                return 0;
            }
            ClusterCountPieces pieces = new ClusterCountPieces(of.grows(), unitPieces, weight,
                    Math.max(0, uncounted));
            position.pieceTerms.add(pieces);
            if (touched == null && !filter.avoided().isEmpty()) {
                // The other terms' credits are all known only once every term is attributed.
                position.afterTerms.add(() -> {
                    double lost = lostByAPiece(position, of, forbidden, unitPieces);
                    if (lost > 0) {
                        position.pieceTerms.set(position.pieceTerms.indexOf(pieces),
                                pieces.withPieceWeight(Math.max(0, weight - lost)));
                    }
                });
            }
            return 0;
        }
        ClusterRegions regions = new ClusterRegions(position, of.now(), position.reachableWith(of.grows()),
                forbidden);
        if (filter.understood()) {
            // A new counted cluster needs n cells of drawn pieces and small clusters of now: count pieces.
            int smallCells = 0;
            boolean room = false;
            for (long[] part : regions.parts) {
                if (Bits.count(part) >= filter.minimumSize()) {
                    room = true;
                    for (long[] cluster : position.grid.clusters(Bits.and(part, of.now()))) {
                        int size = Bits.count(cluster);
                        smallCells += size < filter.minimumSize() ? size : 0;
                    }
                }
            }
            if (room) {
                // With no avoided set, every cluster of now may be joined: the sizes tell the points.
                int[] sizes = filter.avoided().isEmpty() ? position.grid.clusters(of.now()).stream()
                        .mapToInt(Bits::count).toArray() : null;
                ClusterSizesJoint.add(position.pieceTerms, new ClusterCountPieces(of.grows(),
                        !Region.drawingJoinsWhole(source.of()), weight, 0, filter.minimumSize(), smallCells, sizes));
            }
            return 0;
        }
        for (int i = 0; i < regions.parts.size(); i++) {
            long[] part = regions.parts.get(i);
            if (Bits.count(part) < filter.minimumSize()) {
                continue;
            }
            int need = Math.max(1, filter.minimumSize() - regions.cellsNow.get(i));
            position.credit(Bits.and(part, position.reachable), of.grows(), (double) weight / need);
        }
        return filter.understood() ? 0 : (double) weight * position.grid.clusters(of.now()).size();
    }

    /**
     * What the cells of a new counted cluster's piece surely earn in no other term, though the value table credits
     * them: a counted cluster touches no avoided set, so none of its cells touches a set inside them, and the
     * credits for touching it ({@link Position#touchCredits}: Canal Lake's farm next to water, for Shoreside
     * Expanse's farm clusters not next to water) are void there. The cluster holds a whole piece of at least
     * {@link Position#leastPiece} cells, on cells that touch no avoided set now: the fewest void credits of that
     * many such cells, in the cheapest of the set's terrains. Each counted cluster has a piece of its own, so the
     * term may add {@code weight} less this for each: the table still credits all those cells.
     */
    private double lostByAPiece(Position position, Region of, long[] forbidden, boolean unitPieces) {
        if (position.touchCredits.isEmpty()) {
            return 0;
        }
        Region avoided = avoidedSets(position);
        int least = position.leastPiece(of.grows(), unitPieces);
        if (avoided == null || least == Integer.MAX_VALUE) {
            return 0;
        }
        long[] apart = Bits.andNot(position.reachable, forbidden);
        int cells = Bits.count(apart);
        if (cells < least) {
            return weight; // no piece fits apart from the avoided sets: no new cluster counts
        }
        double lost = Double.POSITIVE_INFINITY;
        double[] voidCredit = new double[position.grid.cellCount()];
        for (int t = 0; t < of.grows().length; t++) {
            if (!of.grows()[t]) {
                continue;
            }
            Arrays.fill(voidCredit, 0);
            for (Position.TouchCredit credit : position.touchCredits) {
                if (credit.terrains()[t] && insideAvoided(credit.touched(), avoided, of)) {
                    long[] on = credit.cells();
                    for (int i = Bits.first(on); i >= 0; i = Bits.next(on, i + 1)) {
                        voidCredit[i] += credit.amount();
                    }
                }
            }
            double[] values = new double[cells];
            int k = 0;
            for (int i = Bits.first(apart); i >= 0; i = Bits.next(apart, i + 1)) {
                values[k++] = voidCredit[i];
            }
            Arrays.sort(values);
            double sum = 0;
            for (int n = 0; n < least; n++) {
                sum += values[n];
            }
            lost = Math.min(lost, sum);
        }
        return lost == Double.POSITIVE_INFINITY ? 0 : lost;
    }

    /** The avoided sets together (they do not shrink: {@link ClusterFilter#forbidden} held), or null. */
    private Region avoidedSets(Position position) {
        Region all = null;
        for (Expr expr : filter.avoided()) {
            Region set = Region.of(((Relation) expr).set(), position);
            if (set == null || set.shrinks()) {
                return null;
            }
            if (all == null) {
                all = set;
            } else {
                boolean[] grows = all.grows().clone();
                for (int t = 0; t < grows.length; t++) {
                    grows[t] |= set.grows()[t];
                }
                all = new Region(Bits.or(all.now(), set.now()), grows, false, all.edgeSides() | set.edgeSides());
            }
        }
        return all;
    }

    /**
     * Whether a cell touching {@code touched} surely touches {@code avoided} too, and {@code touched} has nothing of
     * the clustered set {@code of} (a cluster never touches its own set): at the end the touched set is within the
     * avoided one, both only growing, its cells now among theirs, its terrains among theirs, its edge sides too.
     */
    private static boolean insideAvoided(Region touched, Region avoided, Region of) {
        if (touched.shrinks() || !Bits.subsetOf(touched.now(), avoided.now())
                || Bits.intersects(touched.now(), of.now()) || (touched.edgeSides() & ~avoided.edgeSides()) != 0) {
            return false;
        }
        for (int t = 0; t < touched.grows().length; t++) {
            if (touched.grows()[t] && (!avoided.grows()[t] || of.grows()[t])) {
                return false;
            }
        }
        return true;
    }

    /** The counted clusters of now, as {@link IsolatedClustersSplit} needs them: the cells next to them, etc. */
    record Counted(long[] around, boolean[] avoided, int weight) {
    }

    /**
     * The clusters that count now, when the condition is a least size and avoided sets alone: the cells next to
     * them (where drawing an avoided set's terrain ends their count) and those terrains; null when none counts or
     * the term is not of that form.
     */
    Counted countedNow(Position position) {
        if (weight <= 0 || !filter.understood() || filter.avoided().isEmpty()) {
            return null;
        }
        Region of = Region.of(source.of(), position);
        long[] forbidden = of == null ? null : filter.forbidden(position);
        Region avoided = of == null || of.shrinks() || forbidden == null ? null : avoidedSets(position);
        if (avoided == null) {
            return null;
        }
        long[] around = position.grid.none();
        for (long[] cluster : position.grid.clusters(of.now())) {
            if (Bits.count(cluster) >= filter.minimumSize() && !Bits.intersects(cluster, forbidden)) {
                around = Bits.or(around, position.grid.neighbours(cluster));
            }
        }
        return Bits.isEmpty(around) ? null : new Counted(around, avoided.grows(), weight);
    }
}
