package org.cartolab.publish;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.cartolab.board.BoardFormatException;
import org.cartolab.landscape.LandscapeFile;
import org.cartolab.landscape.LandscapeScore;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.LandscapeText;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.LandscapeGame;
import org.junit.jupiter.api.Test;

/**
 * The pictures of a laid landscape and of a hand of cards, read back from their SVG: the cards lie where the
 * landscape file laid them, the score table is the rulebook's worked example, the key lists what is visible.
 */
class LandscapeImagesTest {

    private static final LandscapeGame GAME = CardLibrary.load("confusing-lands").landscapeGame("confusing-lands")
            .orElseThrow();
    private static final Path WORKED_EXAMPLE = Path.of("..", "samples", "landscapes", "worked-example.landscape");
    /** A card's outline in the SVG: no fill, the ink colour, 0.06 of a 40-point cell wide. */
    private static final Pattern OUTLINE = Pattern.compile("<rect x=\"([-0-9.]+)\" y=\"([-0-9.]+)\" width=\""
            + "([0-9.]+)\" height=\"([0-9.]+)\" fill=\"none\" stroke=\"#222222\" stroke-width=\"2.4\"/>");
    private static final Pattern SCORED_MARK = Pattern.compile("<rect x=\"([-0-9.]+)\" y=\"([-0-9.]+)\" width=\""
            + "([0-9.]+)\" height=\"([0-9.]+)\" fill=\"none\" stroke=\"#d81b60\" stroke-width=\"2.8\"/>");

    private static LandscapeFile workedExample() throws IOException, BoardFormatException {
        return LandscapeText.read("worked-example", Files.readString(WORKED_EXAMPLE), GAME);
    }

    private static LandscapeSheet sheet(Optional<String> highlight) throws IOException, BoardFormatException {
        LandscapeFile file = workedExample();
        return new LandscapeSheet("Worked example", GAME, file.landscape(), file.shared(), highlight);
    }

    private static List<double[]> rects(Pattern pattern, String svg) {
        List<double[]> rects = new ArrayList<>();
        Matcher matcher = pattern.matcher(svg);
        while (matcher.find()) {
            rects.add(new double[] {Double.parseDouble(matcher.group(1)), Double.parseDouble(matcher.group(2)),
                    Double.parseDouble(matcher.group(3)), Double.parseDouble(matcher.group(4))});
        }
        return rects;
    }

    @Test
    void eachCardsOutlineLiesWhereTheFileLaidItInTheOrderLaid() throws Exception {
        LandscapeSheet sheet = sheet(Optional.empty());
        List<PlacedCard> cards = sheet.landscape().cards();
        // The key draws one more, smaller outline after the landscape's: keep the first eight.
        List<double[]> outlines = rects(OUTLINE, LandscapeImages.svg(sheet));
        assertThat(outlines).hasSizeGreaterThanOrEqualTo(8);
        double cell = 40;
        double[] first = outlines.get(0);
        for (int i = 0; i < cards.size(); i++) {
            PlacedCard card = cards.get(i);
            double[] rect = outlines.get(i);
            // why: a face is 2 x 3; turned a quarter (roaring-falls 90, mountain-rampart 90, noble-forests 270)
            // it is 3 tall and 2 wide.
            boolean upright = card.quarterTurns() % 2 == 0;
            assertThat(rect[2]).as(card.card().id() + " width").isEqualTo((upright ? 3 : 2) * cell);
            assertThat(rect[3]).as(card.card().id() + " height").isEqualTo((upright ? 2 : 3) * cell);
            assertThat(rect[0] - first[0]).as(card.card().id() + " x")
                    .isCloseTo((card.col() - cards.get(0).col()) * cell, org.assertj.core.data.Offset.offset(0.01));
            assertThat(rect[1] - first[1]).as(card.card().id() + " y")
                    .isCloseTo((card.row() - cards.get(0).row()) * cell, org.assertj.core.data.Offset.offset(0.01));
        }
        // why: the file lays distant-outposts first at 0,0, and great-prairie seventh at 2,-5.
        assertThat(cards.get(0).card().id()).isEqualTo("distant-outposts");
        assertThat(outlines.get(6)[0] - first[0]).isEqualTo(-5 * cell);
    }

