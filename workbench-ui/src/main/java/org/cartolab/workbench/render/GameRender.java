package org.cartolab.workbench.render;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.cartolab.dsl.compile.Workspace;
import org.cartolab.model.Game;
import org.cartolab.scoring.CardScore;
import org.cartolab.scoring.SeasonScore;
import org.cartolab.workbench.gallery.Gallery;
import org.cartolab.workbench.gallery.GalleryCard;
import org.cartolab.workbench.play.GreedyMoves;
import org.cartolab.workbench.play.PlayTable;
import org.cartolab.workbench.view.BoardCanvas;
import org.cartolab.workbench.view.BreakdownView;
import org.cartolab.workbench.view.CardNode;
import org.cartolab.workbench.view.SectionTitle;
import org.cartolab.workbench.view.Snapshots;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The PNGs of {@code carto render}: the gallery, one image per kind of card, and for a map-drawing game a play-test
 * board: a seeded game played greedily for some turns, its map with the best-scoring card's cells marked and the
 * season's breakdown.
 * Call on the FX thread.
 */
public final class GameRender {

    /** Cards per row in a gallery image. */
    private static final int PER_ROW = 4;

    private GameRender() {
    }

    /**
     * Writes the images into {@code out}; returns their paths.
     *
     * @param game the game to play-test, or empty for the gallery alone (a landscape or hex game has no play-test)
     */
    public static List<Path> write(Workspace workspace, Optional<Game> game, long seed, int turns, Path out)
            throws IOException {
        List<Path> written = new ArrayList<>();
        Gallery gallery = Gallery.of(workspace, Set.of());
        for (GalleryCard.Kind kind : GalleryCard.Kind.values()) {
            List<GalleryCard> cards = gallery.cards(kind);
            if (cards.isEmpty()) {
                continue;
            }
            Path file = out.resolve("gallery-" + kind.name().toLowerCase() + ".png");
            Snapshots.writePng(sheet(cards), file);
            written.add(file);
        }
        if (game.isPresent()) {
            Path board = out.resolve("playtest.png");
            Snapshots.writePng(playTest(game.get(), seed, turns), board);
            written.add(board);
        }
        return written;
    }

    private static FlowPane sheet(List<GalleryCard> cards) {
        FlowPane pane = new FlowPane(14, 14);
        pane.getStyleClass().add("gallery");
        pane.setPadding(new Insets(14));
        double widest = 0;
        for (GalleryCard card : cards) {
            CardNode node = new CardNode(card);
            widest = Math.max(widest, node.getPrefWidth());
            pane.getChildren().add(node);
        }
        int columns = Math.min(PER_ROW, cards.size());
        pane.setPrefWrapLength(columns * (widest + 14));
        return pane;
    }

    /** A seeded solo game after {@code turns} greedy moves (the engine's move ranking), as the play-test shows it. */
    static HBox playTest(Game game, long seed, int turns) {
        String mapId = game.maps().get(0).id();
        PlayTable table = new PlayTable(game, mapId, seed);
        for (int i = 0; i < turns && table.turn().isPresent(); i++) {
            table.place(GreedyMoves.rank(table.turn().get()).get(0).move());
        }
        var map = table.map();
        BoardCanvas canvas = new BoardCanvas(map.board(), 34);
        SeasonScore score = table.breakdown();
        BreakdownView breakdown = new BreakdownView(canvas::setHighlighted);
        breakdown.show(score, map.grid().words());
        score.cards().stream().max(Comparator.comparingInt(CardScore::points))
                .ifPresent(best -> breakdown.choose(best.id()));
        Label title = SectionTitle.of(game.name() + "  ·  map " + mapId + "  ·  seed " + seed + "  ·  "
                + table.season().name() + ", after " + table.movesMade() + " moves");
        String turn = table.turn().map(t -> "Card now: " + t.card() + " (" + t.timeUsed() + " of "
                + t.season().timeLimit() + " time used)").orElse("Game over");
        Label coins = new Label("Coins: " + map.coins() + "    " + turn);
        VBox left = new VBox(8, title, canvas, coins);
        breakdown.setPrefWidth(380);
        breakdown.setMaxWidth(380);
        Label heading = SectionTitle.of(table.season().name() + " score so far");
        VBox right = new VBox(8, heading, breakdown);
        HBox root = new HBox(18, left, right);
        root.getStyleClass().add("sheet");
        root.setPadding(new Insets(16));
        return root;
    }
}
