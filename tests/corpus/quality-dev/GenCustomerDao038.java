import java.util.List;

class GenCustomerDao038 {
    private static String lastKey;

    public int sizeOf(List<?> value) { // ok: QUA-RAW-TYPE
        return value.size();
    }

    public int sumTo(int n) {
        int total = 0; // ok: QUA-DEAD-STORE
        for (int i = 1; i <= n; i++) {
            total += i;
        }
        return total;
    }

    List<String> findTags(String key) {
        if (key == null) {
            return null; // expect: QUA-RETURN-NULL-COLLECTION
        }
        return List.of(key);
    }

    public void remember(String data) {
        lastKey = data; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    static String lastKey() {
        return lastKey;
    }

    public void check(int index) {
        if (index < 0) { // expect: QUA-EMPTY-IF
        }
    }
}
