package org.cartolab.dsl.compile;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.cartolab.dsl.carto.CartoFile;
import org.cartolab.dsl.carto.Element;
import org.cartolab.dsl.carto.Terrain;
import org.cartolab.dsl.carto.TerrainGroup;
import org.cartolab.dsl.carto.TerrainRole;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.AmbushEffect;
import org.cartolab.model.Corner;
import org.cartolab.model.Deck;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.Geometry;
import org.cartolab.model.HeroCard;
import org.cartolab.model.MapSheet;
import org.cartolab.model.Rotation;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Puzzle;
import org.cartolab.model.PuzzleSeason;
import org.cartolab.model.RuleOption;
import org.cartolab.model.ScoreTerm;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonCard;
import org.cartolab.model.SeasonTerm;
import org.cartolab.model.Shape;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.ShapeOption;
import org.cartolab.model.SoloTitle;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/**
 * Compiles validated .carto syntax trees into the immutable game model. Runs only on files without errors, so it
 * trusts names to resolve and expressions to be well typed.
 */
public final class GameCompiler {

    private final Map<Terrain, org.cartolab.model.Terrain> terrains = new IdentityHashMap<>();
    private final Map<TerrainGroup, org.cartolab.model.TerrainGroup> groups = new IdentityHashMap<>();
    private final Map<org.cartolab.dsl.carto.ScoringCard, ScoringCard> cards = new IdentityHashMap<>();
    private final Map<org.cartolab.dsl.carto.ScoringCard, String> deckOfCard = new IdentityHashMap<>();
    private final ExpressionCompiler expressions = new ExpressionCompiler(this::terrain, this::group);

    /** Compiles every element of the files, in file order and then declaration order. */
    public Workspace compile(List<CartoFile> files) {
        List<Element> elements = new ArrayList<>();
        files.forEach(file -> elements.addAll(file.getElements()));
        for (Element element : elements) {
            if (element instanceof org.cartolab.dsl.carto.Deck deck) {
                deck.getCards().forEach(card -> deckOfCard.putIfAbsent(card, deck.getName()));
            }
        }
        List<org.cartolab.model.Terrain> terrainList = new ArrayList<>();
        List<org.cartolab.model.TerrainGroup> groupList = new ArrayList<>();
        List<ScoringCard> cardList = new ArrayList<>();
        List<Game> games = new ArrayList<>();
        for (Element element : elements) {
            if (element instanceof Terrain terrain) {
                terrainList.add(terrain(terrain));
            } else if (element instanceof TerrainGroup group) {
                groupList.add(group(group));
            } else if (element instanceof org.cartolab.dsl.carto.ScoringCard card) {
                cardList.add(scoringCard(card));
            }
        }
        for (Element element : elements) {
            if (element instanceof org.cartolab.dsl.carto.Game game) {
                games.add(game(game, terrainList, groupList));
            }
        }
        List<Puzzle> puzzles = new ArrayList<>();
        for (Element element : elements) {
            if (element instanceof org.cartolab.dsl.carto.Puzzle puzzle) {
                puzzles.add(puzzle(puzzle));
            }
        }
        LandscapeCompiler landscapes = new LandscapeCompiler(this::terrain, this::scoringCard);
        // In element order (EMF objects compare by identity).
        Map<org.cartolab.dsl.carto.LandscapeGame, org.cartolab.model.LandscapeGame> landscapeGameOf =
                new LinkedHashMap<>();
        for (Element element : elements) {
            if (element instanceof org.cartolab.dsl.carto.LandscapeGame game) {
                landscapeGameOf.put(game, landscapes.game(game, terrainList, groupList));
            }
        }
        List<org.cartolab.model.LandscapeGame> landscapeGames = List.copyOf(landscapeGameOf.values());
        List<org.cartolab.model.LandscapePuzzle> landscapePuzzles = new ArrayList<>();
        for (Element element : elements) {
            if (element instanceof org.cartolab.dsl.carto.LandscapePuzzle puzzle) {
                landscapePuzzles.add(LandscapeCompiler.puzzle(puzzle, landscapeGameOf.get(puzzle.getGame())));
            }
        }
        HexCompiler hex = new HexCompiler(elements);
        return new Workspace(games, terrainList, groupList, cardList, puzzles, landscapeGames, hex.games(),
                definitions(elements, terrainList, landscapes, hex), landscapePuzzles);
    }

