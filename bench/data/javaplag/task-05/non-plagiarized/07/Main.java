import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Scanner;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Usage: java Main [moves]
 * The optional argument is a list of column digits already played, e.g. "4453",
 * they are replayed first and then the game goes on from the keyboard.
 * The board is a flat array of 42 cells: index = row * 7 + col, row 0 at the top.
 */
public class Main {
    static final int W = 7, H = 6;
    static final char NONE = ' ';
    static final char[] cell = new char[W * H];
    static final List<int[]> LINES = new ArrayList<>();

    // every possible line of four cells (69 of them) is listed once at start-up
    static {
        int[][] dirs = { {0, 1}, {1, 0}, {1, 1}, {1, -1} };
        for (int r = 0; r < H; r++)
            for (int c = 0; c < W; c++)
                for (int[] d : dirs) {
                    int endR = r + 3 * d[0], endC = c + 3 * d[1];
                    if (endR < H && endC >= 0 && endC < W) {
                        final int rr = r, cc = c;
                        LINES.add(IntStream.range(0, 4).map(k -> (rr + k * d[0]) * W + cc + k * d[1]).toArray());
                    }
                }
    }

    static int drop(int col, char who) {
        for (int idx = (H - 1) * W + col; idx >= 0; idx -= W)
            if (cell[idx] == NONE) { cell[idx] = who; return idx; }
        return -1;
    }

    static boolean fourFor(char who) {
        return LINES.stream().anyMatch(line -> Arrays.stream(line).allMatch(i -> cell[i] == who));
    }

    static boolean boardFull() {
        return IntStream.range(0, W).noneMatch(c -> cell[c] == NONE);
    }

    static void show() {
        for (int r = 0; r < H; r++) {
            final int row = r;
            System.out.println(IntStream.range(0, W)
                    .mapToObj(c -> String.valueOf(cell[row * W + c]))
                    .collect(Collectors.joining(":", ":", ":")));
        }
        System.out.println(" 1 2 3 4 5 6 7 ");
    }

    /** returns a message if the game is over after this move, null otherwise */
    static String move(int col, char who) {
        if (col < 0 || col >= W) return "";
        if (drop(col, who) < 0) return "";
        if (fourFor(who)) return "Four in a row for " + who + "!";
        if (boardFull()) return "Draw.";
        return null;
    }

    public static void main(String[] args) {
        Arrays.fill(cell, NONE);
        char who = 'X';
        String result = null;

        String preset = String.join("", args);
        for (char ch : preset.toCharArray()) {
            if (!Character.isDigit(ch)) continue;
            result = move(ch - '1', who);
            if (result != null && result.isEmpty()) {
                System.out.println("Skipping illegal preset move " + ch);
                result = null;
                continue;
            }
            if (result != null) break;
            who = who == 'X' ? 'O' : 'X';
        }
        show();

        Scanner kb = new Scanner(System.in);
        while (result == null) {
            System.out.print(who + " -> ");
            if (!kb.hasNextLine()) break;
            String text = kb.nextLine().trim();
            int col = text.matches("[1-7]") ? Integer.parseInt(text) - 1 : -1;
            result = move(col, who);
            if (result != null && result.isEmpty()) {
                System.out.println("Illegal column, " + who + " goes again.");
                result = null;
                continue;
            }
            show();
            if (result == null) who = who == 'X' ? 'O' : 'X';
        }
        if (result != null) System.out.println(result);
    }
}
