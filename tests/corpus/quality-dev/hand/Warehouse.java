import java.util.HashMap;
import java.util.Map;

public class Warehouse {

    private final Map<String, Integer> stock = new HashMap<>();
    private final int capacity;

    public Warehouse(int capacity) {
        this.capacity = capacity;
    }

    public void store(String item, int qty) {
        int used = stock.values().stream().mapToInt(Integer::intValue).sum();
        if (used + qty > capacity) {
            throw new IllegalStateException("warehouse full");
        }
        stock.merge(item, qty, Integer::sum);
    }

    public int take(String item, int qty) {
        int have = stock.getOrDefault(item, 0);
        int taken = Math.min(have, qty);
        stock.put(item, have - taken);
        return taken;
    }

    public boolean isEmpty() {
        return stock.values().stream().allMatch(q -> q == 0);
    }

    public int capacityLeft(int capacity) { // expect: QUA-HIDDEN-FIELD
        int used = stock.values().stream().mapToInt(Integer::intValue).sum();
        return capacity - used;
    }
}
