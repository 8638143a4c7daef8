import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Disabled; // expect: QUA-UNUSED-IMPORT
import org.junit.jupiter.api.Test;

class ParserTest2 {

    static List<Integer> parse(String csv) {
        if (csv.isBlank()) {
            return List.of();
        }
        return java.util.Arrays.stream(csv.split(",")).map(String::trim).map(Integer::valueOf).toList();
    }

    @Test
    void parsesNumbers() {
        assertEquals(List.of(1, 2, 3), parse("1, 2,3"));
    }

    @Test
    void emptyInputGivesEmptyList() {
        assertTrue(parse("  ").isEmpty());
    }
}
