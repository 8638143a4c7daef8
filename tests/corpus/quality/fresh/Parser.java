import java.io.*;
import java.util.*;

public class Parser {
    public static final String SEPARATOR = ";";
    public static int lineCount = 0; // expect: QUA-PUBLIC-STATIC-MUTABLE

    public List<String[]> parse(String file) throws IOException {
        List<String[]> rows = new ArrayList<>();
        FileReader fr = new FileReader(file);
        BufferedReader br = new BufferedReader(fr);
        try { // expect: QUA-TRY-WITH-RESOURCES
            String line;
            while ((line = br.readLine()) != null) {
                line.trim(); // expect: QUA-IGNORED-RESULT
                if (line.length() == 0) continue; // expect: QUA-SIZE-ZERO
                rows.add(line.split(SEPARATOR));
                lineCount++; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
            }
        } finally {
            br.close();
        }
        return rows;
    }

    public int toInt(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a number: " + s); // expect: QUA-LOST-STACK-TRACE
        }
    }

    public Integer safeInt(String s) {
        try {
            return Integer.valueOf(s);
        } catch (NullPointerException npe) { // expect: QUA-CATCH-NPE
            return new Integer(0); // expect: QUA-WRAPPER-CONSTRUCTOR
        }
    }

    public boolean isHeader(String[] row) {
        return row != null && row.length > 0 && row[0].startsWith("#");
    }

    public String join(String[] row) {
        StringBuffer sb = new StringBuffer(); // expect: QUA-STRINGBUFFER
        for (String cell : row) {
            sb.append(cell + SEPARATOR); // expect: QUA-APPEND-CONCAT
        }
        return sb.toString();
    }
}
