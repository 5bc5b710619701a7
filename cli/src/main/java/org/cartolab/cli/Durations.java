package org.cartolab.cli;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads a time limit: {@code 500ms}, {@code 60s}, {@code 2m} or an ISO-8601 duration ({@code PT90S}). */
final class Durations implements ITypeConverter<Duration> {

    private static final Pattern SIMPLE = Pattern.compile("(\\d+)(ms|s|m|h)");

    @Override
    public Duration convert(String value) {
        Matcher matcher = SIMPLE.matcher(value.trim());
        if (matcher.matches()) {
            long amount = Long.parseLong(matcher.group(1));
            return switch (matcher.group(2)) {
                case "ms" -> Duration.ofMillis(amount);
                case "s" -> Duration.ofSeconds(amount);
                case "m" -> Duration.ofMinutes(amount);
                default -> Duration.ofHours(amount);
            };
        }
        try {
            return Duration.parse(value.trim());
        } catch (RuntimeException e) {
            throw new TypeConversionException("'" + value + "' is not a time limit; write e.g. 60s, 500ms or 2m");
        }
    }

    /** A time limit as a user writes it: {@code 500ms}, {@code 5s}. */
    static String format(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }
}
