package org.cartolab.publish;

/**
 * A puzzle's difficulty and the measured numbers it was derived from. Only quantities that are the same on every
 * run belong here (solver nodes, not seconds): the published files must be byte-identical for the same date.
 *
 * @param level            {@code Easy}, {@code Medium}, {@code Hard} or {@code Expert}
 * @param greedyScore      the score of greedy play (best immediate gain, card by card)
 * @param optimalSolutions the number of distinct optimal move sequences
 * @param solverNodes      the search nodes the single-threaded proof of the optimum took
 */
public record Grade(String level, int greedyScore, long optimalSolutions, long solverNodes) {
}
