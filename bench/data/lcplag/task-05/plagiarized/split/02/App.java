import java.util.List;
import java.util.Scanner;

public class App {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        System.out.print("Board size: ");
        int n = sc.nextInt();
        QueenSolver solver = new BacktrackingSolver();
        List<List<String>> boards = solver.solveNQueens(n);
        System.out.println("Found " + boards.size() + " arrangement(s)");
        int k = 1;
        for (List<String> b : boards) {
            System.out.println("#" + k++);
            for (String line : b) {
                System.out.println(line);
            }
        }
    }
}
