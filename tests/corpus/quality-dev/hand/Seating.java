public class Seating {

    private final boolean[][] taken;

    public Seating(int rows, int seats) {
        taken = new boolean[rows][seats];
    }

    public boolean reserve(int row, int seat) {
        if (taken[row][seat]) {
            return false;
        }
        taken[row][seat] = true;
        return true;
    }

    public int freeInRow(int row) {
        int free = 0;
        for (boolean t : taken[row]) {
            if (!t) {
                free++;
            }
        }
        return free;
    }

    public boolean isRowFull(int row) {
        return freeInRow(row) == 0; // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
    }
}
