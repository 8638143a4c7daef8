import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;

public class GenBasket023 {

    public boolean isAdult(int count) {
        if (count >= 18) // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        return false;
    }

    public int countLines(String entry) throws IOException {
        try (BufferedReader reader = new BufferedReader(new FileReader(entry))) { // ok: QUA-TRY-WITH-RESOURCES
            int n = 0;
            while (reader.readLine() != null) {
                n++;
            }
            return n;
        }
    }

    public boolean isMissing(String data) {
        return data.equals(null); // expect: QUA-EQUALS-NULL
    }
}
