import java.time.Year;
import java.util.Arrays;
import java.util.List;
import java.util.Scanner;

public class MonthDays {
    private static final List<String> NAMES =
            Arrays.asList("Jan", "Feb", "Mar", "Apr", "May", "Jun",
                          "Jul", "Aug", "Sep", "Oct", "Nov", "Dec");
    private static final int[] LENGTHS = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

    public static void main(String[] args) {
        try (Scanner in = new Scanner(System.in)) {
            System.out.print("Enter a year: ");
            int y = Integer.parseInt(in.nextLine().trim());
            System.out.print("Enter a month (with the first letter in uppercase): ");
            String m = in.nextLine();

            int i = NAMES.indexOf(m);
            int d = 0;
            if (i >= 0) {
                d = LENGTHS[i];
                if (i == 1 && Year.isLeap(y)) {
                    d++;
                }
            }
            System.out.println(m + " " + y + " has " + d + " days");
        }
    }
}
