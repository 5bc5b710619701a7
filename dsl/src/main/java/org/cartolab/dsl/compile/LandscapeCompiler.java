package org.cartolab.dsl.compile;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import org.cartolab.dsl.FaceArt;
import org.cartolab.dsl.carto.Terrain;
import org.cartolab.model.CardFace;
import org.cartolab.model.FaceCell;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeDraft;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.model.RuleOption;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SoloTitle;
import org.cartolab.model.TerrainGroup;

/** Compiles landscape cards, landscape games and their puzzles (Confusing Lands) into the model; the files are error-free. */
final class LandscapeCompiler {

    private final Function<Terrain, org.cartolab.model.Terrain> terrains;
    private final Function<org.cartolab.dsl.carto.ScoringCard, ScoringCard> scoringCards;

    LandscapeCompiler(Function<Terrain, org.cartolab.model.Terrain> terrains,
                      Function<org.cartolab.dsl.carto.ScoringCard, ScoringCard> scoringCards) {
        this.terrains = terrains;
        this.scoringCards = scoringCards;
    }

    LandscapeGame game(org.cartolab.dsl.carto.LandscapeGame game, List<org.cartolab.model.Terrain> terrainList,
                       List<TerrainGroup> groupList) {
        return new LandscapeGame(game.getName(), game.getTitle(), terrainList, groupList,
                game.getCards().stream().map(card -> card(card, terrainList)).toList(),
                terrains.apply(game.getConditionCells()), game.getConditionCost(), draft(game.getDraft()),
                game.getTitles().stream().map(title -> new SoloTitle(title.getMinimum(), title.getTitle())).toList(),
                game.getOptions().stream().map(option -> new RuleOption(option.getName(),
                        option.getValue() != null ? option.getValue()
                                : option.getText() != null ? option.getText()
                                : Integer.toString(option.getNumber()))).toList());
    }

    /** The draft as written, or the rulebook's when the game states none. */
    private static LandscapeDraft draft(org.cartolab.dsl.carto.LandscapeDraft draft) {
        if (draft == null) {
            return LandscapeDraft.RULEBOOK;
        }
        return new LandscapeDraft(end(draft.getSharedFrom()), draft.getRounds(), draft.getDeal(),
                end(draft.getDealFrom()), draft.getSoloSkip());
    }

    private static LandscapeDraft.DeckEnd end(org.cartolab.dsl.carto.DeckEnd end) {
        return end == org.cartolab.dsl.carto.DeckEnd.BOTTOM ? LandscapeDraft.DeckEnd.BOTTOM : LandscapeDraft.DeckEnd.TOP;
    }

    /** A puzzle of the compiled game: its cards are the game's own card objects, found by id. */
    static LandscapePuzzle puzzle(org.cartolab.dsl.carto.LandscapePuzzle puzzle, LandscapeGame game) {
        return new LandscapePuzzle(puzzle.getName(), puzzle.getTitle() == null ? puzzle.getName() : puzzle.getTitle(),
                game, game.card(puzzle.getShared().getName()).orElseThrow(),
                puzzle.getCards().stream().map(card -> game.card(card.getName()).orElseThrow()).toList());
    }

    LandscapeCard card(org.cartolab.dsl.carto.LandscapeCard card, List<org.cartolab.model.Terrain> known) {
        return new LandscapeCard(card.getName(), card.getTitle(),
                card.getFaces().stream().map(face -> face(face, known)).toList());
    }

    private CardFace face(org.cartolab.dsl.carto.CardFace face, List<org.cartolab.model.Terrain> known) {
        List<List<String>> rows = FaceArt.tokens(face.getRows());
        List<FaceCell> cells = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).size(); c++) {
                String token = rows.get(r).get(c);
                char symbol = token.charAt(0);
                Optional<org.cartolab.model.Terrain> terrain = symbol == FaceArt.EMPTY ? Optional.empty()
                        : known.stream().filter(t -> t.symbol() == symbol).findFirst();
                cells.add(new FaceCell(r, c, terrain, FaceArt.ends(token)));
            }
        }
        return new CardFace(face.getName(), rows.size(), rows.get(0).size(), cells,
                Optional.ofNullable(face.getCondition()).map(scoringCards));
    }
}
