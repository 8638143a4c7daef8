import java.util.List;

class GenTask020 {

    public static void main(String[] args) {
        System.out.println(GenTask020.class.getSimpleName()); // ok: STY-SYSTEM-OUT
    }

    static Integer box(int index) {
        return new Integer(index); // expect: QUA-WRAPPER-CONSTRUCTOR
    }

    static boolean isEmpty(List<String> input) {
        return input.size() == 0; // expect: QUA-SIZE-ZERO
    }

    static boolean isValid(String value) {
        return value != null ? true : false; // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
    }

    static int compute(int amount) {
        int tripled = 0; // expect: QUA-DEAD-STORE
        tripled = amount * 3;
        return tripled;
    }

    static int parse(String data) {
        try {
            return Integer.parseInt(data);
        } catch (NumberFormatException e) { // ok: QUA-EMPTY-CATCH
            return -1;
        }
    }
}
