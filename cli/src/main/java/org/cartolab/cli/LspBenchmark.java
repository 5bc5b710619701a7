package org.cartolab.cli;

import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.cartolab.dsl.compile.CartoLoader;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.ide.CartoLanguageServer;
import org.cartolab.library.CardLibrary;
import org.cartolab.publish.AtomicFiles;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * {@code carto lsp --bench LIBRARY}: the language server in process, on a workspace holding a shipped library's
 * files; its largest file is opened, then edited again and again (a card name misspelt, then put right), and each
 * edit is timed until the server publishes that file's new diagnostics. The baseline, in the same run: {@code carto
 * validate}'s loader on the same workspace. Heap after a full GC is sampled before, after opening, after the edits.
 */
final class LspBenchmark {

    private final PrintWriter out;

    LspBenchmark(PrintWriter out) {
        this.out = out;
    }

    int run(String library, int edits) throws Exception {
        List<SourceFile> files = CardLibrary.files(library).orElseThrow(() -> UserError.usage(
                "There is no card library named '" + library + "'; there is " + String.join(", ", CardLibrary.NAMES)
                        + "."));
        Path workspace = Files.createTempDirectory("carto-lsp-bench");
        try {
            List<Path> paths = new ArrayList<>();
            for (SourceFile file : files) {
                Path path = workspace.resolve(file.path().replaceFirst("^library:", "").replace("../", ""));
                Files.createDirectories(path.getParent());
                AtomicFiles.writeString(path, file.text());
                paths.add(path);
            }
            SourceFile largest = files.stream().max(Comparator.comparingInt(file -> file.text().length())).orElseThrow();
            Path target = paths.get(files.indexOf(largest));
            return measure(workspace, files, largest, target, edits);
        } finally {
            try (var walk = Files.walk(workspace)) {
                walk.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    private int measure(Path workspace, List<SourceFile> files, SourceFile largest, Path target, int edits)
            throws Exception {
        // The edit: the first deck's first card misspelt (an error appears), then put right (it goes).
        String text = largest.text();
        int deck = text.indexOf("\ndeck ");
        int at = deck < 0 ? -1 : text.indexOf(" cards ", deck) + " cards ".length();
        if (at < 0) {
            throw UserError.usage("The largest file of the library has no deck to edit: " + largest.path());
        }
        String broken = text.substring(0, at) + "x" + text.substring(at);

        long heapBefore = heapAfterGc();
        BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
        PipedInputStream serverIn = new PipedInputStream(1 << 20);
        PipedOutputStream clientOut = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream(1 << 20);
        PipedOutputStream serverOut = new PipedOutputStream(clientIn);
        Thread serverThread = new Thread(() -> CartoLanguageServer.serve(CardLibrary::files, serverIn, serverOut),
                "carto-lsp");
        serverThread.setDaemon(true);
        serverThread.start();
        var launcher = LSPLauncher.createClientLauncher(new Client(published), clientIn, clientOut);
        launcher.startListening();
        LanguageServer server = launcher.getRemoteProxy();

        long start = System.nanoTime();
        InitializeParams init = new InitializeParams();
        init.setCapabilities(new ClientCapabilities());
        init.setRootUri(workspace.toUri().toString());
        server.initialize(init).get(120, TimeUnit.SECONDS);
        server.initialized(new InitializedParams());
        String uri = target.toUri().toString();
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "carto", 1, text)));
        awaitDiagnostics(published, uri, false);
        double openMs = (System.nanoTime() - start) / 1e6;
        long heapOpen = heapAfterGc();

        List<Double> times = new ArrayList<>();
        for (int i = 0; i < edits; i++) {
            boolean wrong = i % 2 == 0;
            long t0 = System.nanoTime();
            server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
                    new VersionedTextDocumentIdentifier(uri, i + 2),
                    List.of(new TextDocumentContentChangeEvent(wrong ? broken : text))));
            awaitDiagnostics(published, uri, wrong);
            times.add((System.nanoTime() - t0) / 1e6);
        }
        long heapEdits = heapAfterGc();

        List<Double> baseline = new ArrayList<>();
        CartoLoader loader = CardLibrary.loader();
        for (int i = 0; i < Math.max(5, edits / 4); i++) {
            long t0 = System.nanoTime();
            loader.load(files);
            baseline.add((System.nanoTime() - t0) / 1e6);
        }
        server.shutdown().get(30, TimeUnit.SECONDS);
        clientOut.close();

        out.printf("Workspace: %d files of %s; edited: %s (%,d characters), %d edits%n", files.size(),
                largest.path().replaceFirst("/.*", "").replace("library:", ""), largest.path(), text.length(), edits);
        out.printf("| what | median | p90 | worst |%n|---|---:|---:|---:|%n");
        row("edit -> diagnostics published (carto lsp)", times);
        row("baseline: carto validate's loader, whole workspace", baseline);
        out.printf("Start, index the workspace, open the file, first diagnostics: %.0f ms%n", openMs);
        out.printf("Heap after GC: %.1f MB before the server, %.1f MB with the workspace open, %.1f MB after the "
                + "edits%n", heapBefore / 1e6, heapOpen / 1e6, heapEdits / 1e6);
        return ExitCode.OK;
    }

    private void row(String what, List<Double> times) {
        List<Double> sorted = times.stream().sorted().toList();
        out.printf("| %s | %.1f ms | %.1f ms | %.1f ms |%n", what, sorted.get(sorted.size() / 2),
                sorted.get((int) Math.min(sorted.size() - 1, Math.round(sorted.size() * 0.9))),
                sorted.get(sorted.size() - 1));
    }

    /** Waits for the file's diagnostics that have errors ({@code wrong}) or none, skipping stale ones. */
    private static void awaitDiagnostics(BlockingQueue<PublishDiagnosticsParams> published, String uri, boolean wrong)
            throws InterruptedException {
        PublishDiagnosticsParams last = null;
        while (true) {
            PublishDiagnosticsParams params = published.poll(60, TimeUnit.SECONDS);
            if (params == null) {
                throw new IllegalStateException("The language server published no " + (wrong ? "" : "error-free ")
                        + "diagnostics for " + uri + "; the last: " + last);
            }
            last = params;
            if (params.getUri().equals(uri) && params.getDiagnostics().stream()
                    .anyMatch(d -> d.getSeverity() == org.eclipse.lsp4j.DiagnosticSeverity.Error) == wrong) {
                return;
            }
        }
    }

    private static long heapAfterGc() {
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private record Client(BlockingQueue<PublishDiagnosticsParams> published) implements LanguageClient {
        @Override
        public void publishDiagnostics(PublishDiagnosticsParams params) {
            published.add(params);
        }

        @Override
        public void telemetryEvent(Object object) {
        }

        @Override
        public void showMessage(MessageParams message) {
        }

        @Override
        public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams params) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void logMessage(MessageParams message) {
        }
    }

}
