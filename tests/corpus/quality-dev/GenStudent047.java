import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.List;

class GenStudent047 {

    int countLines(String data) throws IOException {
        BufferedReader reader = null;
        try { // expect: QUA-TRY-WITH-RESOURCES
            reader = new BufferedReader(new FileReader(data));
            int n = 0;
            while (reader.readLine() != null) {
                n++;
            }
            return n;
        } finally {
            if (reader != null) {
                reader.close();
            }
        }
    }

    void dropEmpty(List<String> source) {
        source.removeIf(String::isEmpty); // ok: QUA-MODIFY-WHILE-ITERATING
    }

    Integer box(int index) {
        return new Integer(index); // expect: QUA-WRAPPER-CONSTRUCTOR
    }

    int total(int total) {
        int sum = 0;
        try {
            sum = total * 2;
        } finally {
            return sum; // expect: QUA-RETURN-IN-FINALLY
        }
    }
}