    /** Every top-level element besides terrains, scoring cards, decks, games and puzzles, in element order. */
    private Definitions definitions(List<Element> elements, List<org.cartolab.model.Terrain> terrainList,
                                    LandscapeCompiler landscapes, HexCompiler hex) {
        List<Shape> shapes = new ArrayList<>();
        List<MapSheet> maps = new ArrayList<>();
        List<ExploreCard> explore = new ArrayList<>();
        List<AmbushCard> ambushes = new ArrayList<>();
        List<HeroCard> heroes = new ArrayList<>();
        List<SeasonCard> seasons = new ArrayList<>();
        List<org.cartolab.model.LandscapeCard> landscapeCards = new ArrayList<>();
        for (Element element : elements) {
            if (element instanceof org.cartolab.dsl.carto.Shape shape) {
                shapes.add(shape(shape));
            } else if (element instanceof org.cartolab.dsl.carto.MapSheet map
                    && map.getGeometry() == org.cartolab.dsl.carto.Geometry.SQUARE) {
                maps.add(map(map));
            } else if (element instanceof org.cartolab.dsl.carto.ExploreCard card) {
                explore.add(explore(card));
            } else if (element instanceof org.cartolab.dsl.carto.AmbushCard card) {
                ambushes.add(ambush(card));
            } else if (element instanceof org.cartolab.dsl.carto.HeroCard hero) {
                heroes.add(hero(hero));
            } else if (element instanceof org.cartolab.dsl.carto.SeasonCard season) {
                seasons.add(season(season));
            } else if (element instanceof org.cartolab.dsl.carto.LandscapeCard card) {
                landscapeCards.add(landscapes.card(card, terrainList));
            }
        }
        return new Definitions(shapes, maps, explore, ambushes, heroes, seasons, landscapeCards, hex.products(),
                hex.landscapes(), hex.maps(), hex.objectives(), hex.boardConstraints());
    }

    private Puzzle puzzle(org.cartolab.dsl.carto.Puzzle puzzle) {
        return new Puzzle(puzzle.getName(), puzzle.getTitle() == null ? puzzle.getName() : puzzle.getTitle(),
                puzzle.getGame().getName(), puzzle.getMap().getName(),
                puzzle.getStart() == null ? List.of() : puzzle.getStart().getRows(), puzzle.getCoins(),
                seasons(puzzle.getSeasons()),
                puzzle.getOptions().stream().map(GameCompiler::ruleOption).toList());
    }

    /** A puzzle's seasons; of several, an unnamed one is called "Season n". */
    private List<PuzzleSeason> seasons(List<org.cartolab.dsl.carto.PuzzleSeason> seasons) {
        List<PuzzleSeason> compiled = new ArrayList<>();
        for (org.cartolab.dsl.carto.PuzzleSeason season : seasons) {
            String title = season.getTitle() != null ? season.getTitle()
                    : seasons.size() > 1 ? "Season " + (compiled.size() + 1) : "";
            compiled.add(puzzleSeason(season, title));
        }
        return compiled;
    }

    private PuzzleSeason puzzleSeason(org.cartolab.dsl.carto.PuzzleSeason season, String title) {
        List<PlayableCard> sequence = new ArrayList<>();
        for (org.cartolab.dsl.carto.PlayableCard card : season.getCards()) {
            sequence.add(card instanceof org.cartolab.dsl.carto.AmbushCard ambush ? ambush(ambush)
                    : explore((org.cartolab.dsl.carto.ExploreCard) card));
        }
        return new PuzzleSeason(title, sequence,
                season.getScoring().stream().map(this::scoringCard).toList());
    }

