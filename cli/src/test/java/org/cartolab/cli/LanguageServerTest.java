package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import org.cartolab.dsl.compile.Problem;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.formatting.CartoFormat;
import org.cartolab.dsl.ide.CartoLanguageServer;
import org.cartolab.library.CardLibrary;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The language server as an editor sees it: an lsp4j client talks to {@code carto lsp}'s server through pipes, in
 * process, about a puzzle file that uses the shipped Cartographers library. One server for all the tests (it
 * takes a second or two to start).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LanguageServerTest {

    // Line 4 misspells 'orchard'; my-card (line 10) is scored by the puzzle (line 5).
    private static final String PUZZLE = """
            uses cartographers

            puzzle orchard-walk "Orchard walk" {
                game cartographers map A
                cards orchrd, hamlet
                scoring sentinel-wood, my-card
            }

            // A card of our own.
            scoring my-card "My Card" solo 7
                text "One star per forest."
                score   1 per cell c of forest
            terrain forest "Forest again" symbol "Q"
            """;

    private static final String UNKNOWN_LIBRARY = "uses cartographers\nuses expansion\n";

    private final Map<String, CompletableFuture<List<Diagnostic>>> diagnostics = new ConcurrentHashMap<>();
    private LanguageServer server;
    private Thread serverThread;
    private String uri;
    private PipedOutputStream clientOut;

    @BeforeAll
    void start(@TempDir Path workspace) throws Exception {
        Path file = workspace.resolve("orchard-walk.carto");
        Files.writeString(file, PUZZLE);
        Files.writeString(workspace.resolve("expansion.carto"), UNKNOWN_LIBRARY);
        uri = file.toUri().toString();

        PipedInputStream serverIn = new PipedInputStream(1 << 16);
        clientOut = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream(1 << 16);
        PipedOutputStream serverOut = new PipedOutputStream(clientIn);
        serverThread = new Thread(() -> CartoLanguageServer.serve(CardLibrary::files, serverIn, serverOut),
                "carto-lsp");
        serverThread.setDaemon(true);
        serverThread.start();

        Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(new Client(), clientIn, clientOut);
        launcher.startListening();
        server = launcher.getRemoteProxy();
        InitializeParams init = new InitializeParams();
        init.setCapabilities(new ClientCapabilities());
        init.setRootUri(workspace.toUri().toString());
        server.initialize(init).get(60, TimeUnit.SECONDS);
        server.initialized(new InitializedParams());
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
                new TextDocumentItem(uri, "carto", 1, PUZZLE)));
    }

    @AfterAll
    void stop() throws Exception {
        // Not 'exit': Xtext's server answers it with System.exit. Closing the pipe ends the server's loop.
        server.shutdown().get(30, TimeUnit.SECONDS);
        clientOut.close();
        serverThread.join(10_000);
    }

    private List<Diagnostic> diagnosticsOf(String uri) throws Exception {
        return diagnostics.computeIfAbsent(uri, key -> new CompletableFuture<>()).get(60, TimeUnit.SECONDS);
    }

    @Test
    void diagnosticsAreCartoValidatesProblemsAtTheExactRange() throws Exception {
        List<Problem> validate = CardLibrary.loader().load(List.of(new SourceFile("x.carto", PUZZLE))).problems();
        List<Diagnostic> published = diagnosticsOf(uri);
        assertThat(published.stream().map(d -> (d.getRange().getStart().getLine() + 1) + ":"
                + (d.getRange().getStart().getCharacter() + 1) + ": " + d.getSeverity().name().toLowerCase() + ": "
                + d.getMessage().getLeft()))
                .containsExactlyInAnyOrderElementsOf(validate.stream()
                        .map(p -> p.line() + ":" + p.column() + ": " + p.severity().label() + ": " + p.message())
                        // The one difference: the server names a library file by its file name (its copy on disk).
                        .map(line -> line.replace("library:cartographers/terrains.carto", "terrains.carto")).toList());
        // 'orchrd' on line 5 (0-based 4), columns 10 to 16; 'c' of "cell c of forest" never used, a warning.
        assertThat(published).anySatisfy(diagnostic -> {
            assertThat(diagnostic.getMessage().getLeft()).contains("'orchrd'", "Maybe you meant 'orchard'?");
            assertThat(diagnostic.getRange()).isEqualTo(new Range(new Position(4, 10), new Position(4, 16)));
        });
        // The clash with the library's terrain is found in the user's file, as carto validate finds it.
        assertThat(published).anySatisfy(diagnostic -> assertThat(diagnostic.getMessage().getLeft())
                .startsWith("The name 'forest' is already used by the terrain at "));
        assertThat(published).hasSize(3);
    }

    @Test
    void aUsesThatNamesNoLibraryIsReportedAsCartoValidateReportsIt() throws Exception {
        String other = uri.replace("orchard-walk.carto", "expansion.carto");
        List<Problem> validate = CardLibrary.loader().load(List.of(new SourceFile("x.carto", UNKNOWN_LIBRARY)))
                .problems();
        assertThat(validate).singleElement().extracting(Problem::line, Problem::column).containsExactly(2, 6);
        assertThat(diagnosticsOf(other)).singleElement().satisfies(diagnostic -> {
            assertThat(diagnostic.getMessage().getLeft()).isEqualTo(validate.get(0).message())
                    .startsWith("There is no card library named 'expansion'.");
            assertThat(diagnostic.getSeverity()).isEqualTo(DiagnosticSeverity.Error);
            assertThat(diagnostic.getRange()).isEqualTo(new Range(new Position(1, 5), new Position(1, 14)));
        });
    }

    @Test
    void completionOffersTheLibrarysCardsAndMaps() throws Exception {
        List<String> cards = completion(4, 18); // "    cards orchrd, hamlet": where 'hamlet' starts
        assertThat(cards).contains("hamlet", "orchard", "goblin-attack").doesNotContain("sentinel-wood", "A");
        List<String> maps = completion(3, 27); // "    game cartographers map A": where 'A' starts
        assertThat(maps).contains("A", "B").doesNotContain("hamlet");
        List<String> scoring = completion(5, 27); // "    scoring sentinel-wood, my-card": where 'my-card' starts
        assertThat(scoring).contains("sentinel-wood", "my-card", "greenbough").doesNotContain("hamlet");
    }

    private List<String> completion(int line, int character) throws Exception {
        var result = server.getTextDocumentService()
                .completion(new CompletionParams(new TextDocumentIdentifier(uri), new Position(line, character)))
                .get(30, TimeUnit.SECONDS);
        List<CompletionItem> items = result.isLeft() ? result.getLeft() : result.getRight().getItems();
        return items.stream().map(CompletionItem::getLabel).toList();
    }

    @Test
    void hoverShowsACardsRuleTextAndSoloValue() throws Exception {
        var hover = server.getTextDocumentService()
                .hover(new HoverParams(new TextDocumentIdentifier(uri), new Position(5, 16)))
                .get(30, TimeUnit.SECONDS);
        assertThat(hover.getContents().getRight().getValue())
                .contains("**Sentinel Wood**", "solo value 25",
                        "Earn one reputation star for each forest space adjacent to the edge of the map.");
    }

    @Test
    void definitionOfALibraryCardOpensTheLibraryFile() throws Exception {
        var result = server.getTextDocumentService()
                .definition(new DefinitionParams(new TextDocumentIdentifier(uri), new Position(5, 16)))
                .get(30, TimeUnit.SECONDS);
        Location location = result.getLeft().get(0);
        assertThat(location.getUri()).endsWith("cartographers/scoring.carto");
        List<String> lines = Files.readAllLines(Path.of(java.net.URI.create(location.getUri())));
        assertThat(lines.get(location.getRange().getStart().getLine())).startsWith("scoring sentinel-wood ");
    }

    @Test
    void referencesOfAScoringCardIncludeThePuzzleThatScoresIt() throws Exception {
        ReferenceParams params = new ReferenceParams(new TextDocumentIdentifier(uri), new Position(9, 10),
                new ReferenceContext(false));
        List<? extends Location> references = server.getTextDocumentService().references(params)
                .get(30, TimeUnit.SECONDS);
        assertThat(references).singleElement().satisfies(reference -> {
            assertThat(reference.getUri()).isEqualTo(uri);
            assertThat(reference.getRange()).isEqualTo(new Range(new Position(5, 27), new Position(5, 34)));
        });
    }

    @Test
    void documentSymbolsNameThePuzzleAndTheCard() throws Exception {
        List<Either<SymbolInformation, DocumentSymbol>> symbols = server.getTextDocumentService()
                .documentSymbol(new DocumentSymbolParams(new TextDocumentIdentifier(uri))).get(30, TimeUnit.SECONDS);
        List<String> names = symbols.stream()
                .map(symbol -> symbol.isLeft() ? symbol.getLeft().getName() : symbol.getRight().getName()).toList();
        assertThat(names).contains("orchard-walk", "my-card");
    }

    @Test
    void formattingGivesCartoFmtsLayout() throws Exception {
        List<? extends TextEdit> edits = server.getTextDocumentService()
                .formatting(new DocumentFormattingParams(new TextDocumentIdentifier(uri), new FormattingOptions(2, false)))
                .get(30, TimeUnit.SECONDS);
        assertThat(apply(PUZZLE, edits)).isEqualTo(CartoFormat.format(new SourceFile("x", PUZZLE)).formatted())
                .contains("    game cartographers\n    map A\n", "    score 1 per cell c of forest\n");
    }

    @Test
    void theQuickFixPutsTheSuggestedName() throws Exception {
        Diagnostic diagnostic = diagnosticsOf(uri).stream()
                .filter(each -> each.getMessage().getLeft().contains("orchrd")).findFirst().orElseThrow();
        CodeActionParams params = new CodeActionParams(new TextDocumentIdentifier(uri), diagnostic.getRange(),
                new CodeActionContext(List.of(diagnostic)));
        var actions = server.getTextDocumentService().codeAction(params).get(30, TimeUnit.SECONDS);
        assertThat(actions).hasSize(1);
        CodeAction action = actions.get(0).getRight();
        assertThat(action.getTitle()).isEqualTo("Change to 'orchard'");
        List<TextEdit> edits = action.getEdit().getChanges().get(uri);
        assertThat(apply(PUZZLE, edits)).contains("    cards orchard, hamlet\n");
    }

    /** The text after the edits (applied from the last to the first, as editors do). */
    private static String apply(String text, List<? extends TextEdit> edits) {
        List<String> lines = text.lines().toList();
        int[] lineStarts = new int[lines.size() + 1];
        for (int i = 0; i < lines.size(); i++) {
            lineStarts[i + 1] = lineStarts[i] + lines.get(i).length() + 1;
        }
        StringBuilder result = new StringBuilder(text);
        edits.stream()
                .sorted((a, b) -> Integer.compare(offset(lineStarts, b.getRange().getStart()),
                        offset(lineStarts, a.getRange().getStart())))
                .forEach(edit -> result.replace(offset(lineStarts, edit.getRange().getStart()),
                        offset(lineStarts, edit.getRange().getEnd()), edit.getNewText()));
        return result.toString();
    }

    private static int offset(int[] lineStarts, Position position) {
        return lineStarts[Math.min(position.getLine(), lineStarts.length - 1)] + position.getCharacter();
    }

    /** The editor's side: it collects the diagnostics the server publishes. */
    private final class Client implements LanguageClient {
        @Override
        public void publishDiagnostics(PublishDiagnosticsParams params) {
            diagnostics.computeIfAbsent(params.getUri(), key -> new CompletableFuture<>()).complete(params.getDiagnostics());
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
