package datastructures;

import java.util.Arrays;
import java.util.NoSuchElementException;

public class BoundedStack<T> {
    private final Object[] elements;
    private int size;

    public BoundedStack(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.elements = new Object[capacity];
    }

    public void push(T element) {
        if (size == elements.length) {
            throw new IllegalStateException("stack is full");
        }
        elements[size++] = element;
    }

    @SuppressWarnings("unchecked")
    public T pop() {
        if (isEmpty()) {
            throw new NoSuchElementException();
        }
        T top = (T) elements[--size];
        elements[size] = null;
        return top;
    }

    @SuppressWarnings("unchecked")
    public T peek() {
        if (isEmpty()) {
            throw new NoSuchElementException();
        }
        return (T) elements[size - 1];
    }

    public boolean isEmpty() {
        return size == 0; // ok: QUA-SIZE-ZERO
    }

    public int size() {
        return size;
    }

    @Override
    public String toString() {
        return Arrays.toString(Arrays.copyOf(elements, size));
    }
}
