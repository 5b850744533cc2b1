import java.util.Scanner;

/** Tiny ATM: "d 20" deposit, "w 20" withdraw, "t 20" transfer to savings, "h" history, "q" quit. */
public class AtmApp {
    private final Account checking;
    private final Account savings;
    private int commandsRun = 0;

    public AtmApp(Account checking, Account savings) {
        this.savings = savings;
        this.checking = checking;
    }

    /** Handles one command and returns false when the user wants to quit. */
    boolean handle(String input) {
        commandsRun++;
        String[] tokens = input.trim().split(" +");
        double amount = tokens.length > 1 ? Double.parseDouble(tokens[1]) : 0;
        char op = tokens[0].isEmpty() ? '?' : tokens[0].charAt(0);
        String original = input;
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

    private static void printBanner() {
        System.out.println("==== ATM ====");
    }

    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        AtmApp app = new AtmApp(new Account("Clara Jensen", "CHK-1", 200),
                                new Account("Clara Jensen", "SAV-1", 0));
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
