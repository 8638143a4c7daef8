import java.util.Scanner;

public class TicTacToe {

    static char[][] board = new char[3][3];
    static char current = 'X';

    public static void main(String[] args) {
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++)
                board[i][j] = '.';
        Scanner sc = new Scanner(System.in);
        int moves = 0;
        while (moves < 9) {
            print();
            System.out.print(current + " row col: ");
            int r = sc.nextInt(), c = sc.nextInt();
            if (board[r][c] != '.') {
                System.out.println("taken");
                continue;
            }
            board[r][c] = current;
            moves++;
            if (wins(current) == true) { // expect: QUA-BOOLEAN-LITERAL-COMPARISON
                print();
                System.out.println(current + " wins!");
                return;
            }
            current = current == 'X' ? 'O' : 'X';
        }
        System.out.println("draw");
    }

    static boolean wins(char p) {
        for (int i = 0; i < 3; i++) {
            if (board[i][0] == p && board[i][1] == p && board[i][2] == p) return true;
            if (board[0][i] == p && board[1][i] == p && board[2][i] == p) return true;
        }
        return (board[0][0] == p && board[1][1] == p && board[2][2] == p)
            || (board[0][2] == p && board[1][1] == p && board[2][0] == p);
    }

    static void print() {
        for (char[] row : board) {
            System.out.println(new String(row)); // ok: QUA-NEW-STRING
        }
    }
}
