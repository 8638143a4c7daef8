import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;

public class TryWithResourcesVariants {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new StringReader("a\nb"));
        StringWriter writer = new StringWriter();
        try (reader; writer; var extra = new StringReader("c")) {
            writer.write(reader.readLine());
            writer.write(extra.read());
        } catch (IOException | RuntimeException e) {
            throw e;
        } finally {
            System.out.println("closed");
        }
        try {
            Object o = "text";
            Integer n = (Integer) o;
            System.out.println(n);
        } catch (final ClassCastException ignored) {
            System.out.println(writer);
        }
    }
}
