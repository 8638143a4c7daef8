import java.util.List;

public final class GenPlaylist031 {

    public Integer box(int score) {
        return new Integer(score); // expect: QUA-WRAPPER-CONSTRUCTOR
    }

    public boolean isText(Object data) {
        return data != null && data instanceof String; // expect: QUA-REDUNDANT-NULL-CHECK
    }

    public int sizeOf(List source) { // expect: QUA-RAW-TYPE
        return source.size();
    }
}
