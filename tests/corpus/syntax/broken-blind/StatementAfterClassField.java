public class StatementAfterClassField {
    private int counter = 0;
    counter++;

    public int getCounter() {
        return counter;
    }
}
