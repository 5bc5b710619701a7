package org.cartolab.workbench.gallery;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

import org.cartolab.board.Board;
import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardText;
import org.cartolab.dsl.compile.Definitions;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.AmbushEffect;
import org.cartolab.model.CardFace;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.HeroCard;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.MapSheet;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Puzzle;
import org.cartolab.model.PuzzleSeason;
import org.cartolab.model.ScoreTerm;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonCard;
import org.cartolab.model.Shape;
import org.cartolab.model.ShapeOption;
import org.cartolab.model.Terrain;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Landscape;
import org.cartolab.model.hex.Objective;
import org.cartolab.model.hex.Product;
import org.cartolab.model.hex.ProductKind;
import org.cartolab.workbench.gallery.GalleryCard.Kind;

/**
 * Everything a set of .carto files defines, as cards, each once: map sheets, shapes, explore, ambush, hero and
 * season cards, landscape cards, hex maps, landscapes and products, every scoring card (in a deck or not), hex
 * objectives and puzzles. Within a kind, a game's cards come first in the game's order, then what no game lists
 * yet, in file order. Cards that come from a library the file only uses are left out, so a designer sees their own
 * cards.
 */
public final class Gallery {

    private final List<GalleryCard> cards;

    private Gallery(List<GalleryCard> cards) {
        this.cards = List.copyOf(cards);
    }

    public List<GalleryCard> cards() {
        return cards;
    }

    public List<GalleryCard> cards(Kind kind) {
        return cards.stream().filter(card -> card.kind() == kind).toList();
    }

    /**
     * The gallery of a workspace.
     *
     * @param used the ids of what the libraries the file uses define (shown elsewhere, left out here)
     */
    public static Gallery of(Workspace workspace, Set<String> used) {
        Map<String, GalleryCard> byKey = new LinkedHashMap<>();
        Consumer<GalleryCard> add = card -> {
            if (!used.contains(card.id())) {
                byKey.putIfAbsent(card.kind() + ":" + card.id(), card);
            }
        };
        for (Game game : workspace.games()) {
            if (!used.contains(game.id())) {
                game.maps().forEach(sheet -> add.accept(map(sheet, game.terrains())));
                cards(game.explore(), game.ambushes(), add);
                game.heroes().forEach(hero -> add.accept(hero(hero)));
                game.seasons().forEach(season -> add.accept(season(season)));
            }
        }
        Definitions definitions = workspace.definitions();
        definitions.maps().forEach(sheet -> add.accept(map(sheet, workspace.terrains())));
        definitions.shapes().forEach(shape -> add.accept(shape(shape)));
        cards(definitions.explore(), definitions.ambushes(), add);
        definitions.heroes().forEach(hero -> add.accept(hero(hero)));
        definitions.seasons().forEach(season -> add.accept(season(season)));
        for (LandscapeGame game : workspace.landscapeGames()) {
            if (!used.contains(game.id())) {
                Optional<Terrain> conditionCells = Optional.of(game.conditionCells());
                game.cards().forEach(card -> add.accept(landscapeCard(card, conditionCells)));
            }
        }
        // A card outside any game: which terrain its condition occupies is the game's to say.
        definitions.landscapeCards().forEach(card -> add.accept(landscapeCard(card, Optional.empty())));
        for (HexGame game : workspace.hexGames()) {
            if (!used.contains(game.id())) {
                hexCards(game.maps(), game.landscapes(), game.products(), game.objectives(), add);
            }
        }
        hexCards(definitions.hexMaps(), definitions.landscapes(), definitions.products(), definitions.objectives(),
                add);
        Map<String, String> deckNames = new LinkedHashMap<>();
        workspace.games().forEach(game -> game.decks().forEach(deck -> deckNames.put(deck.id(), deck.name())));
        workspace.scoringCards().forEach(card -> add.accept(scoring(card, deckNames)));
        workspace.puzzles().forEach(puzzle -> add.accept(puzzle(puzzle, workspace)));
        List<GalleryCard> ordered = new ArrayList<>();
        for (Kind kind : Kind.values()) {
            byKey.values().stream().filter(card -> card.kind() == kind).forEach(ordered::add);
        }
        return new Gallery(ordered);
    }

    /** The ids every game, card and shape of a workspace defines: what to leave out of a user's gallery. */
    public static Set<String> ids(Workspace workspace) {
        Set<String> ids = new LinkedHashSet<>();
        Gallery all = of(workspace, Set.of());
        all.cards.forEach(card -> ids.add(card.id()));
        workspace.games().forEach(game -> ids.add(game.id()));
        workspace.landscapeGames().forEach(game -> ids.add(game.id()));
        workspace.hexGames().forEach(game -> ids.add(game.id()));
        return ids;
    }

