import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class MoneyTest {

    @Test
    void scaleDoesNotMatterForCompareTo() {
        BigDecimal a = new BigDecimal("1.0");
        BigDecimal b = new BigDecimal("1.00");
        assertEquals(0, a.compareTo(b));
        assertNotEquals(a, b);
    }

    @Test
    void addIsImmutable() {
        BigDecimal a = new BigDecimal("2.50");
        BigDecimal sum = a.add(new BigDecimal("1.25"));
        assertEquals(new BigDecimal("3.75"), sum);
        assertEquals(new BigDecimal("2.50"), a);
    }
}
