import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class CartTest {

    static class SimpleCart {
        private final Map<String, Integer> lines = new HashMap<>();

        void add(String sku, int qty) {
            if (qty <= 0) {
                throw new IllegalArgumentException("qty");
            }
            lines.merge(sku, qty, Integer::sum);
        }

        int quantity(String sku) {
            return lines.getOrDefault(sku, 0);
        }
    }

    @Nested
    class Adding {
        @Test
        void addsUp() {
            SimpleCart c = new SimpleCart();
            c.add("x", 1);
            c.add("x", 2);
            assertEquals(3, c.quantity("x"));
        }

        @Test
        void rejectsZero() {
            assertThrows(IllegalArgumentException.class, () -> new SimpleCart().add("x", 0));
        }
    }
}
