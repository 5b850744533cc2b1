import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;
import java.util.Scanner;

/**
 * CS2 Lab 6 - Bank Accounts.
 * Every account may be overdrawn up to its own overdraft limit. A checking
 * account charges a fee on every transaction (deposit or withdrawal).
 */
public class Main {

    /** A general bank account with an overdraft limit. */
    static class Account {
        /** Name shown on statements, e.g. "Holiday fund". */
        protected String title;
        /** Current balance, can be negative down to -overdraftLimit. */
        protected double balance;
        protected double overdraftLimit;
        protected LinkedList<String> history = new LinkedList<>();

        /** @param overdraftLimit the maximum overdraft (0 for none) */
        public Account(String title, double overdraftLimit) {
            this.title = title;
            this.overdraftLimit = overdraftLimit;
            log("Account opened", 0);
        }

        /** Adds one dated line to the history. */
        protected void log(String what, double change) {
            history.add(String.format("%s  %-22s %+10.2f %10.2f", LocalDate.now(), what, change, balance));
        }

        /** Puts money in. Returns false for a non-positive amount. */
        public boolean deposit(double amount) {
            if (amount <= 0) return false;
            balance += amount;
            log("Deposit", amount);
            return true;
        }

        /** Takes money out if the overdraft limit allows it. */
        public boolean withdraw(double amount) {
            if (amount <= 0 || balance - amount < -overdraftLimit) return false;
            balance -= amount;
            log("Withdrawal", -amount);
            return true;
        }

        /** Prints the full history and the current balance. */
        public void printStatement() {
            System.out.printf("%n== %s (overdraft %.2f) ==%n", title, overdraftLimit);
            for (String line : history) {
                System.out.println("  " + line);
            }
            System.out.printf("  Balance: %.2f%n", balance);
        }
    }

    /** Checking account: like a normal account but every transaction costs a fee. */
    static class CheckingAccount extends Account {
        private final double fee;

        public CheckingAccount(String title, double overdraftLimit, double fee) {
            super(title, overdraftLimit);
            this.fee = fee;
        }

        @Override
        public boolean deposit(double amount) {
            boolean ok = super.deposit(amount);
            if (ok) chargeFee();
            return ok;
        }

        @Override
        public boolean withdraw(double amount) {
            // the fee must also fit inside the overdraft limit
            if (balance - amount - fee < -overdraftLimit) return false;
            boolean ok = super.withdraw(amount);
            if (ok) chargeFee();
            return ok;
        }

        private void chargeFee() {
            balance -= fee;
            log("Transaction fee", -fee);
        }
    }

    /** The accounts of the one customer using this program. */
    private static final List<Account> myAccounts = new ArrayList<>();
    private static final Scanner keyboard = new Scanner(System.in);

    /** Lets the user pick one of the accounts from a numbered list. */
    private static Account chooseAccount(String question) {
        for (int i = 0; i < myAccounts.size(); i++) {
            System.out.printf("   [%d] %-15s %10.2f%n", i + 1, myAccounts.get(i).title, myAccounts.get(i).balance);
        }
        System.out.print(question + " ");
        int index = keyboard.nextInt() - 1;
        while (index < 0 || index >= myAccounts.size()) {
            System.out.print("Please enter a number from the list: ");
            index = keyboard.nextInt() - 1;
        }
        return myAccounts.get(index);
    }

    private static double askAmount() {
        System.out.print("Amount? ");
        return keyboard.nextDouble();
    }

    /** Runs one menu option; returns false when the user wants to stop. */
    private static boolean handle(int option) {
        return switch (option) {
            case 1 -> { report(chooseAccount("Deposit into?").deposit(askAmount())); yield true; }
            case 2 -> { report(chooseAccount("Withdraw from?").withdraw(askAmount())); yield true; }
            case 3 -> {
                Account from = chooseAccount("Transfer from?");
                Account to = chooseAccount("Transfer to?");
                double amount = askAmount();
                // only deposit if the withdrawal really happened
                report(from != to && from.withdraw(amount) && to.deposit(amount));
                yield true;
            }
            case 4 -> { chooseAccount("Statement for?").printStatement(); yield true; }
            case 5 -> { myAccounts.add(new Account("Savings " + myAccounts.size(), 0)); yield true; }
            case 6 -> false;
            default -> { System.out.println("Unknown option."); yield true; }
        };
    }

    private static void report(boolean success) {
        System.out.println(success ? "Transaction completed." : "Transaction refused.");
    }

    /** Entry point: creates two accounts and shows the menu until the user quits. */
    public static void main(String[] args) {
        myAccounts.add(new CheckingAccount("Everyday", 250.0, 0.25));
        myAccounts.add(new Account("Holiday fund", 0.0));
        boolean again = true;
        while (again) {
            System.out.println("\n1 Deposit | 2 Withdraw | 3 Transfer | 4 Statement | 5 Open account | 6 Quit");
            again = handle(keyboard.nextInt());
        }
        System.out.println("Goodbye.");
    }
}
