import java.util.Scanner;

/**
 * Simple text ATM. Commands:
 *   deposit AMOUNT | withdraw AMOUNT | balance | history | interest RATE | quit
 */
public class ATM {
    public static void main(String[] args) {
        Account acct = new Account("Aisha Bello", "CHK-001", 250.00);
        Scanner in = new Scanner(System.in);
        System.out.println("Welcome " + acct.getOwner());

        while (true) {
            System.out.print("> ");
            if (!in.hasNextLine()) {
                break;
            }
            String[] words = in.nextLine().trim().split("\\s+");
            String cmd = words[0].toLowerCase();
            try {
                if (cmd.equals("quit")) {
                    break;
                } else if (cmd.equals("balance")) {
                    System.out.println(acct);
                } else if (cmd.equals("history")) {
                    for (String line : acct.getHistory()) {
                        System.out.println("  " + line);
                    }
                } else if (cmd.equals("deposit")) {
                    acct.deposit(Double.parseDouble(words[1]));
                    System.out.println("ok, " + acct);
                } else if (cmd.equals("withdraw")) {
                    boolean ok = acct.withdraw(Double.parseDouble(words[1]));
                    System.out.println(ok ? "ok, " + acct : "insufficient funds");
                } else if (cmd.equals("interest")) {
                    acct.addMonthlyInterest(Double.parseDouble(words[1]));
                    System.out.println("ok, " + acct);
                } else if (!cmd.isEmpty()) {
                    System.out.println("unknown command: " + cmd);
                }
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("missing amount");
            } catch (IllegalArgumentException e) {
                // NumberFormatException is a subclass, so this catches bad numbers too
                System.out.println("error: " + e.getMessage());
            }
        }
        System.out.println("Goodbye.");
    }
}
