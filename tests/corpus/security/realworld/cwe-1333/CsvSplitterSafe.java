// expect: none (CWE-1333 safe)
// note: public utility quotes the caller's delimiter with Pattern.quote before split
package com.dataworks.csv;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

public final class CsvSplitterSafe {

    private CsvSplitterSafe() {}

    public static List<String> split(String line, String delimiter) {
        return Arrays.asList(line.split(Pattern.quote(delimiter), -1));
    }
}
