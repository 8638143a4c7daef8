public class Averages {

    public static void main(String[] args) {
        int[] marks = {14, 17, 9, 12};
        int total = 0;
        for (int m : marks) {
            total += m;
        }
        double average = 0; // expect: QUA-DEAD-STORE
        average = (double) total / marks.length;
        System.out.println("average " + average);
    }
}
