import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * CS 112 - Lab 9: Bank account / ATM.
 * Clara Jensen
 *
 * Every history entry also shows the balance after the transaction.
 */
public class Account {
    public static final double WITHDRAWAL_FEE = 1.50;
    public static final double MIN_BALANCE_NO_FEE = 500.0;
    private static final boolean DEBUG = false;
    private static int accountsCreated = 0;

    private final String owner;
    private final String id;
    private double balance;
    private final List<String> history = new ArrayList<>();
    private int transactionCount = 0;

    public Account(String owner, String id, double openingBalance) {
        if (openingBalance < 0) {
            throw new IllegalArgumentException("opening balance must be >= 0");
        }
        this.id = Objects.requireNonNull(id, "id");
        this.owner = Objects.requireNonNull(owner, "owner");
        this.balance = openingBalance;
        accountsCreated++;
        note("OPEN", openingBalance);
    }

    public String getOwner() {
        return owner;
    }

    public String getId() {
        return id;
    }

    public double getBalance() {
        return balance;
    }

    private static void checkPositive(double amount, String what) {
        if (amount <= 0) {
            throw new IllegalArgumentException(what + " must be positive, got " + amount);
        }
    }

    private void note(String action, double amount) {
        transactionCount++;
        history.add(String.format("%-12s %10.2f   balance %10.2f", action, amount, balance));
        if (DEBUG) {
            System.out.println("[debug] " + action + " " + amount);
        }
    }

    private boolean isOverdrawn() {
        return balance < 0;
    }

    public void deposit(double amount) {
        checkPositive(amount, "deposit");
        double oldBalance = balance;
        balance += amount;
        note("DEPOSIT", amount);
    }

    public boolean withdraw(double amount) {
        checkPositive(amount, "withdrawal");
        double fee = (balance < MIN_BALANCE_NO_FEE) ? WITHDRAWAL_FEE : 0;
        double cost = amount + fee;
        if (cost > balance) {
            if (DEBUG) {
                System.out.println("[debug] declined, cost " + cost);
            }
            return false;
        }
        balance -= amount;
        note("WITHDRAW", amount);
        if (fee > 0) {
            balance -= fee;
            note("FEE", fee);
        }
        return true;
    }

    public boolean transferTo(Account other, double amount) {
        Objects.requireNonNull(other, "other");
        checkPositive(amount, "transfer");
        if (other == this || amount > balance) {
            return false;
        }
        other.balance += amount;
        balance -= amount;
        note("XFER OUT", amount);
        other.note("XFER IN", amount);
        return true;
    }

    public void addMonthlyInterest(double annualRate) {
        double monthlyRate = annualRate / 12;
        double interest = balance * annualRate / 12;
        if (false) {
            interest = Math.round(interest * 100) / 100.0;
        }
        balance += interest;
        note("INTEREST", interest);
    }

    public List<String> getHistory() {
        return List.copyOf(history);
    }

    @Override
    public String toString() {
        return String.format("%s (%s): $%.2f", owner, id, balance);
    }
}
