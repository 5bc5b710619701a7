package org.cartolab.cli;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.model.CardFace;
import org.cartolab.model.FaceCell;

/** A card face written as in .carto files: rows of cell tokens ("~ew F #"), rows separated by " / ". */
final class LandscapeFaces {

    private LandscapeFaces() {
    }

    static String rows(CardFace face) {
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < face.height(); r++) {
            List<String> tokens = new ArrayList<>();
            for (FaceCell cell : face.cells()) {
                if (cell.row() == r) {
                    StringBuilder token = new StringBuilder(cell.terrain()
                            .map(terrain -> String.valueOf(terrain.symbol())).orElse("."));
                    for (FaceCell.Side side : FaceCell.Side.values()) {
                        if ((cell.ends() & side.bit()) != 0) {
                            token.append("nesw".charAt(side.ordinal()));
                        }
                    }
                    tokens.add(token.toString());
                }
            }
            rows.add(String.join(" ", tokens));
        }
        return String.join(" / ", rows);
    }
}
