public class HeatMap {

    private final double[][] values;

    public HeatMap(int w, int h) {
        values = new double[h][w];
    }

    public void set(int x, int y, double v) {
        values[y][x] = v;
    }

    public int countHotCells(double threshold) {
        int count = 0;
        for (int y = 0; y < values.length; y++) {
            for (int x = 0; x < values[y].length; x++) {
                if (values[y][x] > threshold) {
                    if (x > 0 && y > 0) {
                        if (values[y - 1][x - 1] > threshold) {
                            count++; // expect: QUA-DEEP-NESTING
                        }
                    }
                }
            }
        }
        return count;
    }

    public double max() {
        double m = Double.NEGATIVE_INFINITY;
        for (double[] row : values) {
            for (double v : row) {
                m = Math.max(m, v);
            }
        }
        return m;
    }
}
