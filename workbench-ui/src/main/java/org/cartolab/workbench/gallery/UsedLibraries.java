package org.cartolab.workbench.gallery;

import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.cartolab.library.CardLibrary;

/** What the shipped libraries named by a file's {@code uses} lines define: left out of that file's gallery. */
public final class UsedLibraries {

    private static final Pattern USES = Pattern.compile("(?m)^\\s*uses\\s+([a-z0-9-]+)");
    private static final Map<String, Set<String>> IDS = new ConcurrentHashMap<>();

    private UsedLibraries() {
    }

    /** The ids defined by the libraries the text uses (loads each library once). */
    public static Set<String> ids(String text) {
        Set<String> ids = new LinkedHashSet<>();
        Matcher matcher = USES.matcher(text);
        while (matcher.find()) {
            String name = matcher.group(1);
            if (CardLibrary.NAMES.contains(name)) {
                ids.addAll(IDS.computeIfAbsent(name, n -> Gallery.ids(CardLibrary.load(n))));
            }
        }
        return ids;
    }
}
