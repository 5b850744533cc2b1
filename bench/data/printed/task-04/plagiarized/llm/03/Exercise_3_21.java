import java.util.Scanner;

public class Exercise_3_21 {
    public static void main(String[] args) {
        Scanner input = new Scanner(System.in);
        int year = prompt(input, "Enter year: (e.g., 2012): ");
        int month = prompt(input, "Enter month: 1-12: ");
        int day = prompt(input, "Enter the day of the month: 1-31: ");
        ZellerDate date = ZellerDate.of(year, month, day);
        System.out.println("Day of the week is " + nameOf(date.weekdayIndex()));
    }

    private static int prompt(Scanner input, String message) {
        System.out.print(message);
        return input.nextInt();
    }

    private static String nameOf(int h) {
        switch (h) {
            case 0: return "Saturday";
            case 1: return "Sunday";
            case 2: return "Monday";
            case 3: return "Tuesday";
            case 4: return "Wednesday";
            case 5: return "Thursday";
            default: return "Friday";
        }
    }

    static final class ZellerDate {
        private final int q;
        private final int m;
        private final int k;
        private final int j;

        private ZellerDate(int q, int m, int year) {
            this.q = q;
            this.m = m;
            this.k = year % 100;
            this.j = year / 100;
        }

        static ZellerDate of(int year, int month, int day) {
            if (month == 1 || month == 2) {
                return new ZellerDate(day, month + 12, year - 1);
            }
            return new ZellerDate(day, month, year);
        }

        int weekdayIndex() {
            return (q + 26 * (m + 1) / 10 + k + k / 4 + j / 4 + 5 * j) % 7;
        }
    }
}
