package org.cartolab.cli;

import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.Callable;

import org.cartolab.dsl.ide.CartoLanguageServer;
import org.cartolab.library.CardLibrary;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code carto lsp}: the Carto language server, for any editor that speaks the Language Server Protocol. */
@Command(name = "lsp", mixinStandardHelpOptions = true, description = {
        "Run the Carto language server (Xtext) for an editor: diagnostics as you type (the messages of carto "
                + "validate), completion, hover, go to definition, references, document symbols, formatting (carto "
                + "fmt's layout) and quick fixes. Files that say 'uses cartographers' see the shipped card library.",
        "It speaks the Language Server Protocol over stdin/stdout, or over a socket with --port. Editors start it; "
                + "see editors/vscode for the VS Code extension."},
        footerHeading = "%nExamples:%n", footer = {
                "  carto lsp                 Serve one editor over stdin and stdout (what editors run).",
                "  carto lsp --port 5007     Wait for one editor on localhost:5007, serve it, then exit.",
                "  carto lsp --bench cartographers-heroes --edits 100",
                "                            Time diagnostics after edits of the library's largest file."})
final class LspCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", description = "Listen on localhost:N for one client instead of "
            + "using stdin/stdout.")
    private Integer port;

    @Option(names = "--bench", paramLabel = "LIBRARY", description = "Instead of serving, measure the server on a "
            + "workspace of a shipped library's files: time from an edit of its largest file to new diagnostics, "
            + "and heap (see BENCHMARKS.md).")
    private String bench;

    @Option(names = "--edits", paramLabel = "N", defaultValue = "40", description = "Edits timed by --bench "
            + "(default ${DEFAULT-VALUE}).")
    private int edits;

    @Override
    public Integer call() throws Exception {
        // In stdio mode the protocol owns stdout: whatever else prints to System.out (a library) goes to stderr.
        OutputStream stdout = new FileOutputStream(FileDescriptor.out);
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
        if (bench != null) {
            return new LspBenchmark(spec.commandLine().getOut()).run(bench, Math.max(2, edits));
        }
        if (port != null) {
            if (port < 0 || port > 65_535) {
                throw UserError.usage("--port must be between 0 and 65535, not " + port + ".");
            }
            try (ServerSocket server = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                spec.commandLine().getErr().println("carto lsp: listening on localhost:" + server.getLocalPort());
                try (Socket client = server.accept()) {
                    CartoLanguageServer.serve(CardLibrary::files, client.getInputStream(), client.getOutputStream());
                }
            }
            return ExitCode.OK;
        }
        CartoLanguageServer.serve(CardLibrary::files, System.in, stdout);
        return ExitCode.OK;
    }
}
