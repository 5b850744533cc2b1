import java.util.ArrayList;
import java.util.List;

/**
 * CS 112 - Lab 9: Bank account / ATM.
 */
public class Account {
    /** Fee for a withdrawal made while the balance is below MIN_BALANCE_NO_FEE. */
    public static final double WITHDRAWAL_FEE = 1.50;
    public static final double MIN_BALANCE_NO_FEE = 500.0;

    private final String holder;
    private final String number;
    private double balance;
    private final ArrayList<String> records;

    public Account(String holder, String number, double initial) {
        if (initial < 0) {
            throw new IllegalArgumentException("opening balance < 0");
        }
        this.holder = holder;
        this.number = number;
        balance = initial;
        records = new ArrayList<>();
    }

    public String getOwner() {
        return holder;
    }

    public String getId() {
        return number;
    }

    public double getBalance() {
        return balance;
    }

    public void deposit(double amt) {
        validate(amt);
        balance += amt;
        log("DEPOSIT", amt);
    }

    public boolean withdraw(double amt) {
        validate(amt);
        boolean feeApplies = balance < MIN_BALANCE_NO_FEE;
        double totalCost = feeApplies ? amt + WITHDRAWAL_FEE : amt;
        if (totalCost > balance) {
            log("REFUSED", amt);
            return false;
        }
        balance -= totalCost;
        log("WITHDRAW", amt);
        if (feeApplies) {
            log("FEE", WITHDRAWAL_FEE);
        }
        return true;
    }

    public boolean transferTo(Account dest, double amt) {
        validate(amt);
        if (balance < amt) {
            return false;
        }
        balance -= amt;
        dest.deposit(amt);
        log("TRANSFER to " + dest.getId(), amt);
        return true;
    }

    public void addMonthlyInterest(double rate) {
        double monthlyRate = rate / 12;
        double interest = balance * monthlyRate;
        balance += interest;
        log("INTEREST", interest);
    }

    public List<String> getHistory() {
        return new ArrayList<>(records);
    }

    private void validate(double amt) {
        if (amt <= 0 || Double.isNaN(amt)) {
            throw new IllegalArgumentException("invalid amount: " + amt);
        }
    }

    private void log(String label, double amt) {
        records.add(label + " " + String.format("%.2f", amt));
    }

    @Override
    public String toString() {
        return String.format("%s (%s): $%.2f", holder, number, balance);
    }
}
