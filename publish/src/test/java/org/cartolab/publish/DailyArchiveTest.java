package org.cartolab.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DailyArchiveTest {

    private static DailyArchive.Day day(String date, int par) {
        return new DailyArchive.Day(LocalDate.parse(date), "cartographers/season/" + date, "Cartographers", "Easy",
                par);
    }

    @Test
    void readsEveryDatedPuzzleInDateOrderAndNothingElse(@TempDir Path out) throws IOException {
        puzzle(out.resolve("2026-12-02"), "cartographers/season/2026-12-02", "Medium", 41);
        puzzle(out.resolve("2026-11-30"), "cartographers-heroes/season/2026-11-30", "Expert", 28);
        puzzle(out.resolve("seed-7"), "cartographers/season/seed-7", "Easy", 30); // not a date: not in the archive
        Files.createDirectories(out.resolve("2026-12-05")); // a date without a puzzle (an interrupted run)
        Files.writeString(out.resolve("2026-12-06.txt"), "not a folder");

        assertThat(DailyArchive.read(out)).containsExactly(
                new DailyArchive.Day(LocalDate.of(2026, 11, 30), "cartographers-heroes/season/2026-11-30",
                        "Cartographers", "Expert", 28),
                new DailyArchive.Day(LocalDate.of(2026, 12, 2), "cartographers/season/2026-12-02", "Cartographers",
                        "Medium", 41));
    }

    @Test
    void aMonthIsACalendarFromMondayWithALinkPerPublishedDate() {
        // December 2026 begins on a Tuesday and has 31 days: one blank cell, then the 1st; the 31st is a Thursday,
        // so the last week ends with three blank cells (Friday to Sunday).
        String page = DailyArchive.page(List.of(day("2026-12-01", 33), day("2026-12-31", 40)));

        assertThat(page).contains("<h2>December 2026</h2>",
                "<tr><th>Mon</th><th>Tue</th><th>Wed</th><th>Thu</th><th>Fri</th><th>Sat</th><th>Sun</th></tr>",
                "<tr><td></td><td class=\"day\" data-date=\"2026-12-01\"><a href=\"2026-12-01/index.html\">",
                "<span class=\"par\">par 33</span>", "<span class=\"par\">par 40</span>",
                "data-puzzle=\"cartographers/season/2026-12-31\" data-par=\"40\"",
                "<td class=\"none\"><span class=\"d\">30</span></td><td class=\"day\" data-date=\"2026-12-31\"");
        assertThat(count(page, "<td class=\"day\"")).isEqualTo(2);
        assertThat(count(page, "<td class=\"none\">")).isEqualTo(29);
        Matcher lastWeek = Pattern.compile("data-date=\"2026-12-31\".*?</td>((?:<td></td>)*)</tr>").matcher(page);
        assertThat(lastWeek.find()).isTrue();
        assertThat(count(lastWeek.group(1), "<td></td>")).isEqualTo(3);
        assertThat(count(page, "<tr>")).as("a header row and 5 weeks").isEqualTo(6);
    }

    @Test
    void monthsComeInOrderAndTextIsEscaped() {
        DailyArchive.Day odd = new DailyArchive.Day(LocalDate.of(2027, 1, 4), "x/<y>", "A & B", "Hard", 12);
        String page = DailyArchive.page(List.of(odd, day("2026-12-01", 33)));

        assertThat(page.indexOf("December 2026")).isLessThan(page.indexOf("January 2027"));
        assertThat(page).contains("data-puzzle=\"x/&lt;y&gt;\"", "Cartolab daily puzzles · A &amp; B · Cartographers")
                .doesNotContain("<y>");
    }

    @Test
    void anEmptyFolderGivesAnEmptyArchiveAndTheSameDaysTheSameBytes() {
        assertThat(DailyArchive.page(List.of())).contains("No puzzles yet.").doesNotContain("<table");
        List<DailyArchive.Day> days = List.of(day("2026-12-01", 33), day("2026-12-02", 35));
        assertThat(DailyArchive.page(days)).isEqualTo(DailyArchive.page(List.copyOf(days)));
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
            n++;
        }
        return n;
    }

    private static void puzzle(Path folder, String id, String grade, int par) throws IOException {
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("puzzle.json"), "{\"schema\": \"cartolab-puzzle/1\", \"id\": \"" + id
                + "\", \"game\": {\"id\": \"cartographers\", \"name\": \"Cartographers\"}, \"par\": " + par
                + ", \"grade\": {\"level\": \"" + grade + "\"}}");
    }
}
