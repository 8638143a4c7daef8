package exercises.games;

import java.util.HashSet;
import java.util.Scanner;
import java.util.Set;

public class HangmanGame {
    private static final int MAX_MISSES = 6;

    private final String secret;
    private final Set<Character> guessed = new HashSet<>();
    private int misses;

    public HangmanGame(String secret) {
        this.secret = secret.toLowerCase();
    }

    public boolean guess(char letter) {
        char c = Character.toLowerCase(letter);
        if (!guessed.add(c)) {
            return false;
        }
        if (secret.indexOf(c) < 0) {
            misses++;
            return false;
        }
        return true;
    }

    public String masked() {
        String shown = "";
        for (char c : secret.toCharArray()) {
            shown += guessed.contains(c) ? c : '_'; // expect: QUA-STRING-CONCAT-IN-LOOP
        }
        return shown;
    }

    public boolean won() {
        return masked().indexOf('_') < 0;
    }

    public boolean lost() {
        return misses >= MAX_MISSES;
    }

    public static void main(String[] args) {
        HangmanGame game = new HangmanGame("polymorphism");
        Scanner in = new Scanner(System.in); // ok: QUA-OBJECT-IN-LOOP
        while (!game.won() && !game.lost()) {
            System.out.println(game.masked()); // ok: STY-SYSTEM-OUT
            String input = in.nextLine();
            if (input.isEmpty()) { // ok: QUA-SIZE-ZERO
                continue;
            }
            game.guess(input.charAt(0));
        }
        System.out.println(game.won() ? "You win!" : "Game over");
    }
}