    private static RuleOption ruleOption(org.cartolab.dsl.carto.RuleOption option) {
        return new RuleOption(option.getName(), option.getValue() != null ? option.getValue()
                : option.getText() != null ? option.getText() : Integer.toString(option.getNumber()));
    }

    private Game game(org.cartolab.dsl.carto.Game game, List<org.cartolab.model.Terrain> terrainList,
                      List<org.cartolab.model.TerrainGroup> groupList) {
        return new Game(game.getName(), game.getTitle(), terrainList, groupList,
                game.getMaps().stream().map(GameCompiler::map).toList(),
                game.getExplore().stream().map(this::explore).toList(),
                game.getAmbushes().stream().map(this::ambush).toList(),
                game.getSeasons().stream().map(GameCompiler::season).toList(),
                game.getEdicts(),
                game.getDecks().stream().map(this::deck).toList(),
                game.getCoinTrack(),
                game.getTerms().stream().map(term -> new SeasonTerm(term.getName(),
                        new ScoreTerm(expressions.compile(term.getExpression()), text(term.getExpression()))))
                        .toList(),
                game.getTitles().stream().map(title -> new SoloTitle(title.getMinimum(), title.getTitle())).toList(),
                game.getOptions().stream().map(GameCompiler::ruleOption).toList(),
                game.getHeroes().stream().map(GameCompiler::hero).toList());
    }

    org.cartolab.model.Terrain terrain(Terrain terrain) {
        return terrains.computeIfAbsent(terrain, t -> new org.cartolab.model.Terrain(t.getName(), t.getTitle(),
                t.getSymbol().charAt(0), t.getColour() == null ? "" : t.getColour(),
                t.getRole() == TerrainRole.PRINTED ? org.cartolab.model.TerrainRole.PRINTED
                        : org.cartolab.model.TerrainRole.DRAWABLE));
    }

    org.cartolab.model.TerrainGroup group(TerrainGroup group) {
        return groups.computeIfAbsent(group, g -> new org.cartolab.model.TerrainGroup(g.getName(),
                g.getTitle() == null ? g.getName() : g.getTitle(),
                g.getMembers().stream().map(this::terrain).toList()));
    }

    ScoringCard scoringCard(org.cartolab.dsl.carto.ScoringCard card) {
        return cards.computeIfAbsent(card, c -> new ScoringCard(c.getName(), c.getTitle(),
                deckOfCard.getOrDefault(c, ""), c.getSolo(), c.getText() == null ? "" : c.getText(),
                c.getTerms().stream().map(term -> new ScoreTerm(expressions.compile(term.getExpression()),
                        text(term.getExpression()))).toList()));
    }

    private Deck deck(org.cartolab.dsl.carto.Deck deck) {
        return new Deck(deck.getName(), deck.getTitle() == null ? deck.getName() : deck.getTitle(),
                deck.getCards().stream().map(this::scoringCard).toList());
    }

    private static MapSheet map(org.cartolab.dsl.carto.MapSheet map) {
        return new MapSheet(map.getName(), map.getTitle() == null ? map.getName() : map.getTitle(), Geometry.SQUARE,
                map.getRows());
    }

    private ExploreCard explore(org.cartolab.dsl.carto.ExploreCard card) {
        ExploreKind kind = switch (card.getKind()) {
            case NORMAL -> ExploreKind.NORMAL;
            case RUINS -> ExploreKind.RUINS;
            case RIFT -> ExploreKind.RIFT;
            case PORTAL -> ExploreKind.PORTAL;
        };
        List<ShapeOption> options = new ArrayList<>();
        for (int i = 0; i < card.getOptions().size(); i++) {
            options.add(shapeOption(card.getOptions().get(i), card.getName() + "-" + (i + 1)));
        }
        return new ExploreCard(card.getName(), card.getTitle(), card.getTime(), kind,
                card.getTerrains().stream().map(this::terrain).toList(), options);
    }

