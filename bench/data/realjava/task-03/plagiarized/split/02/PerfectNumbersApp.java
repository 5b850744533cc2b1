package perfect;

import java.util.List;

public class PerfectNumbersApp {
    public static void main(String[] args) {
        RangeScanner scanner = new RangeScanner(new PerfectClassifier());
        List<Integer> found = scanner.scan(1, 10000);
        System.out.println("The four perfect numbers<10,000: ");
        for (int n : found) {
            System.out.print(n + " ");
        }
        System.out.println();
    }
}
