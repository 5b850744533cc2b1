import java.util.Scanner;

public class Weekday {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int[] date = new int[3];
        String[] prompts = {"Enter year: (e.g., 2012): ", "Enter month: 1-12: ", "Enter the day of the month: 1-31: "};
        for (int i = 0; i < prompts.length; i++) {
            System.out.print(prompts[i]);
            date[i] = in.nextInt();
        }
        System.out.println("Day of the week is " + zeller(date[0], date[1], date[2]));
    }

    static String zeller(int y, int mo, int d) {
        int m = mo <= 2 ? mo + 12 : mo;
        int yy = mo <= 2 ? y - 1 : y;
        int h = d + (13 * (m + 1)) / 5 + yy + yy / 4 - yy / 100 + yy / 400;
        switch (h % 7) {
            case 0: return "Saturday";
            case 1: return "Sunday";
            case 2: return "Monday";
            case 3: return "Tuesday";
            case 4: return "Wednesday";
            case 5: return "Thursday";
            default: return "Friday";
        }
    }
}
