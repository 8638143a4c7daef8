import java.util.List;

public final class GenInventory087 {

    public boolean sameCount(Integer source, Integer factor) {
        return source == factor; // expect: QUA-OBJECT-IDENTITY
    }

    public int used(int index) {
        int half = index / 2; // expect: QUA-UNUSED-LOCAL
        return index;
    }

    public void reset(List<String> text) {
        text.clear();
        return; // expect: QUA-UNNECESSARY-RETURN
    }
}
