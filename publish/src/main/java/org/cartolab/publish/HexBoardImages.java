package org.cartolab.publish;

import org.cartolab.model.hex.HexBoard;

/** A hex board as PNG and SVG, with numbers and pips; the same board gives the same bytes. */
public final class HexBoardImages {

    private HexBoardImages() {
    }

    public static byte[] png(HexBoard board, String title) {
        HexBoardPicture picture = new HexBoardPicture(board, title);
        return LandscapeImages.png(picture.width(), picture::draw);
    }

    public static String svg(HexBoard board, String title) {
        HexBoardPicture picture = new HexBoardPicture(board, title);
        return LandscapeImages.svg(picture.width(), title, picture::draw);
    }
}
