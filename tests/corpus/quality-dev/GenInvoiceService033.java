class GenInvoiceService033 {
    private final String name = "box";

    public String label(int amount) {
        String text = "many";
        switch (amount) { // expect: QUA-SWITCH-NO-DEFAULT
            case 1:
                text = "one";
                break;
            case 2:
                text = "two";
                break;
        }
        return text;
    }

    public int describe(String name) { // expect: QUA-HIDDEN-FIELD
        return name.length() + this.name.length();
    }

    public String name() {
        return name;
    }

    public int sumTo(int total) {
        int total = 0; // ok: QUA-DEAD-STORE
        for (int i = 1; i <= total; i++) {
            total += i;
        }
        return total;
    }

    public int twice(int age) {
        int r = age * 2; // expect: QUA-LOCAL-BEFORE-RETURN
        return r;
    }
}
