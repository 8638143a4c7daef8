import java.util.List;

public class GenOrderDao090 {

    public int grow(int total) {
        int count = total + 1; // ok: QUA-DEAD-STORE
        count = count * 2;
        return count;
    }

    public void dropEmpty(List<String> items) {
        items.removeIf(String::isEmpty); // ok: QUA-MODIFY-WHILE-ITERATING
    }

    public boolean isEmpty(List<String> entry) {
        return entry.isEmpty(); // ok: QUA-SIZE-ZERO
    }
}
