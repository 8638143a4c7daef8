package billing.numbers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.time.LocalDate;

import org.junit.jupiter.api.Test;

class InvoiceNumberGeneratorTest {

    @Test
    void numbersAreSequentialWithinAYear() {
        InvoiceNumberGenerator generator = new InvoiceNumberGenerator("INV");
        String first = generator.next(LocalDate.of(2024, 3, 1));
        String second = generator.next(LocalDate.of(2024, 3, 2));
        assertEquals("INV-2024-000001", first);
        assertEquals("INV-2024-000002", second);
    }

    @Test
    void prefixIsPartOfTheNumber() {
        String a = new InvoiceNumberGenerator("A").next(LocalDate.of(2024, 1, 1));
        String b = new InvoiceNumberGenerator("B").next(LocalDate.of(2024, 1, 1));
        assertNotEquals(a, b);
    }
}
