import java.util.Arrays;
import java.util.EmptyStackException;

public class Stack2<T> {

    private Object[] data = new Object[8];
    private int count;

    public void push(T value) {
        if (count == data.length) {
            data = Arrays.copyOf(data, count * 2);
        }
        data[count++] = value;
    }

    @SuppressWarnings("unchecked")
    public T pop() {
        if (count == 0) {
            throw new EmptyStackException();
        }
        T v = (T) data[--count];
        data[count] = null;
        return v;
    }

    @SuppressWarnings("unchecked")
    public T peek() {
        if (isEmpty()) {
            throw new EmptyStackException();
        }
        return (T) data[count - 1];
    }

    public boolean isEmpty() {
        return count == 0; // ok: QUA-SIZE-ZERO
    }

    public int size() {
        return count;
    }
}
