package org.cartolab.publish;

import java.util.function.ToDoubleFunction;

/**
 * The pictures of a landscape game, as PNG (at {@value PuzzleImages#SCALE} pixels per point) and SVG: a laid
 * landscape with its score, and a sequence of cards with both faces. The same input gives the same bytes.
 */
public final class LandscapeImages {

    private LandscapeImages() {
    }

    public static byte[] png(LandscapeSheet sheet) {
        LandscapePicture picture = new LandscapePicture(sheet);
        return png(picture.width(), picture::draw);
    }

    public static String svg(LandscapeSheet sheet) {
        LandscapePicture picture = new LandscapePicture(sheet);
        return svg(picture.width(), sheet.title(), picture::draw);
    }

    public static byte[] handPng(LandscapeHand hand) {
        HandPicture picture = new HandPicture(hand);
        return png(picture.width(), picture::draw);
    }

    public static String handSvg(LandscapeHand hand) {
        HandPicture picture = new HandPicture(hand);
        return svg(picture.width(), hand.title(), picture::draw);
    }

    static byte[] png(double width, ToDoubleFunction<Canvas> picture) {
        ImageCanvas canvas = new ImageCanvas(width, picture.applyAsDouble(Canvas.measuring()), PuzzleImages.SCALE);
        picture.applyAsDouble(canvas);
        return canvas.png();
    }

    static String svg(double width, String label, ToDoubleFunction<Canvas> picture) {
        SvgCanvas canvas = new SvgCanvas(width, picture.applyAsDouble(Canvas.measuring()), label);
        picture.applyAsDouble(canvas);
        return canvas.svg();
    }
}
