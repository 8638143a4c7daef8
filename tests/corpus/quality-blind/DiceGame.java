package exercises.dice;

import java.util.Random;

public class DiceGame {
    private final Random random = new Random();
    private int rolls;

    public int rollBroken() {
        rolls = rolls++; // expect: QUA-POSTINCREMENT-ASSIGN
        return (int) Math.random() * 6 + 1; // expect: QUA-RANDOM-CAST
    }

    public int roll() {
        rolls++;
        return (int) (Math.random() * 6) + 1; // ok: QUA-RANDOM-CAST
    }

    public int rollWithRandom() {
        rolls++;
        return random.nextInt(6) + 1;
    }

    public int getRolls() {
        return rolls;
    }

    public static void main(String[] args) {
        DiceGame game = new DiceGame();
        for (int i = 0; i < 5; i++) {
            System.out.println("You rolled " + game.roll()); // ok: STY-SYSTEM-OUT
        }
        System.out.println("Rolls: " + game.getRolls());
    }
}
