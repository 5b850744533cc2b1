import java.util.ArrayList;
import java.util.List;

// Diego Ramos - CS 112 lab 9
// I keep the balance in cents (long) so there are no rounding problems
// with doubles, and only convert to dollars in getBalance().
public class Account {
    public static final double WITHDRAWAL_FEE = 1.50;
    public static final double MIN_BALANCE_NO_FEE = 500.0;

    private enum Kind { DEPOSIT, WITHDRAW, FEE, TRANSFER_IN, TRANSFER_OUT, INTEREST }

    private static class Transaction {
        final Kind kind;
        final long cents;

        Transaction(Kind kind, long cents) {
            this.kind = kind;
            this.cents = cents;
        }

        @Override
        public String toString() {
            return kind + " " + toDollars(cents);
        }
    }

    private final String owner;
    private final String id;
    private long cents;
    private final List<Transaction> transactions = new ArrayList<>();

    public Account(String owner, String id, double openingBalance) {
        if (openingBalance < 0) throw new IllegalArgumentException("negative opening balance");
        this.owner = owner;
        this.id = id;
        this.cents = toCents(openingBalance);
    }

    private static long toCents(double dollars) {
        return Math.round(dollars * 100);
    }

    private static String toDollars(long c) {
        return String.format("%d.%02d", c / 100, c % 100);
    }

    public String getOwner() { return owner; }
    public String getId() { return id; }
    public double getBalance() { return cents / 100.0; }

    public void deposit(double amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount must be > 0");
        long c = toCents(amount);
        cents += c;
        transactions.add(new Transaction(Kind.DEPOSIT, c));
    }

    public boolean withdraw(double amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount must be > 0");
        long c = toCents(amount);
        long fee = cents < toCents(MIN_BALANCE_NO_FEE) ? toCents(WITHDRAWAL_FEE) : 0;
        if (c + fee > cents) return false;
        cents -= c + fee;
        transactions.add(new Transaction(Kind.WITHDRAW, c));
        if (fee != 0) transactions.add(new Transaction(Kind.FEE, fee));
        return true;
    }

    public boolean transferTo(Account other, double amount) {
        long c = toCents(amount);
        if (c <= 0 || c > cents || other == null) return false;
        cents -= c;
        other.cents += c;
        transactions.add(new Transaction(Kind.TRANSFER_OUT, c));
        other.transactions.add(new Transaction(Kind.TRANSFER_IN, c));
        return true;
    }

    public void addMonthlyInterest(double annualRate) {
        long interest = Math.round(cents * annualRate / 12);
        cents += interest;
        transactions.add(new Transaction(Kind.INTEREST, interest));
    }

    public List<String> getHistory() {
        List<String> out = new ArrayList<>();
        for (Transaction t : transactions) out.add(t.toString());
        return out;
    }

    @Override
    public String toString() {
        return String.format("%s (%s): $%.2f", owner, id, getBalance());
    }
}
