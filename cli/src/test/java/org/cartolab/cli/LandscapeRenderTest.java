package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code carto render --landscape} as a user runs it: the picture of a laid landscape, or the file's problems. */
class LandscapeRenderTest {

    private static final Path WORKED_EXAMPLE = Path.of("..", "samples", "landscapes", "worked-example.landscape");

    @TempDir
    Path dir;

    @Test
    void theWorkedExampleIsDrawnAsPngAndSvgWithItsScore() throws IOException {
        Path out = dir.resolve("pictures");
        Run run = carto("render", "--game", "confusing-lands", "--landscape", WORKED_EXAMPLE.toString(), "--out",
                out.toString(), "--highlight", "noble-forests");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out().lines()).containsExactly(out.resolve("worked-example.png").toString(),
                out.resolve("worked-example.svg").toString());
        BufferedImage image = ImageIO.read(out.resolve("worked-example.png").toFile());
        // why: nine columns of 40-point cells at 1.5 pixels a point are 540 pixels before the score beside them.
        assertThat(image.getWidth()).isGreaterThan(540);
        String svg = Files.readString(out.resolve("worked-example.svg"));
        // why: the rulebook's worked example totals 16 (RULES.md 3.7).
        assertThat(svg).startsWith("<svg").contains(">Total</text>", ">16</text>",
                ">Cells that scored for Noble Forests</text>");
    }

    @Test
    void anIllegalLayoutIsReportedWithItsLineAndRuleAndNoPicture() throws IOException {
        Path land = dir.resolve("bad.landscape");
        Files.writeString(land, "mighty-river a 0 0,0\nwilderness b 0 5,5\n");
        Run run = carto("render", "--game", "confusing-lands", "--landscape", land.toString(), "--out",
                dir.resolve("out").toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines()).containsExactly(land + ":2:1: error: cannot lay wilderness: the card does not "
                + "overlap the landscape; every card after the first must cover at least one cell of it "
                + "(RULES.md 3.5).");
        assertThat(dir.resolve("out")).doesNotExist();
    }

    @Test
    void aMissingFileAnUnknownConditionAndAMapGameAreUsageErrors() throws IOException {
        Run missing = carto("render", "--game", "confusing-lands", "--landscape", dir.resolve("none").toString(),
                "--out", dir.toString());
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("there is no such file").doesNotContain("Exception");
        Run condition = carto("render", "--game", "confusing-lands", "--landscape", WORKED_EXAMPLE.toString(),
                "--out", dir.toString(), "--highlight", "town-centre");
        assertThat(condition.exit()).isEqualTo(2);
        // why: the file's own conditions in the order laid, then its shared one.
        assertThat(condition.err()).contains("'town-centre' is not a condition of this landscape. Its conditions: "
                + "wilderness, noble-forests, tranquillity, mighty-river.");
        Run map = carto("render", "--game", "cartographers", "--landscape", WORKED_EXAMPLE.toString(), "--out",
                dir.toString());
        assertThat(map.exit()).isEqualTo(2);
        assertThat(map.err()).contains("cartographers is not a landscape game");
        Run alone = carto("render", "--game", "confusing-lands", "--highlight", "mighty-river", "--out",
                dir.toString());
        assertThat(alone.exit()).isEqualTo(2);
        assertThat(alone.err()).contains("add --landscape FILE");
    }
}
