package exercises.grades;

import java.util.Arrays;

public class GradeStatistics {
    private final int[] grades;

    public GradeStatistics(int[] grades) {
        this.grades = grades.clone();
    }

    public double average() {
        int sum = 0;
        for (int g : grades) {
            sum += g;
        }
        return sum / grades.length; // expect: QUA-INTEGER-DIVISION
    }

    public double median() {
        int[] sorted = grades.clone();
        Arrays.sort(sorted);
        int mid = sorted.length / 2; // ok: QUA-INTEGER-DIVISION
        if (sorted.length % 2 == 0) {
            return (sorted[mid - 1] + sorted[mid]) / 2.0; // ok: QUA-INTEGER-DIVISION
        }
        return sorted[mid];
    }

    public boolean isPerfect() {
        return average() == 100.0; // expect: QUA-FLOAT-EQUALITY
    }

    public static void main(String[] args) {
        GradeStatistics stats = new GradeStatistics(new int[] {78, 92, 85, 64, 100});
        System.out.println("Average: " + stats.average()); // ok: STY-SYSTEM-OUT
        System.out.println("Median: " + stats.median());
        System.out.println("Perfect: " + stats.isPerfect());
        System.out.println("Grades: " + stats.grades); // expect: QUA-ARRAY-TO-STRING
        System.out.println("Sorted: " + Arrays.toString(stats.grades)); // ok: QUA-ARRAY-TO-STRING
    }
}
