package org.cartolab.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

/** One run of the carto command as a user runs it: arguments in, an exit code and the two streams out. */
record Run(int exit, String out, String err) {

    static Run carto(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Carto.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(exit, out.toString(), err.toString());
    }

    /** The output's lines with runs of spaces collapsed, so column widths do not matter. */
    List<String> lines() {
        return out.lines().map(line -> line.strip().replaceAll(" +", " ")).toList();
    }
}
