import java.util.ArrayList;
import java.util.List;

public class Inventory2 {

    private List<String> items = new ArrayList<>(); // expect: QUA-FIELD-COULD-BE-FINAL

    public void add(String item) {
        items.add(item);
    }

    public void removeBroken() {
        for (String item : items) {
            if (item.startsWith("broken")) {
                items.remove(item); // expect: QUA-MODIFY-WHILE-ITERATING
            }
        }
    }

    public void removeEmpty() {
        items.removeIf(String::isEmpty); // ok: QUA-MODIFY-WHILE-ITERATING
    }

    public List<String> findByPrefix(String prefix) {
        if (prefix == null) {
            return null; // expect: QUA-RETURN-NULL-COLLECTION
        }
        List<String> result = new ArrayList<>();
        for (String item : items) {
            if (item.startsWith(prefix)) {
                result.add(item); // ok: QUA-MODIFY-WHILE-ITERATING
            }
        }
        return result;
    }

    public int count() {
        return items.size();
    }
}
