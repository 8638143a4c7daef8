import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Scanner;

public class StudentGrades {
    private ArrayList<Integer> grades = new ArrayList<>(); // expect: QUA-LOOSE-COUPLING, QUA-FIELD-COULD-BE-FINAL
    private String courseName; // expect: QUA-FIELD-COULD-BE-FINAL
    private int tmpIndex; // expect: QUA-UNUSED-PRIVATE-FIELD

    public StudentGrades(String courseName) {
        this.courseName = courseName;
    }

    public void readGrades() {
        while (true) {
            Scanner sc = new Scanner(System.in); // expect: QUA-OBJECT-IN-LOOP
            int g = sc.nextInt();
            if (g < 0) break;
            grades.add(g);
        }
    }

    public double average() {
        int sum = 0;
        for (int g : grades) sum += g;
        int n = grades.size();
        double avg = sum / n; // expect: QUA-INTEGER-DIVISION, QUA-LOCAL-BEFORE-RETURN
        return avg;
    }

    public String letter(int grade) {
        String result; // expect: QUA-UNUSED-LOCAL
        switch (grade / 10) { // expect: QUA-SWITCH-NO-DEFAULT
            case 10:
            case 9:
                result = "A";
                break;
            case 8:
                result = "B";
                break;
        }
        return "?";
    }

    public boolean passed(int grade) {
        if (grade >= 50) // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        else
            return false;
    }

    public String report() {
        String text = "";
        for (int i = 0; i < grades.size(); i++) {
            text = text + grades.get(i) + ", "; // expect: QUA-STRING-CONCAT-IN-LOOP
        }
        return courseName + ": " + text;
    }

    public HashMap<String, Integer> histogram() { // expect: QUA-LOOSE-COUPLING
        HashMap<String, Integer> h = new HashMap<>();
        for (int g : grades) {
            String key = letter(g);
            h.put(key, h.getOrDefault(key, 0) + 1);
        }
        return h;
    }

    public List<Integer> failing() {
        if (grades.isEmpty()) return null; // expect: QUA-RETURN-NULL-COLLECTION
        List<Integer> out = new ArrayList<>();
        for (Integer g : grades) if (g < 50) out.add(g);
        return out;
    }
}
