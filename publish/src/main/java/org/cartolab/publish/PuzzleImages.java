package org.cartolab.publish;

/** puzzle.png, solution.png and a review's season pictures at {@value #SCALE} pixels per point. */
public final class PuzzleImages {

    static final double SCALE = 1.5;

    private PuzzleImages() {
    }

    public static byte[] puzzlePng(PuzzleSheet puzzle) {
        return render(PuzzlePicture.WIDTH, new PuzzlePicture(puzzle).draw(Canvas.measuring()),
                new PuzzlePicture(puzzle)::draw);
    }

    public static byte[] solutionPng(PuzzleSheet puzzle, SolutionSheet solution) {
        return render(SolutionPicture.WIDTH, new SolutionPicture(puzzle, solution).draw(Canvas.measuring()),
                new SolutionPicture(puzzle, solution)::draw);
    }

    /** A reviewed season: the player's map beside the best found (carto review). */
    public static byte[] reviewPng(org.cartolab.review.SeasonReview season, String title) {
        return render(ReviewPicture.WIDTH, new ReviewPicture(season, title).draw(Canvas.measuring()),
                new ReviewPicture(season, title)::draw);
    }

    private static byte[] render(double width, double height, java.util.function.ToDoubleFunction<Canvas> picture) {
        ImageCanvas canvas = new ImageCanvas(width, height, SCALE);
        picture.applyAsDouble(canvas);
        return canvas.png();
    }
}
