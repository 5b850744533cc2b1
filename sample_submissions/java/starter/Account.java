import java.util.ArrayList;
import java.util.List;

/**
 * CS 112 - Lab 9: Bank account / ATM.
 *
 * Complete every method marked TODO. Do not change the public method
 * signatures: the autograder calls them directly. You may add private
 * fields and helper methods. Put your ATM simulation (reading commands
 * and printing results) in a second class or in a main method.
 */
public class Account {
    /** Fee for a withdrawal made while the balance is below MIN_BALANCE_NO_FEE. */
    public static final double WITHDRAWAL_FEE = 1.50;
    public static final double MIN_BALANCE_NO_FEE = 500.0;

    private final String owner;
    private final String id;
    private double balance;
    // TODO: add a field for the transaction history

    public Account(String owner, String id, double openingBalance) {
        // TODO: throw IllegalArgumentException if openingBalance is negative
        this.owner = owner;
        this.id = id;
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

    /** Adds amount to the balance. Throws IllegalArgumentException if amount <= 0. */
    public void deposit(double amount) {
        // TODO
    }

    /**
     * Takes amount out of the account, plus WITHDRAWAL_FEE if the balance
     * before the withdrawal is below MIN_BALANCE_NO_FEE. Returns false and
     * changes nothing if there is not enough money.
     * Throws IllegalArgumentException if amount <= 0.
     */
    public boolean withdraw(double amount) {
        // TODO
        return false;
    }

    /** Moves amount to other (no fee). Returns false if there is not enough money. */
    public boolean transferTo(Account other, double amount) {
        // TODO
        return false;
    }

    /** Adds one month of interest: balance * annualRate / 12. */
    public void addMonthlyInterest(double annualRate) {
        // TODO
    }

    /** The history, one entry per transaction, e.g. "DEPOSIT 50.00". */
    public List<String> getHistory() {
        // TODO
        return new ArrayList<>();
    }

    @Override
    public String toString() {
        return String.format("%s (%s): $%.2f", owner, id, balance);
    }
}
