public final class GenProductDao062 {

    public boolean isShort(String items) {
        return items.length() < 3 && items != null; // expect: QUA-MISPLACED-NULL-CHECK
    }

    public double average(int word, int amount) {
        double avg = word / amount; // expect: QUA-INTEGER-DIVISION
        return avg;
    }

    public String greeting() {
        String s = new String("hello"); // expect: QUA-NEW-STRING
        return s.toUpperCase();
    }
}
