package org.cartolab.cli;

import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * {@code carto balance} in carto's own list of commands. The balance lab runs Apache Spark, which this jar leaves
 * off its class path so that every other command starts quickly: the {@code carto} launcher runs it from the
 * balance module's jar instead, and this command only says so when carto.jar is run by hand.
 */
@Command(name = "balance", mixinStandardHelpOptions = true, description = {
        "Play many seeded games on Apache Spark and measure every scoring card against its printed solo value "
                + "(report.html, report.json, cards.csv).",
        "Runs in a JVM of its own: the carto launcher starts it (see 'carto balance --help' there, and the README)."},
        footer = {"", "Examples:", "  carto balance --game cartographers --games 10000",
                "  carto balance --card my-wood.carto --replace sentinel-wood --policy random"})
final class BalanceCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Unmatched
    private List<String> arguments;

    @Override
    public Integer call() {
        throw UserError.usage("carto balance runs Apache Spark in a JVM of its own: run it with the carto launcher "
                + "(./carto balance ...), which starts balance/target/carto-balance.jar.");
    }
}
