package org.cartolab.dsl.validation;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.Element;
import org.cartolab.dsl.carto.ExploreCard;
import org.cartolab.dsl.carto.ExploreKind;
import org.cartolab.dsl.carto.MapSheet;
import org.cartolab.dsl.carto.Puzzle;
import org.cartolab.dsl.carto.PuzzleSeason;
import org.cartolab.dsl.carto.RuleOption;
import org.cartolab.dsl.carto.Terrain;
import org.cartolab.dsl.carto.TerrainRole;
import org.eclipse.xtext.validation.Check;

/**
 * The rules of a puzzle: its map belongs to its game, its starting position fits the map sheet (same size, the
 * printed cells unchanged), and its cards and options make sense. Composed into {@link CartoValidator}.
 */
public class PuzzleValidator extends ComposedValidator {

    public static final String BAD_PUZZLE = "org.cartolab.dsl.badPuzzle";

    @Check
    public void checkMapBelongsToGame(Puzzle puzzle) {
        if (puzzle.getGame() == null || puzzle.getGame().eIsProxy() || puzzle.getMap() == null
                || puzzle.getMap().eIsProxy() || puzzle.getGame().getMaps().contains(puzzle.getMap())) {
            return; // unresolved names are reported by the linker
        }
        List<String> maps = puzzle.getGame().getMaps().stream().map(MapSheet::getName).toList();
        error("The game '" + puzzle.getGame().getName() + "' has no map sheet '" + puzzle.getMap().getName()
                        + "'; its maps are " + String.join(", ", maps) + ".", puzzle,
                CartoPackage.Literals.PUZZLE__MAP, BAD_PUZZLE);
    }

    @Check
    public void checkStartFitsMap(Puzzle puzzle) {
        if (puzzle.getStart() == null || puzzle.getMap() == null || puzzle.getMap().eIsProxy()) {
            return;
        }
        List<String> sheet = puzzle.getMap().getRows();
        List<String> start = puzzle.getStart().getRows();
        if (start.size() != sheet.size()) {
            error("The start has " + start.size() + " rows but the map sheet '" + puzzle.getMap().getName()
                            + "' has " + sheet.size() + ". Copy the map's rows and draw on them.",
                    puzzle.getStart(), CartoPackage.Literals.SHAPE_ART__ROWS, 0, BAD_PUZZLE);
            return;
        }
        Map<Character, Terrain> bySymbol = symbols(puzzle);
        for (int r = 0; r < start.size(); r++) {
            String row = start.get(r);
            if (row.length() != sheet.get(r).length()) {
                error("Row " + (r + 1) + " of the start has " + row.length() + " cells but the map sheet has "
                                + sheet.get(r).length() + ".", puzzle.getStart(),
                        CartoPackage.Literals.SHAPE_ART__ROWS, r, BAD_PUZZLE);
                return;
            }
            for (int c = 0; c < row.length(); c++) {
                String problem = cellProblem(sheet.get(r).charAt(c), row.charAt(c), bySymbol);
                if (problem != null) {
                    error("Row " + (r + 1) + ", column " + (c + 1) + " of the start: " + problem,
                            puzzle.getStart(), CartoPackage.Literals.SHAPE_ART__ROWS, r, BAD_PUZZLE);
                    return;
                }
            }
        }
    }

    /** Why a start cell cannot lie on this printed cell, or null if it can. */
    private static String cellProblem(char printed, char drawn, Map<Character, Terrain> bySymbol) {
        Terrain terrain = bySymbol.get(drawn);
        boolean onRuins = Character.isLowerCase(drawn) && bySymbol.containsKey(Character.toUpperCase(drawn));
        if (printed == '.' ) {
            if (drawn == '.' || terrain != null && terrain.getRole() != TerrainRole.PRINTED) {
                return null;
            }
            if (drawn == 'R' || onRuins || terrain != null) {
                return "'" + drawn + "' is printed on map sheets, but this cell of the sheet is empty. Draw a "
                        + "terrain here or leave it '.'.";
            }
            return "'" + drawn + "' is no terrain's board character. Use '.' or a terrain's character.";
        }
        if (printed == 'R') {
            if (drawn == 'R' || onRuins && bySymbol.get(Character.toUpperCase(drawn)).getRole()
                    != TerrainRole.PRINTED) {
                return null;
            }
            return "the sheet has ruins here: keep 'R', or draw on it with a terrain's lowercase character "
                    + "(e.g. 'f' for forest on ruins).";
        }
        return drawn == printed ? null : "the sheet prints '" + printed + "' here; a start keeps printed cells.";
    }

    private static Map<Character, Terrain> symbols(Puzzle puzzle) {
        Map<Character, Terrain> bySymbol = new TreeMap<>();
        for (Element element : WorkspaceElements.of(puzzle.eResource())) {
            if (element instanceof Terrain terrain && terrain.getSymbol() != null
                    && terrain.getSymbol().length() == 1) {
                bySymbol.putIfAbsent(terrain.getSymbol().charAt(0), terrain);
            }
        }
        return bySymbol;
    }

    @Check
    public void checkCardsAndScoring(Puzzle puzzle) {
        List<PuzzleSeason> seasons = puzzle.getSeasons();
        for (int s = 0; s < seasons.size(); s++) {
            PuzzleSeason season = seasons.get(s);
            if (season.getCards().stream().allMatch(card -> card instanceof ExploreCard explore
                    && explore.getKind() == ExploreKind.RUINS)) {
                error("This season has no card that draws, only ruins cards: add an explore card after them.",
                        season, CartoPackage.Literals.PUZZLE_SEASON__CARDS, 0, BAD_PUZZLE);
            } else if (season.getCards().get(season.getCards().size() - 1) instanceof ExploreCard card
                    && card.getKind() == ExploreKind.RUINS) {
                int last = season.getCards().size() - 1;
                if (s == seasons.size() - 1) {
                    warning("The last card is a ruins card: no card follows that must cover ruins.", season,
                            CartoPackage.Literals.PUZZLE_SEASON__CARDS, last, BAD_PUZZLE);
                } else {
                    error("A season cannot end with a ruins card: in a game the card after it is revealed in the "
                            + "same season. Move the next explore card into this season.", season,
                            CartoPackage.Literals.PUZZLE_SEASON__CARDS, last, BAD_PUZZLE);
                }
            }
            for (int i : Repeats.of(season.getScoring())) {
                error("The scoring card '" + season.getScoring().get(i).getName() + "' is listed twice.", season,
                        CartoPackage.Literals.PUZZLE_SEASON__SCORING, i, BAD_PUZZLE);
            }
        }
        List<RuleOption> options = puzzle.getOptions();
        for (int i : Repeats.of(options.stream().map(RuleOption::getName).toList())) {
            error("The option '" + options.get(i).getName() + "' is set twice.", options.get(i),
                    CartoPackage.Literals.RULE_OPTION__NAME, BAD_PUZZLE);
        }
    }
}
