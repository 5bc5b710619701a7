package org.cartolab.dsl.compile;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.cartolab.dsl.carto.ActionCards;
import org.cartolab.dsl.carto.BoardCondition;
import org.cartolab.dsl.carto.DistinctNumbersPerProduct;
import org.cartolab.dsl.carto.Element;
import org.cartolab.dsl.carto.Geometry;
import org.cartolab.dsl.carto.HexAggregate;
import org.cartolab.dsl.carto.HexBinary;
import org.cartolab.dsl.carto.HexCount;
import org.cartolab.dsl.carto.HexExpression;
import org.cartolab.dsl.carto.HexIf;
import org.cartolab.dsl.carto.HexInt;
import org.cartolab.dsl.carto.HexIs;
import org.cartolab.dsl.carto.HexName;
import org.cartolab.dsl.carto.HexNegate;
import org.cartolab.dsl.carto.HexNot;
import org.cartolab.dsl.carto.HexNumber;
import org.cartolab.dsl.carto.HexPips;
import org.cartolab.dsl.carto.HexProduct;
import org.cartolab.dsl.carto.HexSome;
import org.cartolab.dsl.carto.HexSource;
import org.cartolab.dsl.carto.HexTouches;
import org.cartolab.dsl.carto.HexYields;
import org.cartolab.dsl.carto.MapSheet;
import org.cartolab.dsl.carto.MaxCrossingPips;
import org.cartolab.dsl.carto.NoAdjacentNumbers;
import org.cartolab.dsl.carto.NoAdjacentSameYield;
import org.cartolab.dsl.carto.NoEqualAdjacentNumbers;
import org.cartolab.dsl.carto.ProductPips;
import org.cartolab.dsl.carto.TilesTouch;
import org.cartolab.dsl.hex.HexNames;
import org.cartolab.model.hex.BoardConstraints;
import org.cartolab.model.hex.BoardRule;
import org.cartolab.model.hex.HexArt;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexExpr;
import org.cartolab.model.hex.ActionCardKind;
import org.cartolab.model.hex.ActionDeck;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.HexItemKind;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Landscape;
import org.cartolab.model.hex.Objective;
import org.cartolab.model.hex.Product;
import org.cartolab.model.hex.ProductKind;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/**
 * Compiles the hex-game elements (products, landscapes, hex maps, objectives, board constraints) of validated files: each top-level
 * element once, and the hex games that use them.
 */
final class HexCompiler {

    private final Map<HexProduct, Product> products = new IdentityHashMap<>();
    private final Map<org.cartolab.dsl.carto.Landscape, Landscape> landscapes = new IdentityHashMap<>();
    private final List<Product> productList = new ArrayList<>();
    private final List<Landscape> landscapeList = new ArrayList<>();
    private final List<HexBoard> mapList = new ArrayList<>();
    private final List<Objective> objectiveList = new ArrayList<>();
    private final List<HexGame> games = new ArrayList<>();
    private final Map<org.cartolab.dsl.carto.BoardConstraints, BoardConstraints> boardConstraints =
            new IdentityHashMap<>();
    private final List<BoardConstraints> boardConstraintList = new ArrayList<>();

    /** Compiles every hex element of the elements, in order; a hex game sees every product and landscape. */
    HexCompiler(List<Element> elements) {
        for (Element element : elements) {
            if (element instanceof HexProduct product) {
                productList.add(product(product));
            } else if (element instanceof org.cartolab.dsl.carto.Landscape landscape) {
                landscapeList.add(landscape(landscape));
            } else if (element instanceof org.cartolab.dsl.carto.BoardConstraints constraints) {
                boardConstraintList.add(boardConstraints(constraints));
            }
        }
        for (Element element : elements) {
            if (element instanceof MapSheet map && map.getGeometry() == Geometry.HEX) {
                mapList.add(map(map, landscapeList, List.of()));
            } else if (element instanceof org.cartolab.dsl.carto.Objective objective) {
                objectiveList.add(objective(objective));
            } else if (element instanceof org.cartolab.dsl.carto.HexGame game) {
                List<Set<String>> noPaths = game.getNoPaths().stream()
                        .map(rule -> Set.copyOf(rule.getLandscapes().stream()
                                .map(org.cartolab.dsl.carto.Landscape::getName).toList()))
                        .toList();
                games.add(new HexGame(game.getName(), game.getTitle(), productList, landscapeList,
                        game.getMaps().stream().map(map -> map(map, landscapeList, noPaths)).toList(),
                        game.getObjectives().stream().map(HexCompiler::objective).toList(),
                        game.getBoardConstraints().stream().map(this::boardConstraints).toList(),
                        game.getActionDecks().stream().map(HexCompiler::actionDeck).toList()));
            }
        }
    }

