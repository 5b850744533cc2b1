import java.io.*;
import java.util.*;

public class Main {
    static class Reader {
        private final DataInputStream din;
        private final byte[] buffer = new byte[1 << 16];
        private int bufferPointer = 0, bytesRead = 0;

        Reader() {
            din = new DataInputStream(System.in);
        }

        int nextInt() throws IOException {
            int ret = 0;
            byte b = read();
            while (b <= ' ') b = read();
            boolean neg = (b == '-');
            if (neg) b = read();
            do {
                ret = ret * 10 + b - '0';
            } while ((b = read()) >= '0' && b <= '9');
            return neg ? -ret : ret;
        }

        private void fillBuffer() throws IOException {
            bytesRead = din.read(buffer, bufferPointer = 0, buffer.length);
            if (bytesRead == -1) buffer[0] = -1;
        }

        private byte read() throws IOException {
            if (bufferPointer == bytesRead) fillBuffer();
            return buffer[bufferPointer++];
        }
    }

    public static void main(String[] args) throws IOException {
        Reader in = new Reader();
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        int n = in.nextInt();
        List<List<String>> res = new Solution().solveNQueens(n);
        out.println(res.size());
        for (List<String> b : res) {
            for (String line : b) out.println(line);
            out.println();
        }
        out.flush();
    }
}

class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> ans = new ArrayList<List<String>>();
        boolean[][] board = new boolean[n][n];
        queens(board, 0, ans);
        return ans;
    }

    void queens(boolean[][] board, int row, List<List<String>> ans2) {
        if (row == board.length) {
            ArrayList<String> ans = new ArrayList<String>();
            createAnswer(board, ans);
            ans2.add(ans);
            return;
        }
        for (int col = 0; col < board.length; col++) {
            if (isSafe(board, row, col)) {
                board[row][col] = true;
                queens(board, row + 1, ans2);
                board[row][col] = false;
            }
        }
    }

    void createAnswer(boolean[][] board, ArrayList<String> ans) {
        for (int i = 0; i < board.length; i++) {
            StringBuilder str = new StringBuilder();
            for (int j = 0; j < board[0].length; j++) {
                if (board[i][j]) str.append("Q");
                else str.append(".");
            }
            ans.add(str.toString());
        }
    }

    boolean isSafe(boolean[][] board, int row, int col) {
        for (int i = 0; i < row; i++) if (board[i][col]) return false;
        int maxLeft = Math.min(row, col);
        for (int i = 1; i <= maxLeft; i++) if (board[row - i][col - i]) return false;
        int maxRight = Math.min(row, board.length - 1 - col);
        for (int i = 1; i <= maxRight; i++) if (board[row - i][col + i]) return false;
        return true;
    }
}
