import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner s = new Scanner(System.in);
        int[][] board = new int[6][7]; // 0 = empty, 1 = red, 2 = yellow
        int player = 1;
        int moves = 0;
        boolean won = false;

        while (won == false && moves < 42) {
            // show the board
            for (int i = 0; i < 6; i++) {
                for (int j = 0; j < 7; j++) {
                    if (board[i][j] == 0) System.out.print("[ ]");
                    if (board[i][j] == 1) System.out.print("[R]");
                    if (board[i][j] == 2) System.out.print("[Y]");
                }
                System.out.println();
            }
            System.out.println(" 1  2  3  4  5  6  7");

            if (player == 1) System.out.println("Red, where do you want to go?");
            else System.out.println("Yellow, where do you want to go?");
            int col = s.nextInt();
            col = col - 1;
            if (col < 0 || col > 6) {
                System.out.println("Wrong number!!");
                continue;
            }
            if (board[0][col] != 0) {
                System.out.println("Sorry that column is full");
                continue;
            }
            int row = 5;
            while (board[row][col] != 0) {
                row--;
            }
            board[row][col] = player;
            moves++;

            // left and right
            int count = 1;
            int c = col - 1;
            while (c >= 0 && board[row][c] == player) { count++; c--; }
            c = col + 1;
            while (c < 7 && board[row][c] == player) { count++; c++; }
            if (count >= 4) won = true;

            // down (nothing can be above the new disc)
            count = 1;
            int r = row + 1;
            while (r < 6 && board[r][col] == player) { count++; r++; }
            if (count >= 4) won = true;

            // diagonal like /
            count = 1;
            r = row - 1; c = col + 1;
            while (r >= 0 && c < 7 && board[r][c] == player) { count++; r--; c++; }
            r = row + 1; c = col - 1;
            while (r < 6 && c >= 0 && board[r][c] == player) { count++; r++; c--; }
            if (count >= 4) won = true;

            // diagonal like \
            count = 1;
            r = row - 1; c = col - 1;
            while (r >= 0 && c >= 0 && board[r][c] == player) { count++; r--; c--; }
            r = row + 1; c = col + 1;
            while (r < 6 && c < 7 && board[r][c] == player) { count++; r++; c++; }
            if (count >= 4) won = true;

            if (won == false) {
                if (player == 1) player = 2;
                else player = 1;
            }
        }

        // print final board
        for (int i = 0; i < 6; i++) {
            for (int j = 0; j < 7; j++) {
                if (board[i][j] == 0) System.out.print("[ ]");
                if (board[i][j] == 1) System.out.print("[R]");
                if (board[i][j] == 2) System.out.print("[Y]");
            }
            System.out.println();
        }
        if (won) {
            if (player == 1) System.out.println("RED WINS!!!");
            else System.out.println("YELLOW WINS!!!");
        } else {
            System.out.println("Nobody won, its a tie");
        }
    }
}
