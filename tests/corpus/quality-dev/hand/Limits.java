public final class Limits {

    public static final int MAX_ITEMS = 50;
    static final long maxBytes = 1_048_576; // expect: QUA-CONSTANT-NAMING
    private static final String DEFAULT_NAME = "untitled";

    private Limits() {
    }

    public static boolean tooBig(long bytes) {
        return bytes > maxBytes;
    }

    public static String nameOr(String s) {
        return s == null ? DEFAULT_NAME : s;
    }
}
