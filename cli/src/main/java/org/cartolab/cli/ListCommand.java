package org.cartolab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.HeroCard;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonCard;
import org.cartolab.model.ShapeOption;
import org.cartolab.model.Terrain;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.Landscape;
import org.cartolab.model.hex.Objective;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code carto list}: the cards of a game, one per line or as JSON. */
@Command(footer = {"", "Examples:",
                "  carto list",
                "  carto list --game confusing-lands --json"},
        name = "list", description = "List a game's cards: id, name, kind, deck, solo value and rule text; for a "
        + "hex game its maps, landscapes and objectives.")
final class ListCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameOption game;

    @Option(names = "--json", description = "Print a JSON array of the cards.")
    private boolean json;

    /** One card as listed. */
    private record Entry(String id, String name, String kind, String deck, Integer solo, String text) {
    }

    @Override
    public Integer call() {
        GameSource source = GameSource.resolve(game.name, spec.commandLine().getErr());
        List<Entry> entries = source.game().map(ListCommand::entries)
                .or(() -> source.hexGame().map(ListCommand::hexEntries))
                .or(() -> source.landscapeGame().map(ListCommand::landscapeEntries))
                .orElseThrow(() -> UserError.usage("'" + game.name + "' defines no game to list."));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(toJson(entries));
        } else {
            int idWidth = entries.stream().mapToInt(e -> e.id().length()).max().orElse(2);
            int kindWidth = entries.stream().mapToInt(e -> e.kind().length()).max().orElse(4);
            for (Entry e : entries) {
                out.printf("%-" + idWidth + "s  %-" + kindWidth + "s  %s%s%s%n", e.id(), e.kind(), e.name(),
                        e.deck() == null ? "" : "  [" + e.deck() + (e.solo() == null ? "" : ", solo " + e.solo())
                                + "]", e.text().isEmpty() ? "" : "  " + e.text());
            }
        }
        out.flush();
        return ExitCode.OK;
    }

    private static List<Entry> entries(Game game) {
        List<Entry> entries = new ArrayList<>();
        for (ExploreCard card : game.explore()) {
            String kind = card.kind() == ExploreKind.NORMAL ? "explore" : card.kind().name().toLowerCase();
            entries.add(new Entry(card.id(), card.name(), kind, null, null, "time " + card.time()
                    + (card.terrains().isEmpty() ? "" : "; " + String.join(" or ",
                    card.terrains().stream().map(Terrain::id).toList()))
                    + (card.shapes().isEmpty() ? "" : "; " + shapes(card.shapes()))));
        }
        for (AmbushCard card : game.ambushes()) {
            entries.add(new Entry(card.id(), card.name(), "ambush", null, null, shapes(List.of(card.shape()))
                    + "; pass " + card.pass().name().toLowerCase().replace('_', '-') + "; solo corner "
                    + card.soloCorner().name().toLowerCase().replace('_', '-')
                    + (card.letter().isEmpty() ? "" : "; letter " + card.letter())
                    + card.effects().stream().map(e -> "; " + e.trigger().name().toLowerCase().replace('_', '-')
                    + ": " + e.action().name().toLowerCase().replace('_', ' ')
                    + (e.amount() > 0 ? " " + e.amount() : "")).reduce("", String::concat)));
        }
        for (HeroCard card : game.heroes()) {
            entries.add(new Entry(card.id(), card.name(), "hero", null, null, "attacks " + card.attack().size()
                    + " cells around the hero"));
        }
        for (SeasonCard card : game.seasons()) {
            entries.add(new Entry(card.id(), card.name(), "season", null, null, "time " + card.timeLimit()
                    + "; scores " + String.join(" and ", card.edicts())));
        }
        for (ScoringCard card : game.scoringCards()) {
            entries.add(new Entry(card.id(), card.name(), "scoring", card.deck(), card.soloValue(), card.text()));
        }
        return entries;
    }

    /** A hex game has no cards: its maps, landscapes and objectives are what it is made of. */
    private static List<Entry> hexEntries(HexGame game) {
        List<Entry> entries = new ArrayList<>();
        for (HexBoard map : game.maps()) {
            long tiles = map.hexes().stream().filter(tile -> !tile.frame()).count();
            entries.add(new Entry(map.id(), map.name(), "map", null, null, tiles + " landscape tiles, "
                    + (map.hexes().size() - tiles) + " frame pieces, " + map.intersections().size()
                    + " intersections, " + map.paths().size() + " paths"));
        }
        for (Landscape landscape : game.landscapes()) {
            entries.add(new Entry(landscape.id(), landscape.name(), "landscape", null, null, "symbol "
                    + landscape.symbol() + (landscape.frame() ? "; frame" : landscape.yields()
                    .map(p -> "; yields " + p.id() + " (" + p.kind().name().toLowerCase() + ")").orElse(""))));
        }
        for (Objective objective : game.objectives()) {
            entries.add(new Entry(objective.id(), objective.name(), "objective", null, null, objective.text()));
        }
        return entries;
    }

    /** A landscape game's cards (kind "landscape", their faces), then the scoring conditions printed on them. */
    private static List<Entry> landscapeEntries(LandscapeGame game) {
        List<Entry> entries = new ArrayList<>();
        for (LandscapeCard card : game.cards()) {
            entries.add(new Entry(card.id(), card.name(), "landscape", null, null, String.join(" | ",
                    card.faces().stream().map(face -> face.id() + ": " + LandscapeFaces.rows(face)
                            + face.condition().map(condition -> " (condition " + condition.id() + ")").orElse(""))
                            .toList())));
        }
        for (ScoringCard card : game.scoringCards()) {
            entries.add(new Entry(card.id(), card.name(), "scoring", null, null, card.text()));
        }
        return entries;
    }

    private static String shapes(List<ShapeOption> shapes) {
        return String.join(" | ", shapes.stream()
                .map(s -> String.join("/", s.shape().art()) + (s.coin() ? " (coin)" : "")).toList());
    }

    private static String toJson(List<Entry> entries) {
        ObjectMapper mapper = new ObjectMapper();
        ArrayNode array = mapper.createArrayNode();
        for (Entry e : entries) {
            ObjectNode node = array.addObject();
            node.put("id", e.id());
            node.put("name", e.name());
            node.put("kind", e.kind());
            if (e.deck() != null) {
                node.put("deck", e.deck());
            }
            if (e.solo() != null) {
                node.put("solo", e.solo());
            }
            node.put("text", e.text());
        }
        try {
            return mapper.writeValueAsString(array);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A tree of strings and numbers always serialises", e);
        }
    }
}
