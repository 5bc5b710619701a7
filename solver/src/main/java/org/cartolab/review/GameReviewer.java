package org.cartolab.review;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Puzzle;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonCard;
import org.cartolab.rules.Decision;
import org.cartolab.rules.GameLog;
import org.cartolab.rules.GameRecord;
import org.cartolab.rules.GameReplay;
import org.cartolab.rules.LogEvent;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.scoring.CardScore;
import org.cartolab.solve.ParallelBranchAndBound;
import org.cartolab.solve.PlayedStep;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.Solution;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Step;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.WindowsFirst;
import org.cartolab.solve.Workers;
import org.cartolab.solve.bound.BudgetBound;
import org.cartolab.solve.bound.CaseLadder;
import org.cartolab.solve.bound.ReportEffort;

/**
 * Reviews a logged solo game season by season. Each season is posed as a puzzle: its revealed cards in order and
 * its two scoring cards, from the map the player had when the season's first drawing came. The search (windows
 * from the greedy play for a good play early, then the branch-and-bound, {@link WindowsFirst}) gives the
 * best season those cards allowed; the same search from the position after each of the player's drawings gives
 * what was still reachable then, so each drawing's cost is the drop it caused. Every position is searched within
 * the same time limit; what is not proven in time is reported with its bound.
 *
 * <p>A hero (Heroes) is kept where the player drew it: puzzles do not deal hero cards, so the best season is the
 * best with that hero. A season whose position a puzzle cannot carry (a hero's attack range over a monster drawn
 * later, an ambush's lasting effect) is reported as not reviewed, with the reason: the player's own drawings,
 * replayed as the puzzle, must score exactly what the log says, or the season is not compared at all.
 */
public final class GameReviewer {

    /**
     * A position's stopped search may spend as much again as its own work on its root's reported bound, so a review
     * takes at most about twice its time per position: worked out whole, the reports of line cards took ten times
     * it (a 200 ms review of a game with The Broken Road: 2.7 s a position).
     */
    static final double STOP_REPORT = 1.0;

    /**
     * The share (in percent) of a season's time its branch-and-bound gets after the windows when the season splits
     * into terrain cases; the rest goes to lowering its bound by cases ({@link CaseLadder}). The windows keep their
     * half (a season of too few steps for windows gives that half to its proof). After the windows the
     * branch-and-bound seldom does more than a few seconds' work, where the cases' searches need most of the time:
     * BENCHMARKS "Seasons closed by terrain cases (caseladder)".
     */
    static final int PROOF_SHARE_PERCENT = 5;

    private final Game game;
    private final Duration perPosition;
    private final int threads;
    private final boolean startsOnly;

    /**
     * @param perPosition the time limit of each position's search
     * @param threads     the branch-and-bound's threads (the result does not depend on them when proven)
     */
    public GameReviewer(Game game, Duration perPosition, int threads) {
        this(game, perPosition, threads, false);
    }

    /**
     * A reviewer that searches only each season's start, not the positions after the drawings: the best season
     * and its bound, without the drawings' costs (whole-season benchmarks).
     */
    public static GameReviewer seasonStartsOnly(Game game, Duration perPosition, int threads) {
        return new GameReviewer(game, perPosition, threads, true);
    }

