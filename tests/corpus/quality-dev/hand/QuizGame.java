import java.util.Random;
import java.util.Scanner;

public class QuizGame {

    public static void main(String[] args) {
        Random rnd = new Random();
        int score = 0;
        for (int round = 1; round <= 5; round++) {
            Scanner in = new Scanner(System.in); // expect: QUA-OBJECT-IN-LOOP
            int a = rnd.nextInt(10); // ok: QUA-OBJECT-IN-LOOP
            int b = rnd.nextInt(10);
            System.out.print(a + " x " + b + " = ");
            int answer = in.nextInt();
            if (answer == a * b) {
                score++;
            }
        }
        double percent = score / 5; // expect: QUA-INTEGER-DIVISION
        System.out.println("Score: " + score + "/5 (" + percent * 100 + "%)");
    }
}
