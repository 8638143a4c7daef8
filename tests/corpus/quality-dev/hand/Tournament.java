import java.util.ArrayList;
import java.util.List;
import java.util.Random;

public class Tournament {

    public static void main(String[] args) {
        List<String> players = new ArrayList<>(List.of("Ann", "Ben", "Cat", "Dan", "Eva", "Fox", "Gus", "Hal"));
        int round = 1;
        while (players.size() > 1) {
            System.out.println("Round " + round + ": " + players);
            List<String> winners = new ArrayList<>();
            for (int i = 0; i + 1 < players.size(); i += 2) {
                Random coin = new Random(); // expect: QUA-OBJECT-IN-LOOP
                winners.add(coin.nextBoolean() ? players.get(i) : players.get(i + 1));
            }
            players = winners;
            round++;
        }
        System.out.println("Champion: " + players.get(0));
    }
}
