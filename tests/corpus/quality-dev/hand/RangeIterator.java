import java.util.Iterator;
import java.util.NoSuchElementException;

public class RangeIterator implements Iterable<Integer> {

    private final int from;
    private final int to;
    private final int step;

    public RangeIterator(int from, int to, int step) {
        if (step <= 0) {
            throw new IllegalArgumentException("step must be positive");
        }
        this.from = from;
        this.to = to;
        this.step = step;
    }

    @Override
    public Iterator<Integer> iterator() {
        return new Iterator<>() {
            private int cursor = from;

            @Override
            public boolean hasNext() {
                return cursor < to;
            }

            @Override
            public Integer next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                int v = cursor;
                cursor += step;
                return v;
            }
        };
    }
}