    /** The validator (HexValidator.checkActionDeck) has checked every kind. */
    private static ActionDeck actionDeck(org.cartolab.dsl.carto.ActionDeck deck) {
        List<ActionCardKind> cards = new ArrayList<>();
        for (ActionCards count : deck.getCards()) {
            ActionCardKind kind = ActionCardKind.byId(count.getKind()).orElseThrow();
            for (int n = 0; n < count.getCount(); n++) {
                cards.add(kind);
            }
        }
        return new ActionDeck(deck.getNumber(), cards);
    }

    List<HexGame> games() {
        return games;
    }

    List<Product> products() {
        return productList;
    }

    List<Landscape> landscapes() {
        return landscapeList;
    }

    /** The hex maps, without any game's no-path rules. */
    List<HexBoard> maps() {
        return mapList;
    }

    List<Objective> objectives() {
        return objectiveList;
    }

    List<BoardConstraints> boardConstraints() {
        return boardConstraintList;
    }

    private BoardConstraints boardConstraints(org.cartolab.dsl.carto.BoardConstraints constraints) {
        return boardConstraints.computeIfAbsent(constraints, c -> new BoardConstraints(c.getName(), c.getTitle(),
                c.getRules().stream().map(HexCompiler::boardRule).toList()));
    }

    private static BoardRule boardRule(org.cartolab.dsl.carto.BoardRule rule) {
        String name = rule.getName();
        String text = NodeModelUtils.getTokenText(NodeModelUtils.getNode(rule.getCondition()));
        BoardCondition condition = rule.getCondition();
        if (condition instanceof TilesTouch touch) {
            return new BoardRule.TilesTouch(name, text, names(touch.getLandscapes()), names(touch.getNeighbours()));
        }
        if (condition instanceof NoAdjacentNumbers numbers) {
            return new BoardRule.NoAdjacentNumbers(name, text, numbers.getNumbers());
        }
        if (condition instanceof NoEqualAdjacentNumbers) {
            return new BoardRule.NoEqualAdjacentNumbers(name, text);
        }
        if (condition instanceof MaxCrossingPips cap) {
            return new BoardRule.MaxCrossingPips(name, text, cap.getMax());
        }
        if (condition instanceof ProductPips pips) {
            return new BoardRule.ProductPips(name, text, products(pips.getProducts()), pips.getMin(), pips.getMax());
        }
        if (condition instanceof NoAdjacentSameYield spread) {
            return new BoardRule.NoAdjacentSameYield(name, text, products(spread.getProducts()));
        }
        if (condition instanceof DistinctNumbersPerProduct distinct) {
            return new BoardRule.DistinctNumbersPerProduct(name, text, products(distinct.getProducts()));
        }
        throw new IllegalStateException("Unknown board rule " + condition.eClass().getName());
    }

    private static List<String> names(List<org.cartolab.dsl.carto.Landscape> landscapes) {
        return landscapes.stream().map(org.cartolab.dsl.carto.Landscape::getName).toList();
    }

    private static List<String> products(List<HexProduct> products) {
        return products.stream().map(HexProduct::getName).toList();
    }

    private Product product(HexProduct product) {
        return products.computeIfAbsent(product, p -> new Product(p.getName(), p.getTitle(),
                p.getKind() == org.cartolab.dsl.carto.ProductKind.RESOURCE ? ProductKind.RESOURCE : ProductKind.GOODS));
    }

    private Landscape landscape(org.cartolab.dsl.carto.Landscape landscape) {
        return landscapes.computeIfAbsent(landscape, l -> new Landscape(l.getName(), l.getTitle(), l.getSymbol(),
                l.getColour() == null ? "" : l.getColour(),
                l.isFrame(), Optional.ofNullable(l.getYields()).map(this::product)));
    }

