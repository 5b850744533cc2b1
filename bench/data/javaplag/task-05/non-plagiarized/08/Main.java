import java.util.Scanner;
import java.util.Stack;

// Connect Four
// Extra feature: type "undo" to take back the last move.
public class Main {

    // the board, "  " means empty. row 0 is at the top of the screen
    static String[][] board = new String[6][7];

    // all the columns that were played, so we can undo them
    static Stack<Integer> history = new Stack<Integer>();

    public static void main(String[] args) {
        Scanner keyboard = new Scanner(System.in);
        String[] names = {"RR", "YY"};
        int who = 0; // 0 = first player, 1 = second player

        // make every square empty
        for (int row = 0; row < 6; row++) {
            for (int col = 0; col < 7; col++) {
                board[row][col] = "  ";
            }
        }

        showBoard();
        while (true) {
            System.out.println("Player " + (who + 1) + " (" + names[who] + ")");
            System.out.print("Type a column number 1-7 or undo: ");
            String answer = keyboard.nextLine();

            // undo the last move and give the turn back
            if (answer.equals("undo")) {
                if (history.isEmpty()) {
                    System.out.println("There is nothing to undo.");
                } else {
                    int lastCol = history.pop();
                    removeTopDisc(lastCol);
                    who = 1 - who;
                    showBoard();
                }
                continue;
            }

            // turn the answer into a number, and check it
            int col = -1;
            if (answer.length() == 1 && Character.isDigit(answer.charAt(0))) {
                col = Integer.parseInt(answer) - 1;
            }
            if (col < 0 || col > 6) {
                System.out.println("I did not understand that.");
                continue;
            }
            if (!board[0][col].equals("  ")) {
                System.out.println("That column is already full!");
                continue;
            }

            // find the lowest empty square in this column
            int row = 5;
            while (!board[row][col].equals("  ")) {
                row = row - 1;
            }
            board[row][col] = names[who];
            history.push(col);
            showBoard();

            // did this player win?
            if (checkWinner(names[who])) {
                System.out.println("Congratulations player " + (who + 1) + ", you won!");
                break;
            }
            // 42 moves means the board is completely filled
            if (history.size() == 42) {
                System.out.println("Nobody won. It is a draw.");
                break;
            }
            who = 1 - who;
        }
        keyboard.close();
    }

    // takes away the highest disc of a column (used by undo)
    static void removeTopDisc(int col) {
        for (int row = 0; row < 6; row++) {
            if (!board[row][col].equals("  ")) {
                board[row][col] = "  ";
                return;
            }
        }
    }

    // walks along a line of squares starting at (row, col), moving by (dRow, dCol)
    // every step, and counts how many of the same disc come one after another.
    // the counter goes back to 0 when another disc or an empty square is found.
    static boolean lineHasFour(int row, int col, int dRow, int dCol, String disc) {
        int inARow = 0;
        while (row >= 0 && row < 6 && col >= 0 && col < 7) {
            if (board[row][col].equals(disc)) {
                inARow++;
                if (inARow == 4) {
                    return true;
                }
            } else {
                inARow = 0;
            }
            row += dRow;
            col += dCol;
        }
        return false;
    }

    // tries every complete row, column and diagonal of the board
    static boolean checkWinner(String disc) {
        for (int row = 0; row < 6; row++) {
            if (lineHasFour(row, 0, 0, 1, disc)) return true;       // rows, left to right
            if (lineHasFour(row, 0, 1, 1, disc)) return true;       // diagonals starting on the left edge
            if (lineHasFour(row, 6, 1, -1, disc)) return true;      // diagonals starting on the right edge
        }
        for (int col = 0; col < 7; col++) {
            if (lineHasFour(0, col, 1, 0, disc)) return true;       // columns, top to bottom
            if (lineHasFour(0, col, 1, 1, disc)) return true;       // diagonals starting on the top edge
            if (lineHasFour(0, col, 1, -1, disc)) return true;
        }
        return false;
    }

    // prints the board with a frame around it
    static void showBoard() {
        System.out.println();
        for (int row = 0; row < 6; row++) {
            String line = "";
            for (int col = 0; col < 7; col++) {
                line = line + "|" + board[row][col];
            }
            System.out.println(line + "|");
        }
        System.out.println("======================");
        System.out.println("  1  2  3  4  5  6  7");
        System.out.println();
    }
}
