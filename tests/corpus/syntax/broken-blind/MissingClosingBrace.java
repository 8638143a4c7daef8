public class MissingClosingBrace {
    private int count;

    public void increment() {
        count++;
    }

    public int getCount() {
        return count;
    }
