package org.cartolab.dsl.formatting;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.cartolab.dsl.carto.AmbushCard;
import org.cartolab.dsl.carto.AmbushEffect;
import org.cartolab.dsl.carto.AttackArt;
import org.cartolab.dsl.carto.ActionDeck;
import org.cartolab.dsl.carto.BoardConstraints;
import org.cartolab.dsl.carto.BoardRule;
import org.cartolab.dsl.carto.CardFace;
import org.cartolab.dsl.carto.CartoFile;
import org.cartolab.dsl.carto.ExploreCard;
import org.cartolab.dsl.carto.Game;
import org.cartolab.dsl.carto.HexGame;
import org.cartolab.dsl.carto.LandscapeCard;
import org.cartolab.dsl.carto.LandscapeDraft;
import org.cartolab.dsl.carto.LandscapeGame;
import org.cartolab.dsl.carto.LandscapePuzzle;
import org.cartolab.dsl.carto.MapSheet;
import org.cartolab.dsl.carto.Negate;
import org.cartolab.dsl.carto.HexNegate;
import org.cartolab.dsl.carto.NoPathRule;
import org.cartolab.dsl.carto.Objective;
import org.cartolab.dsl.carto.ObjectiveTerm;
import org.cartolab.dsl.carto.Puzzle;
import org.cartolab.dsl.carto.PuzzleSeason;
import org.cartolab.dsl.carto.RuleOption;
import org.cartolab.dsl.carto.ScoreTerm;
import org.cartolab.dsl.carto.ScoringCard;
import org.cartolab.dsl.carto.Shape;
import org.cartolab.dsl.carto.SeasonTerm;
import org.cartolab.dsl.carto.ShapeOption;
import org.cartolab.dsl.carto.SoloTitle;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.formatting2.AbstractJavaFormatter;
import org.eclipse.xtext.formatting2.FormatterPreferenceKeys;
import org.eclipse.xtext.formatting2.IFormattableDocument;
import org.eclipse.xtext.formatting2.IHiddenRegionFormatter;
import org.eclipse.xtext.formatting2.ITextReplacer;
import org.eclipse.xtext.formatting2.regionaccess.IComment;
import org.eclipse.xtext.formatting2.regionaccess.IHiddenRegion;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegion;
import org.eclipse.xtext.preferences.TypedPreferenceKey;
import org.eclipse.xtext.xbase.lib.Procedures.Procedure1;

/**
 * The one layout of a .carto file (Xtext formatter2). The layout is decided token by token, from the structure
 * the parser found:
 * <ul>
 * <li>every top-level element starts a line at column 0; between elements at most one blank line is kept;</li>
 * <li>an element is a header line followed by its <em>clauses</em>, one per line, indented once: a scoring card's
 * {@code text} and {@code score} lines, an explore card's shapes, a game's {@code maps}, {@code explore}, ...,
 * a puzzle's {@code game}, {@code map}, {@code start}, {@code season}, {@code cards}, {@code scoring}, ...;
 * blocks in braces ({@code game}, {@code puzzle}, {@code hex-game}, {@code landscape-game}, {@code landscape-card})
 * hold their clauses one level in, the closing brace on its own line;</li>
 * <li>the rows of a board (a map, a puzzle's {@code start}, a named {@code shape}, a hero's attack of several rows)
 * stand one per line; the rows of a card's shape and of a landscape card's face stay on one line:
 * {@code shape coin { "X." "XX" }};</li>
 * <li>within a clause, tokens are one space apart, with none before {@code , : )}, after {@code (} and a sign,
 * and between a function and its parenthesis ({@code count(...)}); a line break the author put inside a clause
 * (a long list or expression) is kept, and the continuation line is indented one level more than the
 * clause;</li>
 * <li>comments stay where they are; indentation is four spaces; the file ends with one line break.</li>
 * </ul>
 * Every decision depends on the tokens and their structure only, never on the whitespace already there (except
 * the kept line breaks and blank lines, which the formatter never adds), so formatting twice changes nothing.
 */
public class CartoFormatter extends AbstractJavaFormatter {

    /** Four spaces, whatever the editor asks: one canonical layout. */
    static final String INDENTATION = "    ";

    private enum Brace {
        /** A block of clauses, or a board whose rows stand one per line. */
        LINES,
        /** A shape or a face: its rows on the brace's line. */
        INLINE
    }

