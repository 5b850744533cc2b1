import java.util.ArrayList;
import java.util.List;

/**
 * CS 112 - Lab 9: Bank account / ATM.
 */
public class Account {
    /** Fee for a withdrawal made while the balance is below MIN_BALANCE_NO_FEE. */
    public static final double WITHDRAWAL_FEE = 1.50;
    public static final double MIN_BALANCE_NO_FEE = 500.0;

    private final String owner;
    private final String id;
    private double balance;
    private final ArrayList<String> entries;

    public Account(String owner, String id, double openingBalance) {
        if (openingBalance < 0) {
            throw new IllegalArgumentException("opening balance < 0");
        }
        this.owner = owner;
        this.id = id;
        balance = openingBalance;
        entries = new ArrayList<>();
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
        checkAmount(amount);
        balance += amount;
        addEntry("DEPOSIT", amount);
    }

    public boolean withdraw(double amount) {
        checkAmount(amount);
        boolean charged = balance < MIN_BALANCE_NO_FEE;
        double needed = charged ? amount + WITHDRAWAL_FEE : amount;
        if (needed > balance) {
            addEntry("REFUSED", amount);
            return false;
        }
        balance -= needed;
        addEntry("WITHDRAW", amount);
        if (charged) {
            addEntry("FEE", WITHDRAWAL_FEE);
        }
        return true;
    }

    public boolean transferTo(Account other, double amount) {
        checkAmount(amount);
        if (balance < amount) {
            return false;
        }
        balance -= amount;
        other.deposit(amount);
        addEntry("TRANSFER to " + other.getId(), amount);
        return true;
    }

    public void addMonthlyInterest(double annualRate) {
        double monthly = annualRate / 12;
        double earned = balance * monthly;
        balance += earned;
        addEntry("INTEREST", earned);
    }

    public List<String> getHistory() {
        return new ArrayList<>(entries);
    }

    private void checkAmount(double amount) {
        if (amount <= 0 || Double.isNaN(amount)) {
            throw new IllegalArgumentException("invalid amount: " + amount);
        }
    }

    private void addEntry(String description, double amount) {
        entries.add(description + " " + String.format("%.2f", amount));
    }

    @Override
    public String toString() {
        return String.format("%s (%s): $%.2f", owner, id, balance);
    }
}
