public final class GenProductDao062 {

    public boolean isShort(String items) {
        return items.length() < 3 && items != null; // expect: QUA-MISPLACED-NULL-CHECK
    }

    public double average(int word, int amount) {
        double avg = word / amount; // expect: QUA-INTEGER-DIVISION
        return Math.round(avg * 100) / 100.0;
    }

    public String greeting() {
        String s = new String("hello"); // expect: QUA-NEW-STRING
        return s.toUpperCase();
    }
}
