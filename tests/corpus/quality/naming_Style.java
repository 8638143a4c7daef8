import java.util.List;

class shoppingCart { // expect: QUA-CLASS-NAMING
    private static final int maxItems = 20; // expect: QUA-CONSTANT-NAMING
    private static final int MAX_WEIGHT = 50; // ok: QUA-CONSTANT-NAMING
    private final List<String> Items; // expect: QUA-VARIABLE-NAMING
    private final List<String> saved_items; // expect: QUA-VARIABLE-NAMING

    static class Cart { // ok: QUA-CLASS-NAMING
        private int total; // ok: QUA-FIELD-NAMED-LIKE-METHOD

        int total() {
            return total;
        }

        void add(int n) {
            total += n;
        }
    }

    shoppingCart(List<String> items, List<String> saved) {
        this.Items = items;
        this.saved_items = saved;
    }

    int Total() { // expect: QUA-METHOD-NAMING
        int Sum = 0; // expect: QUA-VARIABLE-NAMING
        for (String item : Items) {
            Sum += item.length();
        }
        return Sum + saved_items.size() + maxItems + MAX_WEIGHT;
    }

    int total() { // ok: QUA-METHOD-NAMING
        int sum = 0; // ok: QUA-VARIABLE-NAMING
        for (String item : Items) {
            sum += item.length();
        }
        return sum;
    }

    boolean isText(Object o) {
        return o != null && o instanceof String; // expect: QUA-REDUNDANT-NULL-CHECK
    }

    boolean isList(Object o) {
        return o instanceof List; // ok: QUA-REDUNDANT-NULL-CHECK
    }

    void log(String message) {
        System.out.println(message);
        return; // expect: QUA-UNNECESSARY-RETURN
    }

    void warn(String message) {
        if (message.isEmpty()) {
            return; // ok: QUA-UNNECESSARY-RETURN
        }
        System.out.println("WARN " + message);
    }

    String upper(String s) {
        String u = s.toUpperCase(); // expect: QUA-LOCAL-BEFORE-RETURN
        return u;
    }

    String lower(String s) {
        String l = s.toLowerCase(); // ok: QUA-LOCAL-BEFORE-RETURN
        System.out.println(l);
        return l;
    }

    String text(String s) {
        return s.toString(); // expect: QUA-STRING-TO-STRING
    }

    String text(Object o) {
        return o.toString(); // ok: QUA-STRING-TO-STRING
    }

    boolean empty(List<String> list, String s) {
        if (list.size() == 0) { // expect: QUA-SIZE-ZERO
            return true;
        }
        if (s.length() == 0) { // expect: QUA-SIZE-ZERO
            return true;
        }
        return list.size() == 1; // ok: QUA-SIZE-ZERO
    }
}
