import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

public class ScoreBoardTest {

    static class ScoreBoard {
        private final List<Integer> scores = new ArrayList<>();

        void add(int s) {
            if (s < 0) throw new IllegalArgumentException("negative");
            scores.add(s);
        }

        int best() {
            return scores.stream().mapToInt(Integer::intValue).max().orElse(0);
        }
    }

    @Test
    public void bestOfEmptyIsZero() {
        assertEquals(0, new ScoreBoard().best());
    }

    @Test
    public void bestIsMaximum() {
        ScoreBoard b = new ScoreBoard();
        b.add(3);
        b.add(11);
        b.add(7);
        assertEquals(11, b.best());
    }

    @Test
    public void rejectsNegative() throws Exception { // ok: QUA-GENERIC-EXCEPTION
        ScoreBoard b = new ScoreBoard();
        assertThrows(IllegalArgumentException.class, () -> b.add(-1));
    }
}
