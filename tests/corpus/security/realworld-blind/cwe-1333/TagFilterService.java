// expect: none (CWE-1333 safe)
// note: user tags are matched with String.equalsIgnoreCase/contains and a constant Pattern; no user text is compiled as a regex
package com.photos.tags;

import java.util.List;
import java.util.regex.Pattern;

public class TagFilterService {
    private static final Pattern TAG = Pattern.compile("^[a-z0-9-]{1,32}$");

    public List<String> filter(List<String> tags, String wanted) {
        String needle = wanted.toLowerCase();
        return tags.stream()
                .filter(t -> TAG.matcher(t).matches())
                .filter(t -> t.equalsIgnoreCase(needle) || t.contains(needle))
                .toList();
    }
}