    private static final Set<String> CLAUSE_KEYWORDS = Set.of("text", "maps", "explore", "ambushes", "heroes",
            "seasons", "edicts", "decks", "coin-track", "game", "map", "start", "coins", "cards", "scoring",
            "objectives", "condition-cells", "condition-cost", "pass", "shared", "board-constraints");

    @Override
    @SuppressWarnings("unchecked")
    public <T> T getPreference(TypedPreferenceKey<T> key) {
        if (key == FormatterPreferenceKeys.indentation) {
            return (T) INDENTATION;
        }
        return super.getPreference(key);
    }

    @Override
    public ITextReplacer createCommentReplacer(IComment comment) {
        return new KeptCommentReplacer(comment);
    }

    protected void _format(CartoFile file, IFormattableDocument document) {
        new Layout(file, document).apply();
    }

    /** The layout of one file: what each hidden region between two tokens becomes. */
    private final class Layout {
        private final IFormattableDocument document;
        private final Set<ISemanticRegion> elementStarts = new HashSet<>();
        private final Set<ISemanticRegion> clauseStarts = new HashSet<>();
        private final Map<ISemanticRegion, Brace> openings = new HashMap<>();
        private final Map<ISemanticRegion, Brace> closings = new HashMap<>();
        private final CartoFile file;

        Layout(CartoFile file, IFormattableDocument document) {
            this.file = file;
            this.document = document;
        }

        void apply() {
            collectStructure();
            ISemanticRegion first = regionForEObject(file).getPreviousHiddenRegion().getNextSemanticRegion();
            if (first == null) {
                return;
            }
            Deque<Brace> braces = new ArrayDeque<>();
            // The open clause, and the open body of an element without braces (a card), from their first tokens.
            ISemanticRegion clauseStart = null;
            ISemanticRegion bodyStart = null;
            for (ISemanticRegion token = first; token != null; token = token.getNextSemanticRegion()) {
                ISemanticRegion previous = token.getPreviousSemanticRegion();
                boolean startsElement = elementStarts.contains(token);
                boolean startsClause = startsElement || clauseStarts.contains(token);
                if (startsClause || openings.get(token) == Brace.LINES || closings.get(token) == Brace.LINES) {
                    indentFollowingLines(clauseStart, previous);
                    clauseStart = null;
                }
                if (startsElement) {
                    indentFollowingLines(bodyStart, previous);
                    bodyStart = token;
                }
                if (previous != null) {
                    document.set(token.getPreviousHiddenRegion(), space(previous, token, braces, startsElement,
                            startsClause));
                }
                if (startsClause) {
                    clauseStart = token;
                }
                Brace opening = openings.get(token);
                Brace closing = closings.get(token);
                if (opening != null) {
                    braces.push(opening);
                    if (opening == Brace.LINES) {
                        // Lines in braces are indented by the braces, not as a continuation of the element.
                        bodyStart = null;
                    }
                } else if (closing != null) {
                    braces.pop();
                }
                if (token.getNextSemanticRegion() == null) {
                    indentFollowingLines(clauseStart, token);
                    indentFollowingLines(bodyStart, token);
                }
            }
            IHiddenRegion start = first.getPreviousHiddenRegion();
            if (start.containsComment()) {
                document.set(start, format -> format.setNewLines(1, 1, 2));
            } else {
                document.set(start, this::noSpace);
            }
            ISemanticRegion last = regionForEObject(file).getNextHiddenRegion().getPreviousSemanticRegion();
            document.set(last.getNextHiddenRegion(), format -> format.setNewLines(1));
        }

        private void noSpace(IHiddenRegionFormatter format) {
            format.noSpace();
        }

        /**
         * The lines that start after {@code first} and up to {@code last} are indented once more: a clause's
         * continuation lines, or a card's clauses after its header line.
         */
        private void indentFollowingLines(ISemanticRegion first, ISemanticRegion last) {
            if (first != null && last != null && last.getOffset() > first.getOffset()) {
                document.set(first.getNextHiddenRegion(), last.getNextHiddenRegion(), IHiddenRegionFormatter::indent);
            }
        }

