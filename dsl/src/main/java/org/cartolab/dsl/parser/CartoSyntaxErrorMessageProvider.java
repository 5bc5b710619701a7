package org.cartolab.dsl.parser;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.xtext.nodemodel.SyntaxErrorMessage;
import org.eclipse.xtext.parser.antlr.SyntaxErrorMessageProvider;

/** ANTLR's syntax errors in the words of a .carto author: "Expected a number but found 'terrains'." */
public class CartoSyntaxErrorMessageProvider extends SyntaxErrorMessageProvider {

    private static final Map<String, String> TOKENS = new LinkedHashMap<>();

    static {
        TOKENS.put("RULE_INT", "a number");
        TOKENS.put("RULE_ID", "a name");
        TOKENS.put("RULE_STRING", "a quoted string");
        TOKENS.put("RULE_COLOUR", "a colour such as #3f7f3a");
        TOKENS.put("EOF", "the end of the file");
        TOKENS.put("'<EOF>'", "the end of the file");
    }

    private static final Pattern MISMATCHED = Pattern.compile("mismatched input (.+) expecting (.+)");
    private static final Pattern EXTRANEOUS = Pattern.compile("extraneous input (.+) expecting (.+)");
    private static final Pattern MISSING = Pattern.compile("missing (.+) at (.+)");
    private static final Pattern NO_VIABLE = Pattern.compile("no viable alternative at input (.+)");

    @Override
    public SyntaxErrorMessage getSyntaxErrorMessage(IParserErrorContext context) {
        SyntaxErrorMessage original = super.getSyntaxErrorMessage(context);
        return new SyntaxErrorMessage(rephrase(original.getMessage()), original.getIssueCode(),
                original.getIssueData());
    }

    static String rephrase(String message) {
        Matcher m;
        if ((m = MISMATCHED.matcher(message)).matches() || (m = EXTRANEOUS.matcher(message)).matches()) {
            return "Expected " + words(m.group(2)) + " but found " + words(m.group(1)) + ".";
        }
        if ((m = MISSING.matcher(message)).matches()) {
            return "Missing " + words(m.group(1)) + " before " + words(m.group(2)) + ".";
        }
        if ((m = NO_VIABLE.matcher(message)).matches()) {
            return "Unexpected " + words(m.group(1)) + " here. Check the word before it, and that strings and "
                    + "braces are closed.";
        }
        return words(message);
    }

    private static String words(String text) {
        String result = text;
        for (Map.Entry<String, String> token : TOKENS.entrySet()) {
            result = result.replace(token.getKey(), token.getValue());
        }
        return result;
    }
}
