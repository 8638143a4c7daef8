import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Scanner;

public class Blackjack {

    public static void main(String[] args) {
        List<String> deck = new ArrayList<>();
        for (String suit : new String[] {"H", "D", "C", "S"}) {
            for (String rank : new String[] {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"}) {
                deck.add(rank + suit);
            }
        }
        Collections.shuffle(deck, new Random());
        List<String> hand = new ArrayList<>();
        hand.add(deck.remove(0));
        hand.add(deck.remove(0));
        while (true) {
            int value = value(hand);
            System.out.println("Hand " + hand + " = " + value);
            if (value > 21) {
                System.out.println("Bust!");
                break;
            }
            Scanner in = new Scanner(System.in); // expect: QUA-OBJECT-IN-LOOP
            System.out.print("hit? ");
            if (!in.nextLine().startsWith("y")) {
                break;
            }
            hand.add(deck.remove(0));
        }
    }

    static int value(List<String> hand) {
        int total = 0, aces = 0;
        for (String c : hand) {
            String rank = c.substring(0, c.length() - 1);
            switch (rank) {
                case "A": aces++; total += 11; break;
                case "K": case "Q": case "J": total += 10; break;
                default: total += Integer.parseInt(rank);
            }
        }
        while (total > 21 && aces-- > 0) {
            total -= 10;
        }
        return total;
    }
}
