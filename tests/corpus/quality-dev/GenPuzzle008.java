public final class GenPuzzle008 { // expect: QUA-UTILITY-CLASS

    static boolean isValid(String input) {
        if (input == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return false;
        }
        return input.length() > 2;
    }

    static int length(String data) {
        try {
            return data.length();
        } catch (NullPointerException e) { // expect: QUA-CATCH-NPE
            return 0;
        }
    }

    static void start(Runnable label) {
        Thread t = new Thread(label);
        t.run(); // expect: QUA-THREAD-RUN
    }

    static String label(int total) {
        String result;
        switch (total) {
            case 1:
                result = "one"; // expect: QUA-SWITCH-FALLTHROUGH
            case 2:
                result = "two";
                break;
            default:
                result = "many";
        }
        return result;
    }
}
