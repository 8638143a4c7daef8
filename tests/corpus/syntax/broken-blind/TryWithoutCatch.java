import java.io.FileReader;
import java.io.IOException;

public class TryWithoutCatch {
    public static void main(String[] args) throws IOException {
        try {
            FileReader reader = new FileReader("data.txt");
            reader.close();
        }
        System.out.println("done");
    }
}
