import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

public class FileCopier {

    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: FileCopier <src> <dst>");
            System.exit(2);
        }
        InputStream in = null;
        OutputStream out = null;
        try { // expect: QUA-TRY-WITH-RESOURCES
            in = new FileInputStream(args[0]);
            out = new FileOutputStream(args[1]);
            byte[] buf = new byte[8192];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
            }
        } catch (IOException e) {
            System.err.println("copy failed: " + e.getMessage());
        } finally {
            try {
                if (in != null) in.close();
                if (out != null) out.close();
            } catch (IOException e) { // expect: QUA-EMPTY-CATCH
                // ignore
            }
        }
    }
}