    @Test
    void theScoreTableIsTheRulebooksWorkedExampleAndTheScorers() throws Exception {
        LandscapeSheet sheet = sheet(Optional.empty());
        LandscapeScore score = new LandscapeScorer(GAME).score(sheet.landscape(), sheet.shared(), false);
        List<LandscapeBreakdown.Row> rows = LandscapeBreakdown.rows(GAME, sheet.landscape(), score);
        // why: RULES.md 3.7 and the sample's hand work: wilderness (4th card) 12, noble-forests (6th) 12,
        // tranquillity (8th) 14, shared mighty-river 8, 3 x -10, total 16.
        assertThat(rows).containsExactly(
                new LandscapeBreakdown.Row("Wilderness (card 4)", 12),
                new LandscapeBreakdown.Row("Noble Forests (card 6)", 12),
                new LandscapeBreakdown.Row("Tranquillity (card 8)", 14),
                new LandscapeBreakdown.Row("Shared: Mighty River", 8),
                new LandscapeBreakdown.Row("3 conditions × −10", -30),
                new LandscapeBreakdown.Row("Total", 16));
        assertThat(rows.get(rows.size() - 1).points()).isEqualTo(score.total());
        String svg = LandscapeImages.svg(sheet);
        assertThat(svg).contains(">Total</text>", ">16</text>", ">−30</text>", ">Wilderness (card 4)</text>");
    }

    @Test
    void theKeyListsTheVisibleSymbolsAndNothingHidden() throws Exception {
        LandscapeSheet sheet = sheet(Optional.empty());
        LandscapeKey key = new LandscapePicture(sheet).key();
        // why: the sample's grid comment shows V M # F . ~ D W; the only crystal (distant-outposts face b, laid
        // first) is covered by later cards, so the key has no crystal.
        assertThat(key.entries()).extracting(LandscapeKey.Entry::kind, entry -> entry.terrain().map(t -> t.id())
                .orElse("")).containsExactly(
                org.assertj.core.groups.Tuple.tuple(LandscapeKey.Kind.RIVER, "river"),
                org.assertj.core.groups.Tuple.tuple(LandscapeKey.Kind.SYMBOL, "forest"),
                org.assertj.core.groups.Tuple.tuple(LandscapeKey.Kind.SYMBOL, "mountain"),
                org.assertj.core.groups.Tuple.tuple(LandscapeKey.Kind.SYMBOL, "village"),
                org.assertj.core.groups.Tuple.tuple(LandscapeKey.Kind.SYMBOL, "deer"),
                org.assertj.core.groups.Tuple.tuple(LandscapeKey.Kind.SYMBOL, "wolf"),
                org.assertj.core.groups.Tuple.tuple(LandscapeKey.Kind.EMPTY, ""),
                org.assertj.core.groups.Tuple.tuple(LandscapeKey.Kind.CONDITION, "condition-cell"),
                org.assertj.core.groups.Tuple.tuple(LandscapeKey.Kind.CARD, ""));
        String svg = LandscapeImages.svg(sheet);
        assertThat(svg).contains(">Key</text>", "invented stand-in");
        assertThat(svg).doesNotContain("Crystal");
    }

    @Test
    void aHighlightedConditionMarksTheCellsItScoredFor() throws Exception {
        LandscapeSheet sheet = sheet(Optional.of("noble-forests"));
        String svg = LandscapeImages.svg(sheet);
        List<double[]> outlines = rects(OUTLINE, svg);
        List<double[]> marks = rects(SCORED_MARK, svg);
        // why: the sample's hand work: the forests touching another forest are grid cells (1,7) (2,6) (2,7)
        // (2,8), 0-based from the grid's top-left at landscape row -2, column -5; the key adds one smaller mark.
        // The first card (distant-outposts) lies at landscape 0,0; a mark is inset 0.12 of a cell.
        double cell = 40;
        List<double[]> expected = new ArrayList<>();
        for (int[] at : new int[][] {{1, 7}, {2, 6}, {2, 7}, {2, 8}}) {
            int row = at[0] - 2;
            int col = at[1] - 5;
            expected.add(new double[] {outlines.get(0)[0] + col * cell + 0.12 * cell,
                    outlines.get(0)[1] + row * cell + 0.12 * cell});
        }
        List<double[]> landscapeMarks = marks.stream().filter(mark -> mark[2] > 0.7 * cell).toList();
        assertThat(landscapeMarks).hasSize(4);
        assertThat(landscapeMarks).allSatisfy(mark -> assertThat(expected).anySatisfy(corner -> {
            assertThat(mark[0]).isCloseTo(corner[0], org.assertj.core.data.Offset.offset(0.01));
            assertThat(mark[1]).isCloseTo(corner[1], org.assertj.core.data.Offset.offset(0.01));
        }));
        assertThat(svg).contains(">Cells that scored for Noble Forests</text>");
        assertThat(LandscapeImages.svg(sheet(Optional.empty()))).doesNotContain("#d81b60");
    }

