import java.util.ArrayList;
import java.util.List;
import java.util.Map; // expect: QUA-UNUSED-IMPORT
import java.util.Objects; // ok: QUA-UNUSED-IMPORT

public class Inventory {
    private int lastAudit; // expect: QUA-UNUSED-PRIVATE-FIELD
    private final List<String> items = new ArrayList<>(); // ok: QUA-UNUSED-PRIVATE-FIELD
    private static final long serialVersionUID = 1L; // ok: QUA-UNUSED-PRIVATE-FIELD
    private final String owner;

    public Inventory(String owner) {
        this.owner = Objects.requireNonNull(owner);
    }

    public void add(String item) {
        int before = items.size(); // expect: QUA-UNUSED-LOCAL
        items.add(normalize(item));
    }

    public int count(String prefix) {
        int total = 0; // ok: QUA-UNUSED-LOCAL
        for (String item : items) { // ok: QUA-UNUSED-LOCAL
            if (item.startsWith(prefix)) {
                total++;
            }
        }
        return total;
    }

    public String describe() {
        String label; // expect: QUA-UNUSED-LOCAL
        label = owner + ": " + items.size();
        return owner;
    }

    private String normalize(String s) { // ok: QUA-UNUSED-PRIVATE-METHOD
        return s.trim().toLowerCase();
    }

    private String legacyFormat(String s, int width) { // expect: QUA-UNUSED-PRIVATE-METHOD
        return String.format("%" + width + "s", s);
    }

    private int weight(String item, int factor) { // expect: QUA-UNUSED-PARAMETER
        return item.length() * 2;
    }

    private int score(String item, int bonus) { // ok: QUA-UNUSED-PARAMETER
        return item.length() + bonus;
    }

    public int heaviest() {
        int best = 0;
        for (String item : items) {
            best = Math.max(best, weight(item, 3) + score(item, 1));
        }
        return best;
    }
}
