import java.util.ArrayList;
import java.util.List;

/**
 * CS 112 - Lab 9: Bank account / ATM.
 * Aisha Bello
 */
public class Account {
    /** Fee for a withdrawal made while the balance is below MIN_BALANCE_NO_FEE. */
    public static final double WITHDRAWAL_FEE = 1.50;
    public static final double MIN_BALANCE_NO_FEE = 500.0;

    private final String owner;
    private final String id;
    private double balance;
    private final List<String> history = new ArrayList<>();

    public Account(String owner, String id, double openingBalance) {
        if (openingBalance < 0) {
            throw new IllegalArgumentException("opening balance cannot be negative");
        }
        this.owner = owner;
        this.id = id;
        this.balance = openingBalance;
        history.add(String.format("OPEN %.2f", openingBalance));
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

    public void deposit(double amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("deposit must be positive");
        }
        balance += amount;
        history.add(String.format("DEPOSIT %.2f", amount));
    }

    public boolean withdraw(double amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("withdrawal must be positive");
        }
        double total = amount;
        if (balance < MIN_BALANCE_NO_FEE) {
            total += WITHDRAWAL_FEE;
        }
        if (total > balance) {
            history.add(String.format("DECLINED %.2f", amount));
            return false;
        }
        balance -= total;
        history.add(String.format("WITHDRAW %.2f", amount));
        if (total > amount) {
            history.add(String.format("FEE %.2f", total - amount));
        }
        return true;
    }

    public boolean transferTo(Account other, double amount) {
        if (amount <= 0 || other == this || amount > balance) {
            return false;
        }
        balance -= amount;
        other.balance += amount;
        history.add(String.format("TRANSFER OUT %.2f to %s", amount, other.id));
        other.history.add(String.format("TRANSFER IN %.2f from %s", amount, id));
        return true;
    }

    public void addMonthlyInterest(double annualRate) {
        double interest = balance * annualRate / 12;
        balance += interest;
        history.add(String.format("INTEREST %.2f", interest));
    }

    public List<String> getHistory() {
        return new ArrayList<>(history);
    }

    @Override
    public String toString() {
        return String.format("%s (%s): $%.2f", owner, id, balance);
    }
}
