package calendar;

public class Main {
    public static void main(String[] args) {
        ConsoleInput input = new ConsoleInput();
        Weekday today = Weekday.fromIndex(input.readInt("Enter today’s day: "));
        int elapsed = input.readInt("Enter the number of days elapsed since today: ");
        System.out.println("Today is " + today + " the future day is " + today.after(elapsed));
    }
}
