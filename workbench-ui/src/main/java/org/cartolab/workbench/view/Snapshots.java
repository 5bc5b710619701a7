package org.cartolab.workbench.view;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;

import org.cartolab.publish.AtomicFiles;

/** Writes a node as a PNG, without javafx-swing: the snapshot's pixels go straight into a BufferedImage. */
public final class Snapshots {

    private Snapshots() {
    }

    /** Lays the node out in its own scene with the workbench's style sheet, then snapshots it. Call on the FX thread. */
    public static void writePng(Parent root, Path file) throws IOException {
        Scene scene = new Scene(root);
        scene.getStylesheets().add(Styles.sheet());
        root.applyCss();
        root.layout();
        writePng((Node) root, file);
    }

    static void writePng(Node node, Path file) throws IOException {
        WritableImage image = node.snapshot(null, null);
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        int[] pixels = new int[width * height];
        image.getPixelReader().getPixels(0, 0, width, height, PixelFormat.getIntArgbInstance(), pixels, 0, width);
        BufferedImage buffered = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        buffered.setRGB(0, 0, width, height, pixels, 0, width);
        Files.createDirectories(file.toAbsolutePath().getParent());
        AtomicFiles.write(file, out -> ImageIO.write(buffered, "png", out));
    }
}
