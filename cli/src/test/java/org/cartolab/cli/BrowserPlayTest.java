package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * The daily pages {@code carto daily} writes, played in a real headless Chromium (Debian's {@code chromium} and
 * {@code chromium-driver}; {@code .ci/run} installs them): each page's proven optimal play drawn by clicks reaches
 * its par; random plays in the page score what {@code carto check} scores on the moves the page exports; an illegal
 * drawing is refused with its reason; a reload keeps the play; nothing is fetched from the network.
 *
 * <p>{@code -Dcartolab.browser.days=N} sets how many consecutive dates of each game are generated and played (3 by
 * default; CI plays a month). {@code -Dcartolab.updateScreenshots=true} rewrites the README's screenshots.
 */
class BrowserPlayTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private static final LocalDate FIRST = LocalDate.of(2026, 12, 1);
    private static final List<String> GAMES = List.of("cartographers", "cartographers-heroes");
    private static final int RANDOM_PLAYS = 200;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static WebDriver driver;
    private static final List<Path> DAYS = new ArrayList<>();

    @BeforeAll
    static void generateAndStartTheBrowser() {
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
                "the browser tests need Chromium: apt-get install -y chromium chromium-driver");
        int days = Integer.getInteger("cartolab.browser.days", 3);
        LocalDate last = FIRST.plusDays(days - 1);
        for (String game : GAMES) {
            Path out = dir.resolve(game);
            Run run = carto("daily", "--game", game, "--from", FIRST.toString(), "--to", last.toString(), "--out",
                    out.toString());
            assertThat(run.exit()).as(run.err()).isZero();
            for (LocalDate day = FIRST; !day.isAfter(last); day = day.plusDays(1)) {
                DAYS.add(out.resolve(day.toString()));
            }
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1200,1000");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .build();
        driver = new ChromeDriver(service, options);
    }

    /** A script error in the page fails the test that caused it, whatever the test checked. */
    @AfterEach
    void noScriptErrors() {
        if (driver != null) {
            List<String> errors = driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                    .filter(entry -> entry.getLevel().intValue() >= Level.SEVERE.intValue())
                    .map(LogEntry::getMessage).toList();
            assertThat(errors).as("errors in the page's console").isEmpty();
        }
    }

    @AfterAll
    static void quit() {
        if (driver != null) {
            driver.quit();
        }
    }

    @Test
    void everyPagesOptimalPlayDrawnByClicksReachesItsPar() throws IOException {
        for (Path day : DAYS) {
            openFresh(day);
            JsonNode solution = JSON.readTree(day.resolve("solution.json").toFile());
            int par = JSON.readTree(day.resolve("puzzle.json").toFile()).path("par").asInt();
            int drawn = 0;
            for (JsonNode move : solution.path("moves")) {
                if (!move.path("terrain").asText().equals("monster")) { // the page draws ambushes itself
                    draw(move);
                    drawn++;
                }
                if (drawn == 2 && day.equals(DAYS.get(0))) {
                    screenshot("daily-page-mid-game.png");
                }
            }
            assertThat(game().getAttribute("data-finished")).as(day.toString()).isEqualTo("true");
            assertThat(game().getAttribute("data-total")).as(day.toString()).isEqualTo(String.valueOf(par));
            assertThat(text("#result")).as(day.toString()).contains("Final score " + par + " · par " + par,
                    "You reached par!");
            assertThat(text("#share")).contains("Cartolab daily ", par + "/" + par);
            // The moves the page offers for download are a moves file carto check accepts, at par.
            Path exported = dir.resolve("exported.json");
            Files.writeString(exported, decode(driver.findElement(By.id("export")).getAttribute("href")));
            Run check = carto("check", day.resolve("puzzle.json").toString(), "--moves", exported.toString());
            assertThat(check.exit()).as(check.err()).isZero();
            assertThat(check.out()).contains("Par: " + par + " — you reached the optimum.");
            if (day.equals(DAYS.get(0))) {
                screenshot("daily-page-end.png");
            }
        }
    }

    @Test
    void theArchiveListsEveryDateWithThePlayersResults() throws IOException {
        Path first = DAYS.get(0);
        Path second = DAYS.get(1);
        openFresh(first);
        int par = JSON.readTree(first.resolve("puzzle.json").toFile()).path("par").asInt();
        for (JsonNode move : JSON.readTree(first.resolve("solution.json").toFile()).path("moves")) {
            if (!move.path("terrain").asText().equals("monster")) {
                draw(move);
            }
        }
        driver.get(second.resolve("index.html").toUri().toString());
        draw(JSON.readTree(second.resolve("solution.json").toFile()).path("moves").get(0));

        Path archive = first.getParent().resolve("index.html");
        driver.get(archive.toUri().toString());
        assertThat(driver.findElements(By.cssSelector("td.day"))).hasSize(DAYS.size() / GAMES.size());
        WebElement played = driver.findElement(By.cssSelector("td.day[data-date='" + first.getFileName() + "']"));
        assertThat(played.getText()).contains("par " + par, "you: " + par + "/" + par);
        assertThat(played.findElement(By.cssSelector(".result")).getAttribute("class")).contains("par-reached");
        assertThat(driver.findElement(By.cssSelector("td.day[data-date='" + second.getFileName() + "'] .result"))
                .getText()).isEqualTo("in progress");
        played.findElement(By.tagName("a")).click();
        assertThat(driver.getCurrentUrl()).endsWith(first.getFileName() + "/index.html");
        assertThat(game().getAttribute("data-finished")).isEqualTo("true");
    }

    @Test
    void randomPlaysInThePageScoreWhatCartoCheckScoresOnTheirExport() throws IOException {
        for (int play = 0; play < RANDOM_PLAYS; play++) {
            Path day = DAYS.get(play * DAYS.size() / RANDOM_PLAYS);
            if (play == 0 || !day.equals(DAYS.get((play - 1) * DAYS.size() / RANDOM_PLAYS))) {
                openFresh(day);
            } else {
                js("cartolab.restart();");
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> result = (Map<String, Object>) js(RANDOM_PLAY, play);
            Path moves = dir.resolve("random-" + play + ".json");
            Files.writeString(moves, (String) result.get("export"));
            Run check = carto("check", day.resolve("puzzle.json").toString(), "--moves", moves.toString());
            assertThat(check.exit()).as(check.err()).isZero();
            Matcher score = Pattern.compile("^Score: (-?\\d+)", Pattern.MULTILINE).matcher(check.out());
            assertThat(score.find()).as(check.out()).isTrue();
            assertThat(((Number) result.get("total")).intValue()).as(day + ", random play " + play)
                    .isEqualTo(Integer.parseInt(score.group(1)));
        }
    }

    @Test
    void anIllegalDrawingIsRefusedWithItsReason() throws IOException {
        Path day = DAYS.get(0);
        openFresh(day);
        screenshot("daily-page-start.png");
        String board = boardContents();
        String total = game().getAttribute("data-total");
        WebElement mountain = driver.findElement(By.cssSelector("g.cell[data-content='M'] rect"));
        mountain.click();
        assertThat(text("#message")).endsWith("is not empty: it holds Mountain.");
        assertThat(driver.findElement(By.id("message")).getAttribute("class")).isEqualTo("refused");
        assertThat(boardContents()).isEqualTo(board);
        assertThat(game().getAttribute("data-total")).isEqualTo(total);
        assertThat(driver.findElements(By.cssSelector("#cards li.current"))).hasSize(1);
        assertThat(driver.findElement(By.cssSelector("#cards li")).getAttribute("class")).isEqualTo("current");
    }

    @Test
    void aReloadMidGameKeepsThePlay() throws IOException {
        Path day = DAYS.get(1);
        openFresh(day);
        JsonNode moves = JSON.readTree(day.resolve("solution.json").toFile()).path("moves");
        int drawn = 0;
        for (JsonNode move : moves) {
            if (drawn < 2 && !move.path("terrain").asText().equals("monster")) {
                draw(move);
                drawn++;
            }
        }
        String board = boardContents();
        String total = game().getAttribute("data-total");
        driver.navigate().refresh();
        assertThat(boardContents()).isEqualTo(board).isNotEqualTo(emptyBoard(day));
        assertThat(game().getAttribute("data-total")).isEqualTo(total);
        assertThat(driver.findElement(By.id("undo")).isEnabled()).isTrue();
        driver.findElement(By.id("undo")).click();
        driver.findElement(By.id("undo")).click();
        assertThat(boardContents()).isEqualTo(emptyBoard(day));
    }

    @Test
    void nothingIsFetched() throws IOException {
        Path day = DAYS.get(0);
        openFresh(day);
        JsonNode move = JSON.readTree(day.resolve("solution.json").toFile()).path("moves").get(0);
        draw(move);
        // why: every request a page makes (script, style, image, font, fetch, XHR) is a resource timing entry.
        assertThat(((Number) js("return performance.getEntriesByType('resource').length;")).intValue()).isZero();
        assertThat(driver.findElements(By.cssSelector("script[src], link[href], img[src], iframe"))).isEmpty();
    }

    // ---- driving the page as a player does

    private static void openFresh(Path day) {
        driver.get(day.resolve("index.html").toUri().toString());
        js("localStorage.clear();");
        driver.navigate().refresh();
        assertThat(driver.findElements(By.id("board"))).as(day + ": the game did not start").hasSize(1);
    }

    /** Chooses the move's terrain, shape and turn with the page's buttons and clicks its first cell. */
    private static void draw(JsonNode move) {
        click("button.terrain[data-terrain='" + move.path("terrain").asText() + "']");
        int shape = move.path("shape").asInt();
        if (shape == -1) { // the one-cell fallback: the page offers it alone, when no shape of the card fits
            assertThat(driver.findElements(By.cssSelector("button.shape"))).singleElement()
                    .extracting(button -> button.getAttribute("data-shape")).isEqualTo("-1");
        }
        click("button.shape[data-shape='" + shape + "']");
        assertThat(board().getAttribute("data-shape")).isEqualTo(String.valueOf(shape));
        int turn = move.path("orientation").asInt();
        if ((board().getAttribute("data-turn").compareTo("4") >= 0) != (turn >= 4)) {
            click("#mirror");
        }
        for (int i = 0; i < 4 && !board().getAttribute("data-turn").equals(String.valueOf(turn)); i++) {
            click("#rotate");
        }
        assertThat(board().getAttribute("data-turn")).isEqualTo(String.valueOf(turn));
        // The page holds a shape by its first cell (top row, leftmost), which is the move's first cell.
        JsonNode first = move.path("cells").get(0);
        String before = boardContents();
        click("g.cell[data-row='" + first.get(0).asInt() + "'][data-col='" + first.get(1).asInt() + "'] rect");
        assertThat(driver.findElement(By.id("message")).getAttribute("class")).as(move + ": " + text("#message"))
                .isNotEqualTo("refused");
        String after = boardContents();
        int width = Integer.parseInt(board().getAttribute("data-width"));
        for (JsonNode cell : move.path("cells")) {
            int at = cell.get(0).asInt() * width + cell.get(1).asInt();
            assertThat(after.charAt(at)).as(move + " draws " + cell).isNotEqualTo(before.charAt(at));
        }
    }

    /** Every cell's content as the page shows it, row by row (one WebDriver call, not one per cell). */
    private static String boardContents() {
        return (String) js("return Array.from(document.querySelectorAll('g.cell'))"
                + ".map(function (g) { return g.getAttribute('data-content'); }).join('');");
    }

    private static String emptyBoard(Path day) throws IOException {
        StringBuilder cells = new StringBuilder();
        JSON.readTree(day.resolve("puzzle.json").toFile()).path("map").path("rows")
                .forEach(row -> cells.append(row.asText()));
        return cells.toString();
    }

    private static void click(String css) {
        driver.findElement(By.cssSelector(css)).click();
    }

    private static WebElement board() {
        return driver.findElement(By.id("board"));
    }

    private static WebElement game() {
        return driver.findElement(By.id("game"));
    }

    private static String text(String css) {
        WebElement element = driver.findElement(By.cssSelector(css));
        return element.getTagName().equals("textarea") ? element.getAttribute("value") : element.getText();
    }

    private static Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    private static void screenshot(String name) throws IOException {
        if (Boolean.getBoolean("cartolab.updateScreenshots")) {
            Path target = Path.of("..", "docs", "images", name);
            Files.createDirectories(target.getParent());
            Files.write(target, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
        }
    }

    /**
     * One random play through the page's engine, seeded by the argument: each card draws a random legal drawing
     * (random tries, then every choice in turn if none is found), then the page's export and total.
     */
    private static final String RANDOM_PLAY = """
            var seed = arguments[0] * 7919 + 17;
            function next(n) { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; }
            var puzzle = JSON.parse(cartolab.describe());
            for (var guard = 0; guard < 100; guard++) {
              var state = JSON.parse(cartolab.state());
              if (state.next < 0) break;
              var step = puzzle.steps[state.next];
              var shapes = state.singleCellOnly ? [-1] : step.shapes.map(function (s, i) { return i; });
              var done = false;
              for (var tries = 0; tries < 400 && !done; tries++) {
                var t = state.terrains[next(state.terrains.length)], s = shapes[next(shapes.length)];
                done = cartolab.play(t, s, next(8), next(puzzle.height), next(puzzle.width)) === "";
              }
              for (var ti = 0; ti < state.terrains.length && !done; ti++)
                for (var si = 0; si < shapes.length && !done; si++)
                  for (var u = 0; u < 8 && !done; u++)
                    for (var r = 0; r < puzzle.height && !done; r++)
                      for (var c = 0; c < puzzle.width && !done; c++)
                        done = cartolab.play(state.terrains[ti], shapes[si], u, r, c) === "";
              if (!done) throw new Error("no legal drawing found for step " + state.next);
            }
            var data = JSON.parse(document.getElementById("page-data").textContent);
            return { export: cartolab["export"](data.solutionSchema, data.puzzleId),
                     total: JSON.parse(cartolab.state()).total };
            """;

    private static String decode(String dataUri) {
        return URLDecoder.decode(dataUri.substring(dataUri.indexOf(',') + 1), StandardCharsets.UTF_8);
    }
}
