import java.util.ArrayList;
import java.util.List;

public class Batch<T> {

    private final int size;
    private final List<T> buffer = new ArrayList<>();
    private final List<List<T>> flushed = new ArrayList<>();

    public Batch(int size) {
        this.size = size;
    }

    public void add(T item) {
        buffer.add(item);
        if (buffer.size() >= size) {
            flush();
        }
    }

    public void flush() {
        if (buffer.isEmpty()) {
            return;
        }
        flushed.add(new ArrayList<>(buffer));
        buffer.clear();
    }

    public List<List<T>> getFlushed() {
        return flushed;
    }
}
