import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Scanner;

/**
 * Reads commands from standard input, one per line:
 *   open ID OWNER AMOUNT
 *   deposit ID AMOUNT
 *   withdraw ID AMOUNT
 *   transfer FROM TO AMOUNT
 *   interest RATE          (all accounts)
 *   show ID
 *   list
 */
public class Bank {
    private final Map<String, Account> accounts = new LinkedHashMap<>();

    private Account find(String accountId) {
        Account found = accounts.get(accountId);
        if (found == null) {
            throw new IllegalArgumentException("no account " + accountId);
        }
        return found;
    }

    public String execute(String commandLine) {
        String[] parts = commandLine.trim().split("\\s+");
        switch (parts[0]) {
            case "open":
                accounts.put(parts[1], new Account(parts[2], parts[1], Double.parseDouble(parts[3])));
                return "opened " + parts[1];
            case "deposit":
                find(parts[1]).deposit(Double.parseDouble(parts[2]));
                return find(parts[1]).toString();
            case "withdraw":
                boolean done = find(parts[1]).withdraw(Double.parseDouble(parts[2]));
                return done ? find(parts[1]).toString() : "insufficient funds";
            case "transfer":
                boolean moved = find(parts[1]).transferTo(find(parts[2]), Double.parseDouble(parts[3]));
                return moved ? "transferred" : "insufficient funds";
            case "interest":
                for (Account account : accounts.values()) {
                    account.addMonthlyInterest(Double.parseDouble(parts[1]));
                }
                return "interest added";
            case "show":
                return find(parts[1]) + "\n" + String.join("\n", find(parts[1]).getHistory());
            case "list":
                StringBuilder listing = new StringBuilder();
                for (Account account : accounts.values()) {
                    listing.append(account).append('\n');
                }
                return listing.toString().trim();
            default:
                return "unknown command " + parts[0];
        }
    }

    public static void main(String[] args) {
        Bank bank = new Bank();
        Scanner input = new Scanner(System.in);
        while (input.hasNextLine()) {
            String commandLine = input.nextLine();
            if (commandLine.isBlank()) {
                continue;
            }
            try {
                System.out.println(bank.execute(commandLine));
            } catch (RuntimeException e) {
                System.out.println("error: " + e.getMessage());
            }
        }
    }
}
