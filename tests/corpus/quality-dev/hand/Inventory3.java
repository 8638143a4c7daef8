import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

public class Inventory3 {

    private final List<Integer> quantities = new ArrayList<>();

    public void add(int q) {
        quantities.add(q);
    }

    public void dropZeros() {
        Iterator<Integer> it = quantities.iterator();
        while (it.hasNext()) {
            if (it.next() == 0) {
                it.remove(); // ok: QUA-MODIFY-WHILE-ITERATING
            }
        }
    }

    public void duplicateSmall() {
        for (Integer q : quantities) {
            if (q < 3) {
                quantities.add(q); // expect: QUA-MODIFY-WHILE-ITERATING
            }
        }
    }

    public int total() {
        int t = 0;
        for (int q : quantities) {
            t += q;
        }
        return t;
    }
}
