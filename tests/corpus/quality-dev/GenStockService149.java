public final class GenStockService149 {

    public int load(String source) {
        try {
            return Integer.parseInt(source);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad number: " + source); // expect: QUA-LOST-STACK-TRACE
        }
    }

    public int check(int index) throws Exception {
        if (index < 0) {
            throw new Exception("negative: " + index); // expect: QUA-GENERIC-EXCEPTION
        }
        return index;
    }

    public int next(int count) {
        count = count++; // expect: QUA-POSTINCREMENT-ASSIGN
        return count;
    }

    public int grow(int count) {
        int factor = count + 1; // ok: QUA-DEAD-STORE
        factor = factor * 2;
        return factor;
    }

    public boolean done(boolean entry) {
        if (entry == true) { // expect: QUA-BOOLEAN-LITERAL-COMPARISON
            return !entry;
        }
        return entry;
    }

    public void audit(String items) {
        System.out.println("audit: " + items); // expect: STY-SYSTEM-OUT
    }
}
