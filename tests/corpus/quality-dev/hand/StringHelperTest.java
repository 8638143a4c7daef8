import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class StringHelperTest {

    @Test
    @DisplayName("reverse keeps length")
    void reverse() {
        String in = "abcdef";
        String out = new StringBuilder(in).reverse().toString();
        assertEquals(in.length(), out.length());
        assertEquals("fedcba", out);
    }

    @Test
    void palindromeIgnoresCase() {
        String s = "Level".toLowerCase();
        assertTrue(s.equals(new StringBuilder(s).reverse().toString())); // ok: DES-STRING-EQUALITY
    }

    @Test
    void emptyStringIsEmpty() {
        String s = "";
        assertTrue(s.isEmpty()); // ok: QUA-SIZE-ZERO
    }
}
