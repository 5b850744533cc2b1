import java.util.ArrayList;
import java.util.Collections;
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
    private List<String> log;

    public Account(String owner, String id, double openingBalance) {
        if (openingBalance < 0) {
            throw new IllegalArgumentException("Negative opening balance: " + openingBalance);
        }
        this.owner = owner;
        this.id = id;
        this.balance = openingBalance;
        this.log = new ArrayList<String>();
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

    private static void requirePositive(double amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("Amount must be positive: " + amount);
        }
    }

    private static String money(double amount) {
        return String.format("%.2f", amount);
    }

    private void record(String kind, double amount) {
        log.add(kind + " " + money(amount));
    }

    private double feeFor(double amount) {
        return balance < MIN_BALANCE_NO_FEE ? WITHDRAWAL_FEE : 0.0;
    }

    public void deposit(double amount) {
        requirePositive(amount);
        balance = balance + amount;
        record("DEPOSIT", amount);
    }

    public boolean withdraw(double amount) {
        requirePositive(amount);
        double fee = feeFor(amount);
        if (amount + fee > balance) {
            return false;
        }
        balance = balance - amount - fee;
        record("WITHDRAW", amount);
        if (fee > 0) {
            record("FEE", fee);
        }
        return true;
    }

    public boolean transferTo(Account other, double amount) {
        requirePositive(amount);
        if (other == null || amount > balance) {
            return false;
        }
        balance = balance - amount;
        other.balance = other.balance + amount;
        record("TRANSFER_OUT", amount);
        other.record("TRANSFER_IN", amount);
        return true;
    }

    public void addMonthlyInterest(double annualRate) {
        double interest = balance * annualRate / 12.0;
        if (interest > 0) {
            balance = balance + interest;
            record("INTEREST", interest);
        }
    }

    public List<String> getHistory() {
        return Collections.unmodifiableList(log);
    }

    @Override
    public String toString() {
        return String.format("%s (%s): $%.2f", owner, id, balance);
    }

    public static void main(String[] args) {
        Account a = new Account("Bruno", "A-1", 100);
        Account b = new Account("Maria", "B-7", 900);
        a.deposit(50);
        System.out.println("withdraw 200: " + a.withdraw(200));
        System.out.println("withdraw 40: " + a.withdraw(40));
        System.out.println("transfer 300: " + b.transferTo(a, 300));
        b.addMonthlyInterest(0.03);
        System.out.println(a);
        System.out.println(b);
        for (String line : a.getHistory()) {
            System.out.println("  " + line);
        }
    }
}