    private AmbushCard ambush(org.cartolab.dsl.carto.AmbushCard card) {
        return new AmbushCard(card.getName(), card.getTitle(), terrain(card.getFill()),
                shapeOption(card.getOption(), card.getName()),
                card.getPass() == org.cartolab.dsl.carto.Rotation.CLOCKWISE ? Rotation.CLOCKWISE
                        : Rotation.COUNTER_CLOCKWISE,
                switch (card.getCorner()) {
                    case TOP_LEFT -> Corner.TOP_LEFT;
                    case TOP_RIGHT -> Corner.TOP_RIGHT;
                    case BOTTOM_LEFT -> Corner.BOTTOM_LEFT;
                    case BOTTOM_RIGHT -> Corner.BOTTOM_RIGHT;
                }, card.getLetter() == null ? "" : card.getLetter(),
                card.getEffects().stream().map(GameCompiler::effect).toList());
    }

    private static AmbushEffect effect(org.cartolab.dsl.carto.AmbushEffect effect) {
        AmbushEffect.Trigger trigger = switch (effect.getTrigger()) {
            case WHEN_DRAWN -> AmbushEffect.Trigger.WHEN_DRAWN;
            case AFTER_SEASON_SCORING -> AmbushEffect.Trigger.AFTER_SEASON_SCORING;
            case WHEN_SURROUNDED -> AmbushEffect.Trigger.WHEN_SURROUNDED;
        };
        if (effect.getAction() instanceof org.cartolab.dsl.carto.DestroyEffect destroy) {
            return new AmbushEffect(trigger, AmbushEffect.Action.DESTROY_ADJACENT_EMPTY, destroy.getAmount());
        }
        if (effect.getAction() instanceof org.cartolab.dsl.carto.GainCoinsEffect gain) {
            return new AmbushEffect(trigger, AmbushEffect.Action.GAIN_COINS, gain.getAmount());
        }
        return new AmbushEffect(trigger, AmbushEffect.Action.SPREAD, 0);
    }

    /** A hero card: its attack cells as offsets from the one 'H' of its art (the validator checked there is one). */
    private static HeroCard hero(org.cartolab.dsl.carto.HeroCard hero) {
        List<String> rows = hero.getAttack().getRows();
        int heroRow = 0;
        int heroCol = 0;
        for (int r = 0; r < rows.size(); r++) {
            int c = rows.get(r).indexOf('H');
            if (c >= 0) {
                heroRow = r;
                heroCol = c;
            }
        }
        List<ShapeCell> attack = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).length(); c++) {
                if (rows.get(r).charAt(c) == 'X') {
                    attack.add(new ShapeCell(r - heroRow, c - heroCol));
                }
            }
        }
        return new HeroCard(hero.getName(), hero.getTitle(), attack);
    }

    private static ShapeOption shapeOption(org.cartolab.dsl.carto.ShapeOption option, String inlineId) {
        Shape shape = option.getShape() != null ? shape(option.getShape())
                : Shape.fromArt(inlineId, option.getArt().getRows());
        return new ShapeOption(shape, option.isCoin());
    }

    private static Shape shape(org.cartolab.dsl.carto.Shape shape) {
        return Shape.fromArt(shape.getName(), shape.getArt().getRows());
    }

    private static SeasonCard season(org.cartolab.dsl.carto.SeasonCard season) {
        return new SeasonCard(season.getName(), season.getTitle(), season.getTime(), season.getEdicts());
    }

    /** The expression as written, on one line. */
    private static String text(org.eclipse.emf.ecore.EObject expression) {
        return NodeModelUtils.getTokenText(NodeModelUtils.getNode(expression));
    }
}