    private GameReviewer(Game game, Duration perPosition, int threads, boolean startsOnly) {
        this.startsOnly = startsOnly;
        this.game = Objects.requireNonNull(game, "game");
        this.perPosition = Objects.requireNonNull(perPosition, "perPosition");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be 1 or more, not " + threads);
        }
        this.threads = threads;
    }

    /** A drawing of the log as it was made: the kind of choice, the map before it, the move. */
    private record Choice(int number, Decision.Kind kind, String card, MapState before, Decision decision, Move move) {
    }

    /** What the log says of one season: the cards revealed in order, the drawings' numbers, the logged total. */
    private record SeasonLog(String seasonId, List<String> reveals, List<Integer> moves, int total) {
    }

    /**
     * Reviews a solo game's log (it must replay exactly).
     *
     * @throws IllegalArgumentException if the log is of a game with more than one player
     * @throws org.cartolab.rules.ReplayException if the log does not replay
     */
    public GameReview review(GameLog log) {
        return review(log, s -> true);
    }

    /** The same for one season only (from 0): the others are replayed, not searched. */
    public SeasonReview reviewSeason(GameLog log, int season) {
        GameReview review = review(log, s -> s == season);
        if (season < 0 || season >= review.seasons().size()) {
            throw new IllegalArgumentException("the game has " + review.seasons().size() + " seasons, not "
                    + (season + 1));
        }
        return review.seasons().get(season);
    }

    private GameReview review(GameLog log, java.util.function.IntPredicate searched) {
        if (log.policies().size() != 1) {
            throw new IllegalArgumentException("a review is of a solo game; this log has " + log.policies().size()
                    + " players");
        }
        Map<Integer, Choice> choices = new HashMap<>();
        GameRecord record = GameReplay.replay(game, log, (number, decision, move) -> choices.put(number,
                new Choice(number, decision.kind(), decision.card(), decision.map().copy(), decision, move)));
        List<SeasonLog> seasons = seasons(log);
        List<SeasonReview> reviews = new ArrayList<>();
        for (int s = 0; s < seasons.size(); s++) {
            List<String> scoring = record.sheets().get(s).score().cards().stream().map(CardScore::id).toList();
            if (searched.test(s)) {
                reviews.add(season(log, s, seasons.get(s), scoring, choices));
            } else {
                SeasonCard card = seasonCard(seasons.get(s));
                reviews.add(SeasonReview.notReviewed(s, card.id(), card.name(), scoring, seasons.get(s).total(),
                        "not asked for"));
            }
        }
        return new GameReview(record, reviews);
    }

    private SeasonCard seasonCard(SeasonLog season) {
        return game.seasons().stream().filter(c -> c.id().equals(season.seasonId())).findFirst().orElseThrow();
    }

    private static List<SeasonLog> seasons(GameLog log) {
        List<SeasonLog> seasons = new ArrayList<>();
        List<String> reveals = new ArrayList<>();
        List<Integer> moves = new ArrayList<>();
        for (LogEvent event : log.events()) {
            if (event.reveal() != null) {
                reveals.add(event.reveal());
            } else if (event.move() != null) {
                moves.add(event.move());
            } else if (event.season() != null) {
                seasons.add(new SeasonLog(event.season(), List.copyOf(reveals), List.copyOf(moves), event.total()));
                reveals.clear();
                moves.clear();
            }
        }
        return seasons;
    }

    private SeasonReview season(GameLog log, int s, SeasonLog season, List<String> scoringIds,
                                Map<Integer, Choice> choices) {
        SeasonCard card = seasonCard(season);
        List<Choice> drawings = new ArrayList<>();
        List<Choice> heroes = new ArrayList<>();
        for (int number : season.moves()) {
            Choice choice = choices.get(number);
            switch (choice.kind()) {
                case EXPLORE -> drawings.add(choice);
                case HERO -> heroes.add(choice);
                default -> {
                    return SeasonReview.notReviewed(s, card.id(), card.name(), scoringIds, season.total(),
                            "move " + number + " is a choice an ambush's lasting effect asked for ("
                                    + choice.card() + "), which puzzles do not play");
                }
            }
        }
        for (String id : season.reveals()) {
            Optional<AmbushCard> ambush = ambush(id);
            if (ambush.isPresent() && !ambush.get().effects().isEmpty()) {
                return SeasonReview.notReviewed(s, card.id(), card.name(), scoringIds, season.total(),
                        "the ambush '" + id + "' has lasting effects, which puzzles do not play yet");
            }
        }
        if (drawings.isEmpty()) {
            return SeasonReview.notReviewed(s, card.id(), card.name(), scoringIds, season.total(),
                    "the player drew nothing this season");
        }
        List<ScoringCard> scoring = scoringIds.stream().map(id -> game.scoringCard(id).orElseThrow()).toList();
        int[] revealOf = revealIndices(season, drawings);
        MapState start = drawings.get(0).before().copy();
        for (Choice hero : heroes) {
            if (hero.number() > drawings.get(0).number()) {
                hero.decision().applyTo(start, hero.move());
            }
        }
        PuzzleSetup first;
        try {
            first = setup(log, s, 0, start, cardsFrom(season, revealOf[0]), scoring);
        } catch (PuzzleException e) {
            return SeasonReview.notReviewed(s, card.id(), card.name(), scoringIds, season.total(),
                    e.getMessage().replaceFirst("\\.$", ""));
        }
        List<Move> line = line(first, drawings.stream().map(Choice::move).toList());
        Solution played = Solution.of(first, line);
        if (played.score() != season.total()) {
            return SeasonReview.notReviewed(s, card.id(), card.name(), scoringIds, season.total(),
                    "posed as a puzzle, the player's own drawings score " + played.score() + ", not the logged "
                            + season.total() + ": the position carries what puzzles do not (a hero's attack range "
                            + "over a monster drawn later, or an ambush's lasting effect)");
        }
        if (startsOnly) {
            return judgeStart(s, card, scoringIds, season.total(), first, played);
        }
        // Every later position is the player's line on the first puzzle, so all of them are the same model.
        List<PuzzleSetup> setups = new ArrayList<>();
        setups.add(first);
        MapState map = first.startMap();
        int j = 0;
        for (Step step : first.steps()) {
            if (!step.isAmbush() && j < drawings.size()) {
                if (j > 0) {
                    try {
                        setups.add(setup(log, s, j, map, cardsFrom(season, revealOf[j]), scoring));
                    } catch (PuzzleException e) {
                        throw new IllegalStateException("a position of the player's own line is no puzzle", e);
                    }
                }
                j++;
            }
            if (line.get(step.index()) != null) {
                first.apply(map, step, line.get(step.index()));
            }
        }
        return judge(s, card, scoringIds, season.total(), drawings, setups, played);
    }

    private PuzzleSetup setup(GameLog log, int s, int j, MapState start, List<PlayableCard> cards,
                              List<ScoringCard> scoring) throws PuzzleException {
        Puzzle puzzle = new Puzzle("review-" + (s + 1) + "-" + (j + 1), "", game.id(), log.map(),
                start.board().toRows(), start.coinsBesidesMountains(), cards, scoring, List.of());
        return PuzzleSetup.of(puzzle, game);
    }

    /** Searches the season's start only; the player's own season is the best known when the search finds less. */
    private SeasonReview judgeStart(int s, SeasonCard card, List<String> scoringIds, int total, PuzzleSetup first,
                                    Solution played) {
        long start = System.nanoTime();
        Outlook outlook;
        Optional<Solution> found;
        if (CaseLadder.splits(first) && WindowsFirst.hasWindows(first)) {
            CaseSearch search = byCases(first, total, start);
            outlook = search.outlook();
            found = search.best();
        } else {
            boolean cases = CaseLadder.splits(first);
            SolveResult result = cases ? search(first, proofShare()) : search(first);
            found = result.best();
            outlook = outlook(result, total);
            if (cases && !outlook.proven()) {
                CaseLadder.Result lower = CaseLadder.lower(first, GameReviewer::bound, outlook.best(), outlook.bound(),
                        perPosition.minusNanos(System.nanoTime() - start), threads);
                found = better(found, lower.play());
                outlook = lowered(outlook, lower, found);
            }
        }
        Solution best = found.filter(play -> play.score() >= total).orElse(played);
        Verifier.verify(first, best);
        return new SeasonReview(s, card.id(), card.name(), scoringIds, total, Optional.empty(), Optional.of(first),
                Optional.of(played), Optional.of(best), Optional.of(outlook), List.of());
    }

    /** A season's best play and outlook after its search by terrain cases. */
    private record CaseSearch(Optional<Solution> best, Outlook outlook) {
    }

    /**
     * A season that splits into terrain cases: the cases' reports on a thread of their own beside the windows
     * (they need no play, and the windows leave a core idle once their first passes are done: seed 7 of `bench
     * season`, BENCHMARKS "Seasons, fourteenth session"); then the branch-and-bound for its share of the time unless
     * the ladder's first rung searches the puzzle itself ({@link CaseLadder#searchesWhole}), which proves that rung
     * sooner than a stopped search would; then the ladder for the rest of the time.
     */
    private CaseSearch byCases(PuzzleSetup first, int total, long start) {
        // The reports may run past the time by as much again, as a stopped search's report may (STOP_REPORT).
        long reportsBy = start + 2 * perPosition.toNanos();
        ExecutorService beside = Workers.pool(1, "cartolab-case-reports");
        try {
            Future<Optional<int[]>> reports = beside.submit(() -> CaseLadder.reports(first, GameReviewer::bound, 1,
                    () -> System.nanoTime() > reportsBy));
            Solution windows = WindowsFirst.windowsPlay(first, GameReviewer::bound, threads,
                    SearchControl.within(perPosition.dividedBy(2)));
            Optional<int[]> known = Workers.await(reports, "the cases' reports");
            int best = Math.max(windows.score(), total);
            SolveResult result = known.isPresent() && CaseLadder.searchesWhole(known.get(), best) ? null
                    : new ParallelBranchAndBound(first, GameReviewer::bound, threads).solve(SearchControl.within(
                    min(proofShare(), perPosition.minusNanos(System.nanoTime() - start))), windows);
            Optional<Solution> found = result == null ? Optional.of(windows) : result.best();
            Outlook outlook = result == null
                    ? new Outlook(best, Math.max(Arrays.stream(known.get()).max().orElseThrow(), best), false)
                    : outlook(result, total);
            if (outlook.proven() || known.isEmpty()) {
                return new CaseSearch(found, outlook);
            }
            long deadline = start + perPosition.toNanos();
            CaseLadder.Result lower = CaseLadder.lower(first, GameReviewer::bound, outlook.best(), outlook.bound(),
                    known.get(), threads, () -> System.nanoTime() > deadline);
            found = better(found, lower.play());
            return new CaseSearch(found, lowered(outlook, lower, found));
        } finally {
            beside.shutdownNow();
        }
    }

    /** The branch-and-bound's time before the ladder. */
    private Duration proofShare() {
        return perPosition.multipliedBy(PROOF_SHARE_PERCENT).dividedBy(100);
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    /** {@code other} if it scores more than {@code found}. */
    private static Optional<Solution> better(Optional<Solution> found, Optional<Solution> other) {
        return other.isPresent() && (found.isEmpty() || other.get().score() > found.get().score()) ? other : found;
    }

    /** {@code outlook} with the ladder's bound, never below the best play found. */
    private static Outlook lowered(Outlook outlook, CaseLadder.Result lower, Optional<Solution> found) {
        int best = Math.max(outlook.best(), found.map(Solution::score).orElse(Integer.MIN_VALUE));
        int bound = Math.max(Math.min(lower.bound(), outlook.bound()), best);
        return new Outlook(best, bound, bound == best);
    }

    /** What a position can reach: the search's best, or a line known to score {@code known} when that is more. */
    private static Outlook outlook(SolveResult result, int known) {
        int best = Math.max(result.best().map(Solution::score).orElse(Integer.MIN_VALUE), known);
        return new Outlook(best, Math.max(result.bound(), best), result.proven() || result.bound() <= best);
    }

    private SolveResult search(PuzzleSetup setup) {
        return WindowsFirst.solve(setup, GameReviewer::bound, threads,
                SearchControl.within(perPosition).withStopReport(STOP_REPORT));
    }

    /**
     * The position's search within its time, its proof given at most {@code proofFor} after the windows and no stop
     * report: the cases' ladder that follows works out each case's report, and their largest is the case part of
     * the puzzle's own (BENCHMARKS "A season's schedule (schedule)": seed 7 saves ~5 s of one thread).
     */
    private SolveResult search(PuzzleSetup setup, Duration proofFor) {
        return WindowsFirst.solve(setup, GameReviewer::bound, threads, SearchControl.within(perPosition), proofFor);
    }

    private static BudgetBound bound(PuzzleSetup setup) {
        return new BudgetBound(setup, ReportEffort.REVIEW_POSITION);
    }

    /** Searches every position of the season, last first, and puts the outlooks together. */
    private SeasonReview judge(int s, SeasonCard card, List<String> scoringIds, int total, List<Choice> drawings,
                               List<PuzzleSetup> setups, Solution played) {
        int m = drawings.size();
        Outlook[] outlooks = new Outlook[m + 1];
        // The player's drawing j, then the best line from j + 1: what position j can reach for certain.
        List<List<Move>> lines = new ArrayList<>(java.util.Collections.nCopies(m + 1, (List<Move>) null));
        outlooks[m] = Outlook.exactly(total);
        lines.set(m, List.of());
        for (int j = m - 1; j >= 0; j--) {
            SolveResult result = search(setups.get(j));
            int found = result.best().map(Solution::score).orElse(Integer.MIN_VALUE);
            Outlook next = outlooks[j + 1];
            if (found >= next.best()) {
                lines.set(j, drawn(result.best().orElseThrow()));
            } else {
                List<Move> line = new ArrayList<>();
                line.add(drawings.get(j).move());
                line.addAll(lines.get(j + 1));
                lines.set(j, line);
            }
            outlooks[j] = outlook(result, next.best());
        }
        // Nothing after a drawing can beat what was reachable before it.
        for (int j = 1; j <= m; j++) {
            Outlook o = outlooks[j];
            int bound = Math.min(o.bound(), outlooks[j - 1].bound());
            outlooks[j] = new Outlook(o.best(), bound, o.proven() || bound == o.best());
        }
        PuzzleSetup first = setups.get(0);
        Solution best = Solution.of(first, line(first, lines.get(0)));
        Verifier.verify(first, best);
        if (best.score() != outlooks[0].best()) {
            throw new IllegalStateException("the best line of season " + (s + 1) + " scores " + best.score()
                    + ", not " + outlooks[0].best());
        }
        List<MoveReview> moves = new ArrayList<>();
        for (int j = 0; j < m; j++) {
            Choice drawing = drawings.get(j);
            moves.add(new MoveReview(drawing.number(), drawing.card(), drawing.move(), outlooks[j], outlooks[j + 1]));
        }
        return new SeasonReview(s, card.id(), card.name(), scoringIds, total, Optional.empty(), Optional.of(first),
                Optional.of(played), Optional.of(best), Optional.of(outlooks[0]), moves);
    }

    /** The explore drawings of a solution, in order (its ambush steps are the rules' own). */
    private static List<Move> drawn(Solution solution) {
        return solution.steps().stream().filter(step -> !step.step().isAmbush()).map(PlayedStep::move)
                .filter(Objects::nonNull).toList();
    }

    /**
     * The moves of a whole play of {@code setup}: its explore steps take {@code drawings} in order (moves found on
     * another setup of the same cards, matched by what they draw), its ambush steps the rules' own placement.
     */
    private static List<Move> line(PuzzleSetup setup, List<Move> drawings) {
        MapState map = setup.startMap();
        Move[] moves = new Move[setup.steps().size()];
        int next = 0;
        for (Step step : setup.steps()) {
            List<Move> legal = setup.legal(map, step);
            Move move;
            if (step.isAmbush()) {
                move = legal.isEmpty() ? null : legal.get(0);
            } else {
                Move wanted = next < drawings.size() ? drawings.get(next++) : null;
                move = wanted == null ? null : legal.stream().filter(candidate -> sameDrawing(candidate, wanted))
                        .findFirst().orElseThrow(() -> new IllegalStateException("the drawing "
                                + wanted.describe() + " is not legal at step " + (step.index() + 1)));
            }
            moves[step.index()] = move;
            if (move != null) {
                setup.apply(map, step, move);
            }
        }
        return Arrays.asList(moves);
    }

    private static boolean sameDrawing(Move a, Move b) {
        return a.shape() == b.shape() && a.placement().orientation().index() == b.placement().orientation().index()
                && a.placement().row() == b.placement().row() && a.placement().col() == b.placement().col()
                && Objects.equals(a.terrain() == null ? null : a.terrain().id(),
                b.terrain() == null ? null : b.terrain().id());
    }

    /** For each drawing, the index of its card among the season's reveals. */
    private static int[] revealIndices(SeasonLog season, List<Choice> drawings) {
        int[] indices = new int[drawings.size()];
        int from = 0;
        for (int j = 0; j < drawings.size(); j++) {
            String cardId = drawings.get(j).card();
            int q = from;
            while (!season.reveals().get(q).equals(cardId)) {
                q++;
            }
            indices[j] = q;
            from = q + 1;
        }
        return indices;
    }

    /**
     * The season's cards from reveal {@code p} on, as a puzzle deals them: a ruins card still pending (revealed
     * before {@code p} with only ambushes or heroes between) comes first; heroes are left out (kept where drawn).
     */
    private List<PlayableCard> cardsFrom(SeasonLog season, int p) {
        List<PlayableCard> cards = new ArrayList<>();
        for (int q = p - 1; q >= 0; q--) {
            Optional<ExploreCard> explore = explore(season.reveals().get(q));
            if (explore.isPresent()) {
                if (explore.get().kind() == ExploreKind.RUINS) {
                    cards.add(explore.get());
                }
                break;
            }
        }
        for (String id : season.reveals().subList(p, season.reveals().size())) {
            Optional<ExploreCard> explore = explore(id);
            if (explore.isPresent()) {
                cards.add(explore.get());
            } else {
                ambush(id).ifPresent(cards::add);
            }
        }
        return cards;
    }

    private Optional<ExploreCard> explore(String id) {
        return game.explore().stream().filter(card -> card.id().equals(id)).findFirst();
    }

    private Optional<AmbushCard> ambush(String id) {
        return game.ambushes().stream().filter(card -> card.id().equals(id)).findFirst();
    }
}
