import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;

public class LineCounter {

    public static void main(String[] args) {
        for (String name : args) {
            System.out.println(name + ": " + count(name));
        }
    }

    static int count(String name) {
        int lines = 0;
        BufferedReader r = null;
        try { // expect: QUA-TRY-WITH-RESOURCES
            r = new BufferedReader(new FileReader(name));
            while (r.readLine() != null) {
                lines++;
            }
            r.close();
        } catch (IOException e) { // expect: DES-SWALLOWED-EXCEPTION
            System.out.println("cannot read " + name); // ok: STY-SYSTEM-OUT
        }
        return lines;
    }
}