    @Test
    void aConditionNotInTheLandscapeCannotBeHighlighted() throws Exception {
        LandscapeFile file = workedExample();
        assertThatThrownBy(() -> new LandscapeSheet("x", GAME, file.landscape(), file.shared(),
                Optional.of("town-centre"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("town-centre");
    }

    @Test
    void aHandShowsBothFacesWithTheirWaterAndTheConditionsName() {
        LandscapeHand hand = new LandscapeHand("Hand", GAME, List.of(GAME.card("mighty-river").orElseThrow(),
                GAME.card("circle-of-life").orElseThrow()));
        String svg = LandscapeImages.handSvg(hand);
        // why: mighty-river face a is "~ew ~ew ~ew" (6 ends), face b has two "~ns" (4 ends); circle-of-life
        // face b has one "~ew" (2 ends): 12 water lines of 0.22 of a 30-point cell. The key's river is smaller.
        Matcher water = Pattern.compile("stroke=\"#1d5fa8\" stroke-width=\"6.6\"").matcher(svg);
        int lines = 0;
        while (water.find()) {
            lines++;
        }
        assertThat(lines).isEqualTo(12);
        // The titles wrap in the narrow boxes, as does the condition's name in its block of 3 x 1 cells.
        assertThat(svg).contains(">1. Mighty River", ">2. Circle of Life", ">Face a</text>", ">Face b</text>",
                ">Mighty</text>", ">River</text>");
        // why: the two cards show river, forest, mountain, village, deer, wolf, empty cells and conditions; no
        // crystal.
        assertThat(new HandPicture(hand).key().entries()).extracting(LandscapeKey.Entry::label)
                .noneMatch(label -> label.startsWith("Crystal"))
                .anyMatch(label -> label.startsWith("Wolf"))
                .noneMatch(label -> label.startsWith("A card's outline"));
    }

    /** A puzzle's hand is solvable from its picture alone: the shared condition and each card's, with their rules. */
    @Test
    void aHandWithASharedConditionListsEveryConditionItIsScoredBy() {
        LandscapeHand hand = new LandscapeHand("Hand", GAME, List.of(GAME.card("tranquillity").orElseThrow(),
                GAME.card("circle-of-life").orElseThrow()), GAME.card("wilderness").orElseThrow().condition());
        String svg = LandscapeImages.handSvg(hand);
        assertThat(svg).contains(">Scoring conditions</text>", ">Shared: Wilderness</text>",
                ">1. Tranquillity</text>", ">2. Circle of Life</text>",
                ">1 per village, mountain and forest cell in your landscape.</text>",
                ">6 per pair of 1 wolf cell and 1 deer cell anywhere in your landscape.</text>");
        // Without a shared condition the list still names the cards' own.
        assertThat(LandscapeImages.handSvg(new LandscapeHand("Hand", GAME, hand.cards())))
                .contains(">1. Tranquillity</text>").doesNotContain("Shared:");
    }

    @Test
    void theSameLandscapeGivesTheSameBytes() throws Exception {
        LandscapeSheet sheet = sheet(Optional.of("mighty-river"));
        assertThat(LandscapeImages.png(sheet)).isEqualTo(LandscapeImages.png(sheet(Optional.of("mighty-river"))));
        assertThat(LandscapeImages.svg(sheet)).isEqualTo(LandscapeImages.svg(sheet(Optional.of("mighty-river"))));
        LandscapeHand hand = new LandscapeHand("Hand", GAME, GAME.cards().subList(0, 3));
        assertThat(LandscapeImages.handPng(hand)).isEqualTo(LandscapeImages.handPng(hand));
    }
}