        private Procedure1<IHiddenRegionFormatter> space(ISemanticRegion previous, ISemanticRegion token,
                                                         Deque<Brace> braces, boolean startsElement,
                                                         boolean startsClause) {
            String before = keyword(previous);
            String after = keyword(token);
            if (startsElement) {
                return format -> format.setNewLines(1, 1, 2);
            }
            if (openings.get(previous) == Brace.LINES || closings.get(token) == Brace.LINES) {
                return format -> format.setNewLines(1);
            }
            if (startsClause) {
                return format -> format.setNewLines(1, 1, 2);
            }
            if (braces.peek() == Brace.LINES && isString(token) && isString(previous)) {
                return format -> format.setNewLines(1);
            }
            if (",".equals(after) || ":".equals(after) || ")".equals(after) || "(".equals(before)
                    || "..".equals(after) || "..".equals(before)) { // 11..16, a band of numbers
                return this::noSpace;
            }
            if ("(".equals(after) && previous.getSemanticElement() == token.getSemanticElement()) {
                return this::noSpace; // count(...), max(...), pips(...): a function and its argument list
            }
            if ("-".equals(before) && (previous.getSemanticElement() instanceof Negate
                    || previous.getSemanticElement() instanceof HexNegate)) {
                return this::noSpace;
            }
            if (braces.peek() == Brace.INLINE) {
                return format -> format.oneSpace();
            }
            if (token.getPreviousHiddenRegion().isMultiline()) {
                return format -> format.setNewLines(1);
            }
            return format -> format.oneSpace();
        }

        private void collectStructure() {
            for (EObject element : file.getElements()) {
                elementStarts.add(firstToken(element));
            }
            for (ISemanticRegion uses : regionFor(file).keywords("uses")) {
                elementStarts.add(uses);
            }
            for (EObject object : (Iterable<EObject>) () -> file.eAllContents()) {
                if (object instanceof ScoreTerm || object instanceof SeasonTerm || object instanceof SoloTitle
                        || object instanceof RuleOption || object instanceof PuzzleSeason
                        || object instanceof NoPathRule || object instanceof ActionDeck || object instanceof ObjectiveTerm
                        || object instanceof CardFace || object instanceof LandscapeDraft
                        || object instanceof BoardRule || object instanceof AmbushEffect
                        || (object instanceof ShapeOption && (object.eContainer() instanceof ExploreCard
                                || object.eContainer() instanceof AmbushCard))) {
                    clauseStarts.add(firstToken(object));
                }
                if (object instanceof ScoringCard || object instanceof Objective || object instanceof Game
                        || object instanceof Puzzle || object instanceof PuzzleSeason || object instanceof HexGame
                        || object instanceof LandscapeGame || object instanceof LandscapePuzzle
                        || object instanceof AmbushCard) {
                    for (ISemanticRegion keyword : regionFor(object).keywords(CLAUSE_KEYWORDS.toArray(String[]::new))) {
                        clauseStarts.add(keyword);
                    }
                }
                Brace brace = brace(object);
                if (brace != null) {
                    List<ISemanticRegion> open = regionFor(object).keywords("{");
                    List<ISemanticRegion> close = regionFor(object).keywords("}");
                    if (open.size() == 1 && close.size() == 1) {
                        openings.put(open.get(0), brace);
                        closings.put(close.get(0), brace);
                        if (brace == Brace.LINES) {
                            document.interior(open.get(0), close.get(0), IHiddenRegionFormatter::indent);
                        }
                    }
                }
            }
        }

        private Brace brace(EObject object) {
            if (object instanceof Game || object instanceof Puzzle || object instanceof HexGame
                    || object instanceof LandscapeGame || object instanceof LandscapeCard || object instanceof MapSheet
                    || object instanceof BoardConstraints
                    || object instanceof LandscapePuzzle) {
                return Brace.LINES;
            }
            if (object instanceof AttackArt attack) {
                return attack.getRows().size() > 1 ? Brace.LINES : Brace.INLINE;
            }
            if (object.eContainingFeature() != null && "start".equals(object.eContainingFeature().getName())
                    && object.eContainer() instanceof Puzzle) {
                return Brace.LINES;
            }
            if (object.eContainer() instanceof Shape) {
                return Brace.LINES; // a named shape is a drawing of its own, like a board
            }
            if (object instanceof CardFace || object instanceof LandscapeDraft
                    || object.eClass().getName().equals("ShapeArt")) {
                return Brace.INLINE;
            }
            return null;
        }

        private ISemanticRegion firstToken(EObject object) {
            return regionForEObject(object).getPreviousHiddenRegion().getNextSemanticRegion();
        }
    }

    private static String keyword(ISemanticRegion region) {
        return region.getGrammarElement() instanceof Keyword keyword ? keyword.getValue() : null;
    }

    private static boolean isString(ISemanticRegion region) {
        return region.getText().startsWith("\"") || region.getText().startsWith("'");
    }
}
