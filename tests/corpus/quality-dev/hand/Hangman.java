import java.util.HashSet;
import java.util.Scanner;
import java.util.Set;

public class Hangman {

    private static final String[] WORDS = {"java", "spring", "lambda", "record"};

    public static void main(String[] args) {
        String word = WORDS[(int) (Math.random() * WORDS.length)];
        Set<Character> guessed = new HashSet<>();
        int lives = 6;
        Scanner in = new Scanner(System.in);
        while (lives > 0) {
            String shown = "";
            for (char c : word.toCharArray()) {
                shown += guessed.contains(c) ? c : '_'; // expect: QUA-STRING-CONCAT-IN-LOOP
            }
            System.out.println(shown + "   lives: " + lives);
            if (!shown.contains("_")) {
                System.out.println("You won!");
                break;
            }
            String line = in.nextLine();
            if (line.length() == 0) { // expect: QUA-SIZE-ZERO
                continue;
            }
            char g = line.charAt(0);
            if (!guessed.add(g)) {
                System.out.println("already tried");
            } else if (word.indexOf(g) < 0) {
                lives--;
            }
        }
        if (lives == 0) {
            System.out.println("The word was " + word);
        }
    }
}
