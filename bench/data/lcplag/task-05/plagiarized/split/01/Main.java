import java.util.List;

public class Main {
    public static void main(String[] args) {
        List<List<String>> result = new Solution().solveNQueens(4);
        for (List<String> board : result) {
            System.out.println(board);
        }
    }
}
