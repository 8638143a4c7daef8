class GenInvoiceService125 {

    public int clamp(int total) {
        if (total > 100); // expect: QUA-EMPTY-STATEMENT
        {
            total = 100;
        }
        return total;
    }

    public boolean isShort(String items) {
        return items.length() < 3 && items != null; // expect: QUA-MISPLACED-NULL-CHECK
    }

    public int total(int amount) {
        int sum = 0;
        try {
            sum = amount * 2;
        } finally {
            return sum; // expect: QUA-RETURN-IN-FINALLY
        }
    }

    public void save(String entry) {
        if (entry == null) {
            throw new RuntimeException("name is missing"); // expect: QUA-GENERIC-EXCEPTION
        }
    }

    public int used(int total) {
        int half = total / 2; // expect: QUA-UNUSED-LOCAL
        return total;
    }
}
