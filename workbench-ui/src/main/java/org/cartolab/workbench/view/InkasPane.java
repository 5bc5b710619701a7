package org.cartolab.workbench.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;

import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.hex.BoardConstraints;
import org.cartolab.model.hex.HexGame;
import org.cartolab.workbench.inkas.ConstraintChoice;

import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/**
 * The hex game's tab: the board generator and the play-test table, for the open file's hex game (else the shipped
 * Rise of the Inkas), with the shipped constraint sets and the open file's.
 */
public final class InkasPane extends TabPane {

    private static final String LIBRARY = "rise-of-the-inkas";
    private static final Workspace SHIPPED = CardLibrary.load(LIBRARY);

    private final BoardGeneratorPane generator;
    private final InkasTablePane table = new InkasTablePane();

    public InkasPane(ExecutorService worker) {
        generator = new BoardGeneratorPane(worker);
        Tab generatorTab = new Tab("Board generator", generator);
        generatorTab.setId("board-generator-tab");
        Tab tableTab = new Tab("Play-test table", table);
        tableTab.setId("inkas-table-tab");
        generatorTab.setClosable(false);
        tableTab.setClosable(false);
        getTabs().addAll(generatorTab, tableTab);
        setWorkspace(Optional.empty());
    }

    public BoardGeneratorPane generator() {
        return generator;
    }

    public InkasTablePane table() {
        return table;
    }

    /** Follows the open file: its hex game if it has one, and its constraint sets after the shipped ones. */
    public void setWorkspace(Optional<Workspace> workspace) {
        HexGame game = workspace.flatMap(w -> w.hexGames().stream().findFirst())
                .orElseGet(() -> SHIPPED.hexGame(LIBRARY).orElseThrow());
        List<ConstraintChoice> choices = new ArrayList<>();
        List<BoardConstraints> shipped = SHIPPED.definitions().boardConstraints();
        shipped.forEach(c -> choices.add(new ConstraintChoice(c, "shipped")));
        workspace.map(w -> w.definitions().boardConstraints()).orElse(List.of()).stream()
                .filter(c -> !shipped.contains(c)).forEach(c -> choices.add(new ConstraintChoice(c, "open file")));
        generator.setSource(game, choices);
        table.setGame(game);
    }
}
