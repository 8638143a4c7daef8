import java.io.*;

class Reader {
    static String read(String path) {
        try {
            return new BufferedReader(new FileReader(path)).readLine();
        }
    }
}
