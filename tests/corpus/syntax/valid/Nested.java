import java.util.Iterator;
import java.util.NoSuchElementException;

class Nested implements Iterable<Integer> {
    private final int n;

    Nested(int n) {
        this.n = n;
    }

    @Override
    public Iterator<Integer> iterator() {
        return new Counter();
    }

    private class Counter implements Iterator<Integer> {
        private int i;

        @Override
        public boolean hasNext() {
            return i < n;
        }

        @Override
        public Integer next() {
            if (!hasNext()) throw new NoSuchElementException();
            return i++;
        }
    }

    static class Builder {
        private int n;

        Builder n(int n) {
            this.n = n;
            return this;
        }

        Nested build() {
            return new Nested(n);
        }
    }

    public static void main(String[] args) {
        for (int x : new Builder().n(3).build()) System.out.println(x);
    }
}
