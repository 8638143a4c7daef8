class GenHomework148 {

    public static void main(String[] args) {
        System.out.println(GenHomework148.class.getSimpleName()); // ok: STY-SYSTEM-OUT
    }

    static int computeTotal(int total) { // ok: QUA-METHOD-NAMING
        int Result_value = total * 2; // expect: QUA-VARIABLE-NAMING
        return Result_value + Result_value / 3;
    }

    static String describe(String key) {
        String shown = "unknown"; // expect: QUA-DEAD-STORE
        shown = key.toUpperCase();
        return shown;
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
