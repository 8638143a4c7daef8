package exercises.games;

public class TicTacToeBoard {
    private final char[][] cells = new char[3][3];

    public boolean place(int row, int col, char player) {
        if (cells[row][col] != '\0') {
            return false;
        }
        cells[row][col] = player;
        return true;
    }

    public char winner() {
        for (int i = 0; i < 3; i++) {
            if (cells[i][0] != '\0' && cells[i][0] == cells[i][1] && cells[i][1] == cells[i][2]) {
                return cells[i][0];
            }
            if (cells[0][i] != '\0' && cells[0][i] == cells[1][i] && cells[1][i] == cells[2][i]) {
                return cells[0][i];
            }
        }
        if (cells[1][1] != '\0'
                && (cells[0][0] == cells[1][1] && cells[1][1] == cells[2][2]
                || cells[0][2] == cells[1][1] && cells[1][1] == cells[2][0])) {
            return cells[1][1];
        }
        return '\0';
    }

    public boolean isFull() {
        for (char[] row : cells) {
            for (char c : row) {
                if (c == '\0') {
                    return false;
                }
            }
        }
        return true;
    }

    public String render() {
        StringBuilder sb = new StringBuilder();
        for (char[] row : cells) {
            for (char c : row) {
                sb.append(c == '\0' ? '.' : c);
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