    private static HexBoard map(MapSheet map, List<Landscape> landscapes, List<Set<String>> noPaths) {
        List<HexTile> tiles = new ArrayList<>();
        for (HexArt.Cell cell : HexArt.read(map.getRows()).cells()) {
            Landscape landscape = landscapes.stream().filter(l -> l.symbol().equals(cell.symbol())).findFirst()
                    .orElseThrow();
            tiles.add(new HexTile(HexBoard.hexId(cell.column(), cell.row()), cell.column(), cell.row(), landscape,
                    cell.number()));
        }
        return HexBoard.of(map.getName(), map.getTitle() == null ? map.getName() : map.getTitle(), tiles, noPaths);
    }

    private static Objective objective(org.cartolab.dsl.carto.Objective objective) {
        return new Objective(objective.getName(), objective.getTitle(),
                objective.getText() == null ? "" : objective.getText(),
                objective.getTerms().stream().map(term -> new Objective.Term(term.getName(),
                        expression(term.getExpression()),
                        NodeModelUtils.getTokenText(NodeModelUtils.getNode(term.getExpression())))).toList());
    }

    static HexExpr expression(HexExpression e) {
        if (e instanceof HexInt literal) {
            return new HexExpr.Int(literal.getValue());
        }
        if (e instanceof HexBinary binary) {
            return new HexExpr.Binary(binary.getOp(), expression(binary.getLeft()), expression(binary.getRight()));
        }
        if (e instanceof HexNot not) {
            return new HexExpr.Not(expression(not.getOperand()));
        }
        if (e instanceof HexNegate negate) {
            return new HexExpr.Negate(expression(negate.getOperand()));
        }
        if (e instanceof HexIf conditional) {
            return new HexExpr.If(expression(conditional.getCondition()), expression(conditional.getThen()),
                    expression(conditional.getElse()));
        }
        if (e instanceof HexName name) {
            HexSource source = HexNames.binding(name, name.getName()).orElseThrow();
            return new HexExpr.Item(HexNames.slot(source), kind(source));
        }
        if (e instanceof HexCount count) {
            return aggregate(HexExpr.Aggregate.Op.COUNT, count.getSource(), null);
        }
        if (e instanceof HexSome some) {
            return aggregate(HexExpr.Aggregate.Op.SOME, some.getSource(), null);
        }
        if (e instanceof HexAggregate aggregate) {
            HexExpr.Aggregate.Op op = switch (aggregate.getOp()) {
                case SUM -> HexExpr.Aggregate.Op.SUM;
                case MAX -> HexExpr.Aggregate.Op.MAX;
                case MIN -> HexExpr.Aggregate.Op.MIN;
            };
            return aggregate(op, aggregate.getSource(), aggregate.getBody());
        }
        if (e instanceof HexIs is) {
            return new HexExpr.Is(expression(is.getSubject()), HexNames.hexClass(is, is.getClassName()).orElseThrow());
        }
        if (e instanceof HexTouches touches) {
            return new HexExpr.Touches(expression(touches.getSubject()), expression(touches.getObject()));
        }
        if (e instanceof HexYields yields) {
            return new HexExpr.Yields(expression(yields.getSubject()), expression(yields.getObject()));
        }
        if (e instanceof HexPips pips) {
            return new HexExpr.Pips(expression(pips.getItem()));
        }
        if (e instanceof HexNumber number) {
            return new HexExpr.Number(expression(number.getItem()));
        }
        throw new IllegalStateException("Unknown hex expression " + e.eClass().getName());
    }

    private static HexExpr aggregate(HexExpr.Aggregate.Op op, HexSource source, HexExpression body) {
        return new HexExpr.Aggregate(op, kind(source), HexNames.slot(source),
                source.getFilter() == null ? null : expression(source.getFilter()),
                body == null ? null : expression(body));
    }

    private static HexItemKind kind(HexSource source) {
        return switch (source.getKind()) {
            case HEX -> HexItemKind.HEX;
            case INTERSECTION -> HexItemKind.INTERSECTION;
            case PATH -> HexItemKind.PATH;
            case PRODUCT -> HexItemKind.PRODUCT;
        };
    }
}
