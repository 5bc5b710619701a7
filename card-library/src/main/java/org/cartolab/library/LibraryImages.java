package org.cartolab.library;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;

/**
 * The shipped libraries compiled at build time ({@link #main}, run by Maven after the classes are compiled) and
 * stored as {@link ModelSnapshot} images beside their .carto files, so that a command needs no parser to load a
 * shipped game (issue 18: start-up). An image records a fingerprint of the sources it was compiled from and is used
 * only while they are unchanged; otherwise the library is compiled from its text as before.
 */
public final class LibraryImages {

    private LibraryImages() {
    }

    /** Writes the image of every shipped library under the class folder {@code args[0]}. */
    public static void main(String[] args) throws IOException {
        Path classes = Path.of(args[0]);
        for (String name : CardLibrary.NAMES) {
            Path image = classes.resolve(resource(name).substring(1));
            Files.createDirectories(image.getParent());
            Path partial = image.resolveSibling(image.getFileName() + ".partial");
            Files.write(partial, image(name, CardLibrary.compile(name)));
            Files.move(partial, image, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The image's bytes: the fingerprint of the library's sources, then the workspace. */
    static byte[] image(String name, Workspace workspace) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeUTF(fingerprint(CardLibrary.files(name).orElseThrow()));
            out.write(ModelSnapshot.write(workspace));
        }
        return bytes.toByteArray();
    }

    /** The library's workspace from its image, if there is an image of exactly these sources. */
    static Optional<Workspace> read(String name, List<SourceFile> files) {
        byte[] image;
        try (InputStream in = LibraryImages.class.getResourceAsStream(resource(name))) {
            if (in == null) {
                return Optional.empty();
            }
            image = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ByteBuffer buffer = ByteBuffer.wrap(image);
        int length = buffer.getShort() & 0xffff;
        String recorded = new String(image, 2, length, StandardCharsets.UTF_8);
        if (!recorded.equals(fingerprint(files))) {
            return Optional.empty();
        }
        byte[] model = java.util.Arrays.copyOfRange(image, 2 + length, image.length);
        return Optional.of((Workspace) ModelSnapshot.read(model));
    }

    static String resource(String name) {
        return "/org/cartolab/library/" + name + ".image";
    }

    private static String fingerprint(List<SourceFile> files) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (SourceFile file : files) {
                digest.update(file.path().getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0);
                digest.update(file.text().getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every JDK has SHA-256", e);
        }
    }
}
