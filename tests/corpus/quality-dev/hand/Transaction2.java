public class Transaction2 {

    private boolean committed;

    public boolean commit() {
        try {
            doCommit();
            committed = true;
        } finally {
            if (!committed) {
                return false; // expect: QUA-RETURN-IN-FINALLY
            }
        }
        return true;
    }

    private void doCommit() {
        if (Math.abs(System.nanoTime()) % 1000 == 0) {
            throw new IllegalStateException("rare failure");
        }
    }
}
