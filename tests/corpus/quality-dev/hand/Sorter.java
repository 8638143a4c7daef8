import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Sorter {

    public List<Integer> sortedCopy(List<Integer> in) {
        List<Integer> copy = new ArrayList<>(in); // ok: QUA-LOCAL-BEFORE-RETURN
        Collections.sort(copy);
        return copy;
    }

    public List<Integer> top3(List<Integer> in) {
        List<Integer> sorted = sortedCopy(in);
        Collections.reverse(sorted);
        List<Integer> result = sorted.subList(0, Math.min(3, sorted.size())); // expect: QUA-LOCAL-BEFORE-RETURN
        return result;
    }
}
