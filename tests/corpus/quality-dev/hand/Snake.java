import java.util.ArrayDeque;
import java.util.Deque;

public class Snake {

    private final Deque<int[]> body = new ArrayDeque<>();
    private int dx = 1;
    private int dy = 0;
    private final int width;
    private final int height;

    public Snake(int width, int height) {
        this.width = width;
        this.height = height;
        body.addFirst(new int[] {width / 2, height / 2});
    }

    public void turn(int ndx, int ndy) {
        if (ndx == -dx && ndy == -dy) {
            return;
        }
        dx = ndx;
        dy = ndy;
    }

    public boolean step(boolean grow) {
        int[] head = body.peekFirst();
        int nx = (head[0] + dx + width) % width;
        int ny = (head[1] + dy + height) % height;
        for (int[] part : body) {
            if (part[0] == nx && part[1] == ny) {
                return false;
            }
        }
        body.addFirst(new int[] {nx, ny});
        if (!grow) {
            body.removeLast();
        }
        return true;
    }

    public int length() {
        return body.size();
    }
}
