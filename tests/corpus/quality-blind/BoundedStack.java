package datastructures;

import java.util.Arrays;
import java.util.NoSuchElementException;

public class BoundedStack<T> {
    private final Object[] elements;
    private int count;

    public BoundedStack(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.elements = new Object[capacity];
    }

    public void push(T element) {
        if (count == elements.length) {
            throw new IllegalStateException("stack is full");
        }
        elements[count++] = element;
    }

    @SuppressWarnings("unchecked")
    public T pop() {
        if (isEmpty()) {
            throw new NoSuchElementException();
        }
        T top = (T) elements[--count];
        elements[count] = null;
        return top;
    }

    @SuppressWarnings("unchecked")
    public T peek() {
        if (isEmpty()) {
            throw new NoSuchElementException();
        }
        return (T) elements[count - 1];
    }

    public boolean isEmpty() {
        return count == 0; // ok: QUA-SIZE-ZERO
    }

    public int size() {
        return count;
    }

    @Override
    public String toString() {
        return Arrays.toString(Arrays.copyOf(elements, count));
    }
}
