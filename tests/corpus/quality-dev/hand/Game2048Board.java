import java.util.Random;

public class Game2048Board {

    private final int[][] grid = new int[4][4];
    private final Random random = new Random();
    private int score;

    public void spawn() {
        int empty = 0;
        for (int[] row : grid) {
            for (int v : row) {
                if (v == 0) empty++;
            }
        }
        if (empty == 0) return;
        int pick = random.nextInt(empty);
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                if (grid[r][c] == 0) {
                    if (pick == 0) {
                        if (random.nextInt(10) == 0) {
                            grid[r][c] = 4; // expect: QUA-DEEP-NESTING
                        } else {
                            grid[r][c] = 2;
                        }
                        return;
                    }
                    pick--;
                }
            }
        }
    }

    public void slideLeft() {
        for (int r = 0; r < 4; r++) {
            int[] line = new int[4];
            int k = 0;
            for (int c = 0; c < 4; c++) {
                if (grid[r][c] != 0) {
                    line[k++] = grid[r][c];
                }
            }
            for (int c = 0; c < 3; c++) {
                if (line[c] != 0 && line[c] == line[c + 1]) {
                    line[c] *= 2;
                    score += line[c];
                    System.arraycopy(line, c + 2, line, c + 1, 2 - c);
                    line[3] = 0;
                }
            }
            grid[r] = line;
        }
    }

    public int getScore() {
        return score;
    }
}
