import java.util.*;

// each column is a stack of discs, index 0 = bottom of the column
// to find a winner I write out every line of the board as a String and search it
public class Main {
    static final int H = 6, W = 7;
    static List<List<Character>> cols = new ArrayList<>();

    static char at(int row, int col) { // row 0 = bottom
        List<Character> c = cols.get(col);
        return row < c.size() ? c.get(row) : ' ';
    }

    static List<String> allLines() {
        List<String> lines = new ArrayList<>();
        for (int r = 0; r < H; r++) {
            String s = "";
            for (int c = 0; c < W; c++) s += at(r, c);
            lines.add(s);
        }
        for (int c = 0; c < W; c++) {
            String s = "";
            for (int r = 0; r < H; r++) s += at(r, c);
            lines.add(s);
        }
        // diagonals: start from every cell on the left edge and bottom edge
        for (int start = -(H - 1); start < W; start++) {
            String up = "", down = "";
            for (int r = 0; r < H; r++) {
                int c1 = start + r;          // going up-right
                int c2 = start + (H - 1 - r); // going down-right
                if (c1 >= 0 && c1 < W) up += at(r, c1);
                if (c2 >= 0 && c2 < W) down += at(r, c2);
            }
            lines.add(up);
            lines.add(down);
        }
        return lines;
    }

    static boolean wins(char p) {
        String four = "" + p + p + p + p;
        for (String line : allLines())
            if (line.contains(four)) return true;
        return false;
    }

    static void draw() {
        for (int r = H - 1; r >= 0; r--) {
            StringBuilder sb = new StringBuilder("  ");
            for (int c = 0; c < W; c++) sb.append(at(r, c) == ' ' ? '.' : at(r, c)).append(' ');
            System.out.println(sb);
        }
        System.out.println("  1 2 3 4 5 6 7");
    }

    public static void main(String[] args) {
        for (int i = 0; i < W; i++) cols.add(new ArrayList<>());
        Scanner sc = new Scanner(System.in);
        char[] players = {'@', 'O'};
        int turn = 0;
        draw();
        while (true) {
            char p = players[turn % 2];
            System.out.print("[" + p + "] column? ");
            String in = sc.nextLine().trim();
            if (in.length() != 1 || in.charAt(0) < '1' || in.charAt(0) > '7') {
                System.out.println("enter a single digit 1-7");
                continue;
            }
            List<Character> col = cols.get(in.charAt(0) - '1');
            if (col.size() == H) {
                System.out.println("full!");
                continue;
            }
            col.add(p);
            turn++;
            draw();
            if (wins(p)) {
                System.out.println(p + " has four in a row, game over");
                break;
            }
            if (turn == H * W) {
                System.out.println("draw, the board is full");
                break;
            }
        }
    }
}
