import java.util.ArrayList;
import java.util.List;

public class Temperatures {

    public static void main(String[] args) {
        List<Double> temps = new ArrayList<>();
        temps.add(12.5);
        temps.add(-3.0);
        temps.add(7.25);
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        double sum = 0;
        for (double t : temps) {
            min = Math.min(min, t);
            max = Math.max(max, t);
            sum += t;
        }
        System.out.printf("min %.2f max %.2f avg %.2f%n", min, max, sum / temps.size());
        if (temps.contains(0.0)) {
            System.out.println("a zero reading");
        }
    }
}
