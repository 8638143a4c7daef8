public class Accumulator {

    private long sum;
    private int n;

    public void accept(int value) {
        sum += value;
        n++;
    }

    public double mean() {
        if (n == 0) {
            return 0;
        }
        return sum / n; // expect: QUA-INTEGER-DIVISION
    }

    public long getSum() {
        return sum;
    }

    public int getCount() {
        return n;
    }
}
