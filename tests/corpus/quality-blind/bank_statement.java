package exercises.naming;

import java.util.ArrayList;
import java.util.List;

class bank_statement { // expect: QUA-CLASS-NAMING
    static final int maxLines = 100; // expect: QUA-CONSTANT-NAMING
    static final String HEADER = "Date;Text;Amount"; // ok: QUA-CONSTANT-NAMING

    private final List<String> lines = new ArrayList<>();

    void Add_Line(String line) { // expect: QUA-METHOD-NAMING
        if (lines.size() < maxLines) {
            lines.add(line);
        }
    }

    int totalCents() {
        int Total_Cents = 0; // expect: QUA-VARIABLE-NAMING
        for (String line : lines) {
            String[] parts = line.split(";");
            Total_Cents += Integer.parseInt(parts[2]);
        }
        return Total_Cents;
    }

    String render() {
        StringBuilder sb = new StringBuilder(HEADER).append('\n');
        for (String line : lines) {
            sb.append(line).append('\n');
        }
        return sb.toString();
    }

    String toCsvURL() { // ok: QUA-METHOD-NAMING
        return "data:text/csv," + render().replace('\n', '|');
    }
}
