import java.io.*;

class Resources {
    static String firstLine(String text) throws IOException {
        try (BufferedReader r = new BufferedReader(new StringReader(text));
             StringWriter w = new StringWriter()) {
            w.write("x");
            return r.readLine();
        } catch (FileNotFoundException | UncheckedIOException e) {
            return null;
        } finally {
            System.out.println("done");
        }
    }

    public static void main(String[] args) throws IOException {
        System.out.println(firstLine("a\nb"));
    }
}
