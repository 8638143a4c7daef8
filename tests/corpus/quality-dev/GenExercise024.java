import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

class GenExercise024 {

    public static void main(String[] args) {
        System.out.println("GenExercise024 ready"); // ok: STY-SYSTEM-OUT
    }

    String label(int score) {
        String result;
        switch (score) {
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

    boolean isAdult(int score) {
        if (score >= 18) // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        return false;
    }

    int countLines(String word) throws IOException {
        try (BufferedReader reader = new BufferedReader(new FileReader(word))) { // ok: QUA-TRY-WITH-RESOURCES
            int n = 0;
            while (reader.readLine() != null) {
                n++;
            }
            return n;
        }
    }

    List<StringBuilder> buffers(int count) {
        List<StringBuilder> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(new StringBuilder()); // ok: QUA-OBJECT-IN-LOOP
        }
        return out;
    }

    Integer box(int total) {
        return Integer.valueOf(total); // ok: QUA-WRAPPER-CONSTRUCTOR
    }
}
