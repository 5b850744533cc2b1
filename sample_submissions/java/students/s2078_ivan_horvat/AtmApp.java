import java.util.Scanner;

/** Tiny ATM: "d 20" deposit, "w 20" withdraw, "t 20" transfer to savings, "h" history, "q" quit. */
public class AtmApp {
    private final Account checking;
    private final Account savings;

    public AtmApp(Account checking, Account savings) {
        this.checking = checking;
        this.savings = savings;
    }

    /** Handles one command and returns false when the user wants to quit. */
    boolean handle(String input) {
        String[] tokens = input.trim().split(" +");
        char op = tokens[0].isEmpty() ? '?' : tokens[0].charAt(0);
        double amount = tokens.length > 1 ? Double.parseDouble(tokens[1]) : 0;
        switch (op) {
            case 'd':
                checking.deposit(amount);
                break;
            case 'w':
                if (!checking.withdraw(amount)) {
                    System.out.println("Declined: insufficient funds");
                }
                break;
            case 't':
                if (!checking.transferTo(savings, amount)) {
                    System.out.println("Declined: insufficient funds");
                }
                break;
            case 'h':
                checking.getHistory().forEach(System.out::println);
                return true;
            case 'q':
                return false;
            default:
                System.out.println("Commands: d AMT, w AMT, t AMT, h, q");
                return true;
        }
        System.out.println(checking + " | " + savings);
        return true;
    }

    public static void main(String[] args) {
        AtmApp app = new AtmApp(new Account("Ivan Horvat", "CHK-1", 200),
                                new Account("Ivan Horvat", "SAV-1", 0));
        Scanner scanner = new Scanner(System.in);
        boolean running = true;
        while (running && scanner.hasNextLine()) {
            try {
                running = app.handle(scanner.nextLine());
            } catch (IllegalArgumentException e) {
                System.out.println("Error: " + e.getMessage());
            }
        }
    }
}
