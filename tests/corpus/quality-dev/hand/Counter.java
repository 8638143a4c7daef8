public class Counter {

    private int count;
    private final String label;

    public Counter(String label) {
        this.label = label;
    }

    public void increment() {
        count = count++; // expect: QUA-POSTINCREMENT-ASSIGN
    }

    public void add(int count) { // expect: QUA-HIDDEN-FIELD
        this.count += count;
    }

    public void setCount(int count) { // ok: QUA-HIDDEN-FIELD
        this.count = count;
    }

    public int getCount() {
        return count;
    }

    public String getLabel() {
        return label;
    }
}
