package importer.csv;

import java.util.ArrayList;
import java.util.List;

public class CsvLineParser {
    private final char separator;

    public CsvLineParser(char separator) {
        this.separator = separator;
    }

    public List<String> parse(String line) {
        line.trim(); // expect: QUA-IGNORED-RESULT
        List<String> fields = new ArrayList<>();
        StringBuilder current = new StringBuilder(); // ok: QUA-STRINGBUFFER
        boolean quoted = false;
        for (char c : line.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            } else if (c == separator && !quoted) {
                fields.add(current.toString());
                current.setLength(0);
            } else {
                current.append(c); // ok: QUA-STRING-CONCAT-IN-LOOP
            }
        }
        fields.add(current.toString());
        return fields;
    }

    public boolean isComment(String line) {
        if (!line.isEmpty()) { // expect: QUA-COLLAPSIBLE-IF
            if (line.charAt(0) == '#') {
                return true;
            }
        }
        return false;
    }

    public boolean isHeader(String line, String firstColumn) {
        if (line.startsWith(firstColumn)) { // ok: QUA-COLLAPSIBLE-IF
            if (line.length() > firstColumn.length()) {
                return line.charAt(firstColumn.length()) == separator;
            }
            return true;
        }
        return false;
    }
}
