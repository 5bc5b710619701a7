package org.cartolab.workbench.gallery;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.cartolab.board.Board;
import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardText;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.AmbushEffect;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.HeroCard;
import org.cartolab.model.MapSheet;
import org.cartolab.model.ScoreTerm;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonCard;
import org.cartolab.model.ShapeOption;
import org.cartolab.workbench.gallery.GalleryCard.Kind;

/**
 * Everything a set of .carto files defines, as cards: map sheets, shapes, explore, ambush, hero and season cards
 * of its games, and every scoring card (in a deck or not). Cards that come from a library the file only uses are
 * left out, so a designer sees their own cards.
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
        for (Game game : workspace.games()) {
            if (used.contains(game.id())) {
                continue;
            }
            for (MapSheet sheet : game.maps()) {
                add(byKey, used, map(game, sheet));
            }
            for (ExploreCard card : game.explore()) {
                card.shapes().forEach(option -> add(byKey, used, shape(option)));
            }
            game.ambushes().forEach(ambush -> add(byKey, used, shape(ambush.shape())));
            game.explore().forEach(card -> add(byKey, used, explore(card)));
            game.ambushes().forEach(ambush -> add(byKey, used, ambush(ambush)));
            game.heroes().forEach(hero -> add(byKey, used, hero(hero)));
            game.seasons().forEach(season -> add(byKey, used, season(season)));
        }
        Map<String, String> deckNames = new LinkedHashMap<>();
        workspace.games().forEach(game -> game.decks().forEach(deck -> deckNames.put(deck.id(), deck.name())));
        for (ScoringCard card : workspace.scoringCards()) {
            add(byKey, used, scoring(card, deckNames));
        }
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
        return ids;
    }

    private static void add(Map<String, GalleryCard> byKey, Set<String> used, GalleryCard card) {
        if (!used.contains(card.id())) {
            byKey.putIfAbsent(card.kind() + ":" + card.id(), card);
        }
    }

    private static GalleryCard map(Game game, MapSheet sheet) {
        Board board;
        try {
            board = BoardText.read("map " + sheet.id(), String.join("\n", sheet.rows()), game.terrains(),
                    Optional.empty());
        } catch (BoardFormatException e) {
            throw new IllegalStateException("The validated map " + sheet.id() + " does not read: " + e.getMessage());
        }
        return new GalleryCard(Kind.MAP, sheet.id(), sheet.name(), List.of("Map " + sheet.id(),
                sheet.width() + " x " + sheet.height()), List.of(), List.of(), "", List.of(), Optional.of(board), List.of());
    }

    private static GalleryCard shape(ShapeOption option) {
        var shape = option.shape();
        return new GalleryCard(Kind.SHAPE, shape.id(), shape.id(), List.of(shape.cells().size() + " cells"),
                List.of(new ShapeOption(shape, false)), List.of(), "", List.of(), Optional.empty(), List.of());
    }

    private static GalleryCard explore(ExploreCard card) {
        List<String> facts = new ArrayList<>();
        facts.add("Time " + card.time());
        if (card.kind() != ExploreKind.NORMAL) {
            facts.add(card.kind().name().charAt(0) + card.kind().name().substring(1).toLowerCase());
        }
        String text = card.kind() == ExploreKind.RUINS
                ? "The next shape must cover a ruins space."
                : card.shapes().stream().anyMatch(ShapeOption::coin) ? "Draw the shape marked with a coin to gain a coin."
                : "";
        return new GalleryCard(Kind.EXPLORE, card.id(), card.name(), facts, card.shapes(), card.terrains(), text,
                List.of(), Optional.empty(), List.of());
    }

    private static GalleryCard ambush(AmbushCard card) {
        List<String> facts = new ArrayList<>();
        facts.add("Pass " + words(card.pass().name()));
        facts.add("Solo: " + words(card.soloCorner().name()));
        if (!card.letter().isEmpty()) {
            facts.add("Letter " + card.letter());
        }
        List<String> effects = card.effects().stream().map(Gallery::effect).toList();
        return new GalleryCard(Kind.AMBUSH, card.id(), card.name(), facts, List.of(card.shape()),
                List.of(card.fill()), String.join(" ", effects), List.of(), Optional.empty(), List.of());
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
        return new GalleryCard(Kind.HERO, hero.id(), hero.name(), List.of("Attacks " + hero.attack().size()),
                List.of(), List.of(), "Draw the hero in an empty space; monsters in its attack range are killed.",
                List.of(), Optional.empty(), hero.attack());
    }

    private static GalleryCard season(SeasonCard season) {
        return new GalleryCard(Kind.SEASON, season.id(), season.name(), List.of("Time " + season.timeLimit()),
                List.of(), List.of(), "Score edicts " + String.join(" and ", season.edicts()) + ".",
                List.of(), Optional.empty(), List.of());
    }

    private static GalleryCard scoring(ScoringCard card, Map<String, String> deckNames) {
        List<String> facts = new ArrayList<>();
        if (!card.deck().isEmpty()) {
            facts.add(deckNames.getOrDefault(card.deck(), card.deck()));
        }
        if (card.soloValue() != 0) {
            facts.add("Solo " + card.soloValue());
        }
        return new GalleryCard(Kind.SCORING, card.id(), card.name(), facts, List.of(), List.of(), card.text(),
                card.terms().stream().map(ScoreTerm::text).toList(), Optional.empty(), List.of());
    }

    private static String words(String enumName) {
        return enumName.toLowerCase().replace('_', '-');
    }
}
