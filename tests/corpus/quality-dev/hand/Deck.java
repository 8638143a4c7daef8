import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

public class Deck {

    private final List<String> cards = new ArrayList<>();
    private final Random random;

    public Deck(Random random) {
        this.random = random;
        for (String suit : new String[] {"H", "D", "C", "S"}) {
            for (String rank : new String[] {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"}) {
                cards.add(rank + suit);
            }
        }
    }

    public void shuffle() {
        Collections.shuffle(cards, random);
    }

    public String draw() {
        if (cards.isEmpty()) {
            throw new IllegalStateException("deck is empty");
        }
        return cards.remove(cards.size() - 1);
    }

    public int remaining() {
        return cards.size();
    }
}
