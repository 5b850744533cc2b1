import java.util.Scanner;

public class Exercise_3_05 {
    private static final String[] NAMES = {
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"
    };

    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        int today = askInt(scanner, "Enter today’s day: ");
        int elapsed = askInt(scanner, "Enter the number of days elapsed since today: ");
        scanner.close();
        Day start = new Day(today);
        Day future = start.plus(elapsed);
        report(start, future);
    }

    private static int askInt(Scanner scanner, String prompt) {
        System.out.println(prompt);
        return scanner.nextInt();
    }

    private static void report(Day start, Day future) {
        System.out.println("Today is " + start.name() + " the future day is " + future.name());
    }

    static class Day {
        private final int index;

        Day(int index) {
            this.index = index;
        }

        Day plus(int days) {
            return new Day((index + days) % 7);
        }

        String name() {
            return NAMES[index];
        }
    }
}
