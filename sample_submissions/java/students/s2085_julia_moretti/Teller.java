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
public class Teller {
    private final Map<String, Account> accountMap = new LinkedHashMap<>();

    private Account lookup(String key) {
        Account acc = accountMap.get(key);
        if (acc == null) {
            throw new IllegalArgumentException("no account " + key);
        }
        return acc;
    }

    public String process(String line) {
        String[] words = line.trim().split("\\s+");
        switch (words[0]) {
            case "open":
                accountMap.put(words[1], new Account(words[2], words[1], Double.parseDouble(words[3])));
                return "opened " + words[1];
            case "deposit":
                lookup(words[1]).deposit(Double.parseDouble(words[2]));
                return lookup(words[1]).toString();
            case "withdraw":
                boolean ok = lookup(words[1]).withdraw(Double.parseDouble(words[2]));
                return ok ? lookup(words[1]).toString() : "insufficient funds";
            case "transfer":
                boolean success = lookup(words[1]).transferTo(lookup(words[2]), Double.parseDouble(words[3]));
                return success ? "transferred" : "insufficient funds";
            case "interest":
                for (Account a : accountMap.values()) {
                    a.addMonthlyInterest(Double.parseDouble(words[1]));
                }
                return "interest added";
            case "show":
                return lookup(words[1]) + "\n" + String.join("\n", lookup(words[1]).getHistory());
            case "list":
                StringBuilder sb = new StringBuilder();
                for (Account a : accountMap.values()) {
                    sb.append(a).append('\n');
                }
                return sb.toString().trim();
            default:
                return "unknown command " + words[0];
        }
    }

    public static void main(String[] args) {
        Teller teller = new Teller();
        Scanner scanner = new Scanner(System.in);
        while (scanner.hasNextLine()) {
            String line = scanner.nextLine();
            if (line.isBlank()) {
                continue;
            }
            try {
                System.out.println(teller.process(line));
            } catch (RuntimeException e) {
                System.out.println("error: " + e.getMessage());
            }
        }
    }
}
