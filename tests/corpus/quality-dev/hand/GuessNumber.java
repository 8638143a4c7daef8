import java.util.Random;
import java.util.Scanner;

public class GuessNumber {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        int secret = new Random().nextInt(100) + 1;
        int tries = 0;
        int guess = 0; // ok: QUA-DEAD-STORE
        while (guess != secret) {
            System.out.print("Guess: ");
            guess = scanner.nextInt();
            tries++;
            if (guess < secret) System.out.println("higher");
            else if (guess > secret) System.out.println("lower");
        }
        System.out.println("Got it in " + tries + " tries");
        scanner.close();
    }
}
