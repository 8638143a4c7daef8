public class GenLab096 { // expect: QUA-UTILITY-CLASS

    static int length(String input) {
        try {
            return input.length();
        } catch (NullPointerException e) { // expect: QUA-CATCH-NPE
            return 0;
        }
    }

    static boolean sameCount(Integer data, Integer size) {
        return data == size; // expect: QUA-OBJECT-IDENTITY
    }

    static int roll(int age) {
        return (int) (Math.random() * age); // ok: QUA-RANDOM-CAST
    }
}