    /** Explore and ambush cards, and before them the shapes they offer. */
    private static void cards(List<ExploreCard> explore, List<AmbushCard> ambushes,
                              Consumer<GalleryCard> add) {
        explore.forEach(card -> card.shapes().forEach(option -> add.accept(shape(option.shape()))));
        ambushes.forEach(ambush -> add.accept(shape(ambush.shape().shape())));
        explore.forEach(card -> add.accept(explore(card)));
        ambushes.forEach(ambush -> add.accept(ambush(ambush)));
    }

    private static void hexCards(List<HexBoard> maps, List<Landscape> landscapes, List<Product> products,
                                 List<Objective> objectives, Consumer<GalleryCard> add) {
        maps.forEach(map -> add.accept(hexMap(map, landscapes)));
        landscapes.forEach(landscape -> add.accept(hexLandscape(landscape)));
        products.forEach(product -> add.accept(product(product, landscapes)));
        objectives.forEach(objective -> add.accept(objective(objective)));
    }

    private static GalleryCard map(MapSheet sheet, List<Terrain> terrains) {
        return GalleryCard.of(Kind.MAP, sheet.id(), sheet.name(),
                        List.of("Map " + sheet.id(), sheet.width() + " x " + sheet.height()), "")
                .withMap(board("map " + sheet.id(), sheet.rows(), terrains, Optional.empty())
                        .orElseThrow(() -> new IllegalStateException("The validated map " + sheet.id()
                                + " does not read")));
    }

    private static Optional<Board> board(String what, List<String> rows, List<Terrain> terrains,
                                         Optional<MapSheet> sheet) {
        try {
            return Optional.of(BoardText.read(what, String.join("\n", rows), terrains, sheet));
        } catch (BoardFormatException e) {
            return Optional.empty();
        }
    }

    private static GalleryCard shape(Shape shape) {
        return GalleryCard.of(Kind.SHAPE, shape.id(), shape.id(), List.of(shape.cells().size() + " cells"), "")
                .withShapes(List.of(new ShapeOption(shape, false)), List.of());
    }

    private static GalleryCard explore(ExploreCard card) {
        List<String> facts = new ArrayList<>();
        facts.add("Time " + card.time());
        if (card.kind() != ExploreKind.NORMAL) {
            facts.add(card.kind().name().charAt(0) + card.kind().name().substring(1).toLowerCase());
        }
        boolean coin = card.shapes().stream().anyMatch(ShapeOption::coin);
        String text = card.kind() == ExploreKind.RUINS ? "The next shape must cover a ruins space."
                : coin ? "Draw the shape marked with a coin to gain a coin." : "";
        return GalleryCard.of(Kind.EXPLORE, card.id(), card.name(), facts, text)
                .withShapes(card.shapes(), card.terrains());
    }

    private static GalleryCard ambush(AmbushCard card) {
        List<String> facts = new ArrayList<>();
        facts.add("Pass " + words(card.pass().name()));
        facts.add("Solo: " + words(card.soloCorner().name()));
        if (!card.letter().isEmpty()) {
            facts.add("Letter " + card.letter());
        }
        List<String> effects = card.effects().stream().map(Gallery::effect).toList();
        return GalleryCard.of(Kind.AMBUSH, card.id(), card.name(), facts, String.join(" ", effects))
                .withShapes(List.of(card.shape()), List.of(card.fill()));
    }

    private static String effect(AmbushEffect effect) {
        String when = switch (effect.trigger()) {
            case WHEN_DRAWN -> "When drawn";
            case AFTER_SEASON_SCORING -> "After each season's scoring";
            case WHEN_SURROUNDED -> "When surrounded";
        };
        String what = switch (effect.action()) {
            case DESTROY_ADJACENT_EMPTY -> "destroy " + effect.amount() + " empty adjacent space"
                    + (effect.amount() == 1 ? "" : "s");
            case SPREAD -> "the monsters spread to every empty adjacent space";
            case GAIN_COINS -> "gain " + effect.amount() + " coin" + (effect.amount() == 1 ? "" : "s");
        };
        return when + ": " + what + ".";
    }

    private static GalleryCard hero(HeroCard hero) {
        return GalleryCard.of(Kind.HERO, hero.id(), hero.name(), List.of("Attacks " + hero.attack().size()),
                "Draw the hero in an empty space; monsters in its attack range are killed.").withAttack(hero.attack());
    }

    private static GalleryCard season(SeasonCard season) {
        return GalleryCard.of(Kind.SEASON, season.id(), season.name(), List.of("Time " + season.timeLimit()),
                "Score edicts " + String.join(" and ", season.edicts()) + ".");
    }

