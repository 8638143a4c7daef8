package exercises.matrix;

public class MatrixCalculator {

    public int[][] multiply(int[][] a, int[][] b) {
        if (a[0].length != b.length) {
            throw new IllegalArgumentException("dimension mismatch");
        }
        int[][] result = new int[a.length][b[0].length];
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < b[0].length; j++) {
                for (int k = 0; k < b.length; k++) {
                    result[i][j] += a[i][k] * b[k][j];
                }
            }
        }
        return result;
    }

    public int[][] identity(int size) {
        if (size <= 0) {
            return null; // expect: QUA-RETURN-NULL-COLLECTION
        }
        int[][] id = new int[size][size];
        for (int i = 0; i < size; i++) {
            id[i][i] = 1;
        }
        return id;
    }

    public double density(int[][] m) {
        int nonZero = 0;
        int cells = 0;
        for (int[] row : m) {
            for (int v : row) {
                cells++;
                if (v != 0) {
                    nonZero++;
                }
            }
        }
        return (double) nonZero / cells; // ok: QUA-INTEGER-DIVISION
    }

    public void printMatrix(int[][] m) {
        for (int[] row : m) {
            System.out.println(row); // expect: QUA-ARRAY-TO-STRING
        }
    }

    public static void main(String[] args) {
        MatrixCalculator calc = new MatrixCalculator();
        int[][] product = calc.multiply(new int[][] {{1, 2}, {3, 4}}, calc.identity(2));
        calc.printMatrix(product);
        System.out.println("density " + calc.density(product));
    }
}
