import java.util.List;

public final class GenHomework072 {

    public static void main(String[] args) {
        System.out.println(GenHomework072.class.getSimpleName()); // ok: STY-SYSTEM-OUT
    }

    static int roll(int index) {
        return (int) (Math.random() * index); // ok: QUA-RANDOM-CAST
    }

    static int sizeOf(List<?> items) { // ok: QUA-RAW-TYPE
        return items.size();
    }

    static Integer box(int total) {
        return Integer.valueOf(total); // ok: QUA-WRAPPER-CONSTRUCTOR
    }

    static double average(int value, int size) {
        return (double) value / size; // ok: QUA-INTEGER-DIVISION
    }

    static int parse(String entry) {
        try {
            return Integer.parseInt(entry);
        } catch (NumberFormatException e) { // ok: QUA-EMPTY-CATCH
            return -1;
        }
    }
}
