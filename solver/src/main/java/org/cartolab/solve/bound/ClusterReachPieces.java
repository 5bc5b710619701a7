package org.cartolab.solve.bound;

/**
 * What one cluster can reach beyond S now ({@link ClusterReach}), bounded by the pieces drawn in S rather than cell
 * by cell: a piece of s cells reaches at most {@code a * s + b}, so a drawing of four village cells in a line adds
 * at most ten empty neighbours, where crediting each cell its four would say sixteen.
 */
final class ClusterReachPieces extends PieceTerm {

    private final int weight;
    private final ClusterReach.Piece piece;

    ClusterReachPieces(boolean[] terrains, boolean unitPieces, int weight, ClusterReach.Piece piece) {
        super(terrains, unitPieces);
        this.weight = weight;
        this.piece = piece;
    }

    @Override
    double rise(int[] pieces, int count) {
        double rise = 0;
        for (int i = 0; i < count; i++) {
            rise += (double) piece.a() * pieces[i] + piece.b();
        }
        return weight * rise;
    }
}
