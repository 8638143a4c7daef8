import java.util.Arrays;

public class Matrix {

    private final int[][] cells;

    public Matrix(int rows, int cols) {
        cells = new int[rows][cols];
    }

    public void set(int r, int c, int v) {
        cells[r][c] = v;
    }

    public int get(int r, int c) {
        return cells[r][c];
    }

    public Matrix times(Matrix o) {
        int n = cells.length;
        int m = o.cells[0].length;
        Matrix res = new Matrix(n, m);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                int s = 0;
                for (int k = 0; k < o.cells.length; k++) {
                    s += cells[i][k] * o.cells[k][j];
                }
                res.cells[i][j] = s;
            }
        }
        return res;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int[] row : cells) {
            sb.append(Arrays.toString(row)).append('\n'); // ok: QUA-ARRAY-TO-STRING
        }
        return sb.toString();
    }
}
