import java.util.ArrayDeque;
import java.util.Queue;

public class Printer {

    private final Queue<String> jobs = new ArrayDeque<>();
    private int printed;

    public void submit(String doc) {
        jobs.add(doc);
    }

    public void printAll() {
        while (!jobs.isEmpty()) {
            String doc = jobs.poll();
            System.out.println("printing " + doc); // expect: STY-SYSTEM-OUT
            printed++;
        }
    }

    public int getPrinted() {
        return printed;
    }
}
