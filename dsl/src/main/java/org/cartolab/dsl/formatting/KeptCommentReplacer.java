package org.cartolab.dsl.formatting;

import org.eclipse.xtext.formatting2.ITextReplacerContext;
import org.eclipse.xtext.formatting2.internal.CommentReplacer;
import org.eclipse.xtext.formatting2.internal.WhitespaceReplacer;
import org.eclipse.xtext.formatting2.regionaccess.IComment;

/**
 * Keeps a comment's text exactly as written (Xtext's default would squeeze the spaces after {@code //}, which
 * would spoil comments that draw a board) and lets at most one blank line follow it, as between elements. A
 * comment that opens the file starts at its first column.
 */
final class KeptCommentReplacer extends CommentReplacer {

    KeptCommentReplacer(IComment comment) {
        super(comment);
    }

    @Override
    public ITextReplacerContext createReplacements(ITextReplacerContext context) {
        return context;
    }

    @Override
    public void configureWhitespace(WhitespaceReplacer leading, WhitespaceReplacer trailing) {
        if (leading.getRegion().getOffset() == 0) {
            leading.getFormatting().setNewLinesMin(0);
            leading.getFormatting().setNewLinesMax(0);
            leading.getFormatting().setSpace("");
        }
        if (getComment().getText().endsWith("\n") && trailing.getRegion().isMultiline()) {
            // A blank line after a '//' comment stays one blank line. Xtext counts the line break that ends the
            // comment as one of the whitespace's two.
            trailing.getFormatting().setNewLinesMin(2);
            trailing.getFormatting().setNewLinesMax(2);
        }
    }
}
