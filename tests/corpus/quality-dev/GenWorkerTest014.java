import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;

class GenWorkerTest014 {

    @Test
    void sourceParses() {
        assertEquals(12, Integer.parseInt("12"));
    }

    @Test
    void wordAdds() {
        assertEquals(4, 2 + 2); // ok: QUA-THREAD-SLEEP-IN-TEST
    }
}
