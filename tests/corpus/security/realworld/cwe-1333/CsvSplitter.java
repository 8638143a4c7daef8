// expect: CWE-1333 @ 14
// note: public utility splits lines by a caller-supplied delimiter regex (String.split(delimiterRegex))
package com.dataworks.csv;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

public final class CsvSplitter {

    private CsvSplitter() {}

    public static List<String> split(String line, String delimiter) {
        return Arrays.asList(line.split(delimiter, -1));
    }
}
