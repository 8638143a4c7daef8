import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class InventoryServiceTest {

    static class InventoryService {
        private final Map<String, Integer> stock = new HashMap<>();

        void receive(String sku, int qty) {
            stock.merge(sku, qty, Integer::sum);
        }

        boolean reserve(String sku, int qty) {
            int have = stock.getOrDefault(sku, 0);
            if (have < qty) {
                return false;
            }
            stock.put(sku, have - qty);
            return true;
        }

        int available(String sku) {
            return stock.getOrDefault(sku, 0);
        }
    }

    @Test
    void reserveReducesStock() {
        InventoryService s = new InventoryService();
        s.receive("A", 5);
        s.reserve("A", 3);
        assertEquals(2, s.available("A"));
    }

    @Test
    void cannotReserveMoreThanStock() {
        InventoryService s = new InventoryService();
        s.receive("A", 1);
        assertFalse(s.reserve("A", 2));
        assertEquals(1, s.available("A"));
    }

    @Test
    void unknownSkuHasNoStock() {
        assertEquals(0, new InventoryService().available("nope"));
    }
}
