import java.util.ArrayList;
import java.util.List;

// Exercise 4.2 - average of grades
public class GradeBook {

    public static void main(String[] args) {
        List<Integer> grades = new ArrayList<>();
        grades.add(12);
        grades.add(15);
        grades.add(9);
        grades.add(17);

        if (grades.size() == 0) { // expect: QUA-SIZE-ZERO
            System.out.println("no grades"); // ok: STY-SYSTEM-OUT
            return;
        }

        int sum = 0;
        for (int g : grades) {
            sum += g;
        }
        double avg = sum / grades.size(); // expect: QUA-INTEGER-DIVISION
        System.out.println("Average: " + avg);

        double exact = (double) sum / grades.size(); // ok: QUA-INTEGER-DIVISION
        System.out.println("Exact average: " + exact);

        int best = 0; // expect: QUA-DEAD-STORE
        best = grades.get(0);
        for (int g : grades) {
            if (g > best) {
                best = g;
            }
        }
        System.out.println("Best: " + best);
    }
}
