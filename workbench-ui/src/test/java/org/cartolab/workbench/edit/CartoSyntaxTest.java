package org.cartolab.workbench.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.workbench.edit.CartoSyntax.Token;
import org.junit.jupiter.api.Test;

class CartoSyntaxTest {

    @Test
    void keywordsStringsNumbersColoursAndCommentsAreColoured() {
        String line = "terrain forest \"Forest\" colour #3f7f3a // trees";
        // why: 'terrain' 0-7; 'forest' is a name (plain); "Forest" 15-23; 'colour' 24-30; #3f7f3a 31-38;
        // the comment from 39 to the end (47).
        assertThat(CartoSyntax.tokens(line)).containsExactly(
                new Token(0, 7, "keyword"),
                new Token(15, 23, "string"),
                new Token(24, 30, "keyword"),
                new Token(31, 38, "colour"),
                new Token(39, 47, "comment"));
    }

    @Test
    void aKeywordInsideAStringOrCommentIsNotAKeyword() {
        List<Token> tokens = CartoSyntax.tokens("text \"score per cell\" /* where */ 12");
        // why: "text" 0-4, the string 5-21, the block comment 22-33, 12 at 34-36.
        assertThat(tokens).containsExactly(new Token(0, 4, "keyword"), new Token(5, 21, "string"),
                new Token(22, 33, "comment"), new Token(34, 36, "number"));
    }

    @Test
    void aProblemUnderlinesTheWordOrStringItStartsAt() {
        String text = "score 1 per cell c of forst where x";
        // why: 'forst' starts at 22 and is 5 letters long.
        assertThat(CartoSyntax.problemEnd(text, 22)).isEqualTo(27);
        assertThat(CartoSyntax.problemEnd("a \"bad name\" b", 2)).isEqualTo(12);
        assertThat(CartoSyntax.problemEnd("a ( b", 2)).isEqualTo(3);
    }
}
