import java.util.ArrayList;
import java.util.List;

public class Receipt {

    private final List<String> lines = new ArrayList<>();
    private long totalCents;

    public void addLine(String item, long cents) {
        lines.add(item + " " + cents);
        totalCents += cents;
    }

    public String render() {
        StringBuffer sb = new StringBuffer(); // expect: QUA-STRINGBUFFER
        for (String l : lines) {
            sb.append(l).append("\n");
        }
        sb.append("TOTAL " + totalCents); // expect: QUA-APPEND-CONCAT
        return sb.toString();
    }

    public long getTotalCents() {
        return totalCents;
    }
}
