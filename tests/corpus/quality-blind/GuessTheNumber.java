package exercises.games;

import java.util.Random;
import java.util.Scanner;

public class GuessTheNumber {
    private final int secret;
    private int attempts;

    public GuessTheNumber(Random random, int max) {
        this.secret = random.nextInt(max) + 1;
    }

    public String guess(int value) {
        attempts++;
        if (value < secret) {
            return "higher";
        }
        if (value > secret) {
            return "lower";
        }
        return "correct after " + attempts + " attempts";
    }

    public static void main(String[] args) {
        GuessTheNumber game = new GuessTheNumber(new Random(), 100);
        try (Scanner in = new Scanner(System.in)) {
            String answer = "";
            while (!answer.startsWith("correct")) {
                System.out.print("Your guess: ");
                answer = game.guess(in.nextInt());
                System.out.println(answer);
            }
        }
    }
}