    private static GalleryCard landscapeCard(LandscapeCard card, Optional<Terrain> conditionCells) {
        List<String> carried = card.faces().stream().flatMap(face -> face.condition().stream())
                .map(ScoringCard::name).toList();
        CardFace first = card.faces().get(0);
        return GalleryCard.of(Kind.LANDSCAPE_CARD, card.id(), card.name(),
                        List.of(count(card.faces().size(), "face"), first.width() + " x " + first.height()),
                        carried.isEmpty() ? "" : "Carries " + String.join(" and ", carried) + ".")
                .withFaces(card.faces(), conditionCells);
    }

    private static GalleryCard hexMap(HexBoard map, List<Landscape> landscapes) {
        long tiles = map.hexes().stream().filter(hex -> !hex.frame()).count();
        long numbers = map.hexes().stream().filter(hex -> hex.number() != 0).count();
        Set<Landscape> onMap = new LinkedHashSet<>(map.hexes().stream().map(HexTile::landscape).toList());
        return GalleryCard.of(Kind.HEX_MAP, map.id(), map.name(), List.of(count(tiles, "tile"),
                        count(numbers, "number token"), count(map.intersections().size(), "intersection")), "")
                .withHexMap(map)
                .withLandscapes(landscapes.stream().filter(onMap::contains).toList());
    }

    private static GalleryCard hexLandscape(Landscape landscape) {
        List<String> facts = new ArrayList<>();
        facts.add("Symbol " + landscape.symbol());
        String text;
        if (landscape.frame()) {
            facts.add("Frame");
            text = "A frame piece: it encloses the board and never produces.";
        } else {
            text = landscape.yields().map(product -> "Yields " + product.name() + " when its number is rolled.")
                    .orElse("Yields nothing.");
        }
        return GalleryCard.of(Kind.HEX_LANDSCAPE, landscape.id(), landscape.name(), facts, text)
                .withLandscapes(List.of(landscape));
    }

    private static GalleryCard product(Product product, List<Landscape> landscapes) {
        List<Landscape> yielding = landscapes.stream()
                .filter(landscape -> landscape.yields().filter(product::equals).isPresent()).toList();
        return GalleryCard.of(Kind.PRODUCT, product.id(), product.name(),
                        List.of(product.kind() == ProductKind.RESOURCE ? "Resource" : "Goods"),
                        yielding.isEmpty() ? "No landscape yields it."
                                : "Yielded by " + String.join(", ", yielding.stream().map(Landscape::name).toList())
                                + ".")
                .withLandscapes(yielding);
    }

    private static GalleryCard objective(Objective objective) {
        return GalleryCard.of(Kind.OBJECTIVE, objective.id(), objective.name(), List.of(), objective.text())
                .withRules(objective.terms().stream().map(term -> term.id() + ": " + term.source()).toList());
    }

    private static GalleryCard scoring(ScoringCard card, Map<String, String> deckNames) {
        List<String> facts = new ArrayList<>();
        if (!card.deck().isEmpty()) {
            facts.add(deckNames.getOrDefault(card.deck(), card.deck()));
        }
        if (card.soloValue() != 0) {
            facts.add("Solo " + card.soloValue());
        }
        return GalleryCard.of(Kind.SCORING, card.id(), card.name(), facts, card.text())
                .withRules(card.terms().stream().map(ScoreTerm::text).toList());
    }

    /** A puzzle: its game and map, the cards in order and the scoring cards, and its starting map. */
    private static GalleryCard puzzle(Puzzle puzzle, Workspace workspace) {
        Optional<Game> game = workspace.game(puzzle.game());
        List<String> facts = new ArrayList<>();
        facts.add(game.map(Game::name).orElse(puzzle.game()));
        facts.add("Map " + puzzle.map());
        if (puzzle.coins() != 0) {
            facts.add("Coins " + puzzle.coins());
        }
        List<String> seasons = new ArrayList<>();
        for (PuzzleSeason season : puzzle.seasons()) {
            seasons.add((season.title().isEmpty() ? "" : season.title() + ": ") + "Cards: "
                    + String.join(", ", season.cards().stream().map(PlayableCard::name).toList()) + ". Scoring: "
                    + String.join(", ", season.scoring().stream().map(ScoringCard::name).toList()) + ".");
        }
        String text = String.join(" ", seasons);
        GalleryCard card = GalleryCard.of(Kind.PUZZLE, puzzle.id(), puzzle.title(), facts, text);
        Optional<MapSheet> sheet = game.flatMap(g -> g.map(puzzle.map()));
        Optional<Board> start = sheet.flatMap(s -> board("puzzle " + puzzle.id(),
                puzzle.start().isEmpty() ? s.rows() : puzzle.start(), game.orElseThrow().terrains(), sheet));
        return start.map(card::withMap).orElse(card);
    }

    private static String count(long n, String thing) {
        return n + " " + thing + (n == 1 ? "" : "s");
    }

    private static String words(String enumName) {
        return enumName.toLowerCase().replace('_', '-');
    }
}
