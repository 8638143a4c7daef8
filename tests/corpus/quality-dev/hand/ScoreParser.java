import java.util.ArrayList;
import java.util.List;

public class ScoreParser {

    public List<Integer> parse(String text) throws Exception { // expect: QUA-GENERIC-EXCEPTION
        List<Integer> scores = new ArrayList<>();
        for (String part : text.split(",")) {
            try {
                scores.add(Integer.parseInt(part.trim()));
            } catch (NumberFormatException e) {
                throw new Exception("bad score: " + part); // expect: QUA-LOST-STACK-TRACE
            }
        }
        return scores;
    }

    public int best(String text) {
        try {
            return parse(text).stream().mapToInt(i -> i).max().orElse(0);
        } catch (Exception e) { // expect: DES-SWALLOWED-EXCEPTION
            System.out.println("could not parse"); // expect: STY-SYSTEM-OUT
            return 0;
        }
    }
}
