import java.util.Comparator;
import java.util.Iterator;
import java.util.NoSuchElementException;

public class AnonymousAndInnerClasses implements Iterable<Integer> {
    private final int limit;

    {
        System.out.println("instance initializer");
    }

    static {
        System.out.println("static initializer");
    }

    AnonymousAndInnerClasses(int limit) {
        this.limit = limit;
    }

    class Counter implements Iterator<Integer> {
        private int next;

        @Override
        public boolean hasNext() {
            return next < limit;
        }

        @Override
        public Integer next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return next++;
        }
    }

    @Override
    public Iterator<Integer> iterator() {
        return new Counter();
    }

    public static void main(String[] args) {
        AnonymousAndInnerClasses outer = new AnonymousAndInnerClasses(3);
        AnonymousAndInnerClasses.Counter counter = outer.new Counter();
        Comparator<String> reverse = new Comparator<>() {
            @Override
            public int compare(String a, String b) {
                return b.compareTo(a);
            }
        };
        for (int i : outer) {
            System.out.print(i);
        }
        System.out.println(counter.hasNext() + " " + reverse.compare("a", "b"));
    }
}
