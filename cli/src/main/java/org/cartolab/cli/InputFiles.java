package org.cartolab.cli;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads the files named on the command line, turning I/O failures into plain messages. */
final class InputFiles {

    private InputFiles() {
    }

    static String read(String path) {
        try {
            return Files.readString(Path.of(path));
        } catch (NoSuchFileException e) {
            throw UserError.usage("cannot read '" + path + "': there is no such file.");
        } catch (MalformedInputException e) {
            throw UserError.usage("cannot read '" + path + "': it is not UTF-8 text.");
        } catch (IOException e) {
            throw UserError.usage("cannot read '" + path + "': " + e.getMessage() + ".");
        }
    }
}
