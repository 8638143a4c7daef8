import java.util.Random;

/**
 * Rolls dice and prints a histogram. Homework 3.
 */
public class Dice {

    public static void main(String[] args) {
        int[] counts = new int[13];
        for (int i = 0; i < 1000; i++) {
            Random r = new Random(); // expect: QUA-OBJECT-IN-LOOP
            int a = r.nextInt(6) + 1;
            int b = (int) Math.random() * 6 + 1; // expect: QUA-RANDOM-CAST
            counts[a + b]++;
        }
        for (int s = 2; s <= 12; s++) {
            String bar = "";
            for (int k = 0; k < counts[s] / 10; k++) {
                bar += "*"; // expect: QUA-STRING-CONCAT-IN-LOOP
            }
            System.out.println(s + ": " + bar);
        }
        int third = (int) (Math.random() * 6) + 1; // ok: QUA-RANDOM-CAST
        System.out.println("bonus roll " + third);
        System.out.println(counts); // expect: QUA-ARRAY-TO-STRING
    }
}
