import java.util.HashMap;
import java.util.Map;
import java.util.Scanner;
import java.util.TreeMap;

public class Main {

    // cells are stored in a map, key = row * 10 + column (row 1 is the bottom, columns 1..7)
    // a missing key means the cell is empty
    private static Map<Integer, Character> cells = new HashMap<>();
    private static Map<String, Integer> scores = new TreeMap<>();
    private static Scanner input = new Scanner(System.in);

    public static void main(String[] args) {
        System.out.print("Name of player one: ");
        String one = input.nextLine();
        System.out.print("Name of player two: ");
        String two = input.nextLine();
        scores.put(one, 0);
        scores.put(two, 0);

        boolean running = true;
        while (running) {
            System.out.println();
            System.out.println("=== CONNECT FOUR ===");
            System.out.println("1) New game");
            System.out.println("2) Show scores");
            System.out.println("3) Quit");
            System.out.print("Choice: ");
            String choice = input.nextLine();
            if (choice.equals("1")) {
                String winner = playOneGame(one, two);
                if (winner != null) {
                    scores.put(winner, scores.get(winner) + 1);
                }
            } else if (choice.equals("2")) {
                for (Map.Entry<String, Integer> e : scores.entrySet()) {
                    System.out.println(e.getKey() + ": " + e.getValue() + " win(s)");
                }
            } else if (choice.equals("3")) {
                running = false;
            } else {
                System.out.println("Unknown option.");
            }
        }
        System.out.println("Bye!");
    }

    // returns the name of the winner, or null when the game ends in a draw
    private static String playOneGame(String one, String two) {
        cells.clear();
        String[] names = {one, two};
        char[] marks = {'#', '*'};
        int current = 0;
        printBoard();
        while (cells.size() < 42) {
            System.out.print(names[current] + " (" + marks[current] + "), pick a column 1-7: ");
            int column;
            try {
                column = Integer.parseInt(input.nextLine().trim());
            } catch (NumberFormatException ex) {
                System.out.println("Numbers only please.");
                continue;
            }
            if (column < 1 || column > 7) {
                System.out.println("Column must be between 1 and 7.");
                continue;
            }
            int row = 1;
            while (cells.containsKey(row * 10 + column)) {
                row++;
            }
            if (row > 6) {
                System.out.println("No room left in column " + column + ".");
                continue;
            }
            cells.put(row * 10 + column, marks[current]);
            printBoard();
            if (isWinningMove(row, column, marks[current])) {
                System.out.println("*** " + names[current] + " wins! ***");
                return names[current];
            }
            current = 1 - current;
        }
        System.out.println("The board is full - nobody wins this one.");
        return null;
    }

    // looks through every cell: is it the start of four equal marks in some direction?
    // (row/column of the last move are not needed for this, but I keep them for later)
    private static boolean isWinningMove(int lastRow, int lastColumn, char mark) {
        int[] rowSteps = {0, 1, 1, 1};
        int[] colSteps = {1, 0, 1, -1};
        for (int key : cells.keySet()) {
            if (cells.get(key) != mark) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int length = 1;
                int r = key / 10 + rowSteps[d];
                int c = key % 10 + colSteps[d];
                while (cells.getOrDefault(r * 10 + c, ' ') == mark && c >= 1 && c <= 7) {
                    length++;
                    r += rowSteps[d];
                    c += colSteps[d];
                }
                if (length >= 4) {
                    return true;
                }
            }
        }
        return false;
    }

    private static void printBoard() {
        System.out.println();
        for (int row = 6; row >= 1; row--) {
            StringBuilder sb = new StringBuilder();
            for (int column = 1; column <= 7; column++) {
                sb.append(" ").append(cells.getOrDefault(row * 10 + column, '-'));
            }
            System.out.println(sb);
        }
        System.out.println(" 1 2 3 4 5 6 7");
    }
}
