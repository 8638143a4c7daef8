import java.util.Random;
import java.util.Scanner;

public class CleanGame {
    private static final int MAX_TRIES = 7;

    public static void main(String[] args) {
        Random random = new Random();
        int secret = random.nextInt(100) + 1;
        try (Scanner in = new Scanner(System.in)) {
            for (int attempt = 1; attempt <= MAX_TRIES; attempt++) {
                System.out.print("Guess: ");
                if (!in.hasNextInt()) {
                    System.out.println("Please type a number.");
                    in.next();
                    continue;
                }
                int guess = in.nextInt();
                if (guess == secret) {
                    System.out.println("Correct after " + attempt + " tries!");
                    return;
                }
                System.out.println(guess < secret ? "Higher" : "Lower");
            }
        }
        System.out.println("The number was " + secret);
    }
}
