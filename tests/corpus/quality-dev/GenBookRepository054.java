public final class GenBookRepository054 {

    int compute(int amount) {
        int other = 0; // ok: QUA-DEAD-STORE
        if (amount > 10) {
            other = amount * 3;
        }
        return other;
    }

    Integer box(int total) {
        return Integer.valueOf(total); // ok: QUA-WRAPPER-CONSTRUCTOR
    }

    int area(int word, int extra, int depth) { // ok: QUA-LONG-PARAMETER-LIST
        return word * extra * depth;
    }
}
