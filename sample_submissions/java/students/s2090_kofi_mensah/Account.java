import java.util.LinkedList;
import java.util.List;

// Kofi Mensah, CS112 lab 9
public class Account {
    public static final double WITHDRAWAL_FEE = 1.50;
    public static final double MIN_BALANCE_NO_FEE = 500.0;

    private final String owner;
    private final String id;
    private double balance;
    private LinkedList<String> hist = new LinkedList<String>();

    public Account(String owner, String id, double openingBalance) {
        if (openingBalance < 0) throw new IllegalArgumentException("bad opening balance");
        this.owner = owner;
        this.id = id;
        balance = round2(openingBalance);
    }

    // round to cents
    static double round2(double x) {
        return Math.round(x * 100) / 100.0;
    }

    public String getOwner() { return owner; }

    public String getId() { return id; }

    public double getBalance() { return balance; }

    public void deposit(double amount) {
        if (amount <= 0) throw new IllegalArgumentException("bad amount");
        balance = round2(balance + amount);
        hist.addLast("DEPOSIT " + String.format("%.2f", amount));
    }

    public boolean withdraw(double amount) {
        if (amount <= 0) throw new IllegalArgumentException("bad amount");
        double fee = 0.0;
        if (balance < MIN_BALANCE_NO_FEE) fee = WITHDRAWAL_FEE;
        if (amount + fee > balance) return false;
        balance = round2(balance - (amount + fee));
        hist.addLast("WITHDRAW " + String.format("%.2f", amount) + (fee > 0 ? " (+fee 1.50)" : ""));
        return true;
    }

    public boolean transferTo(Account other, double amount) {
        if (amount <= 0 || amount > balance) return false;
        balance = round2(balance - amount);
        other.balance = round2(other.balance + amount);
        hist.addLast("TRANSFER " + String.format("%.2f", amount) + " -> " + other.id);
        other.hist.addLast("TRANSFER " + String.format("%.2f", amount) + " <- " + id);
        return true;
    }

    public void addMonthlyInterest(double annualRate) {
        double before = balance;
        balance = round2(balance * (1 + annualRate / 12));
        hist.addLast("INTEREST " + String.format("%.2f", balance - before));
    }

    public List<String> getHistory() {
        return new LinkedList<String>(hist);
    }

    @Override
    public String toString() {
        return String.format("%s (%s): $%.2f", owner, id, balance);
    }

    // ---- quick tests ----
    static void check(String name, boolean ok) {
        System.out.println((ok ? "PASS " : "FAIL ") + name);
    }

    public static void main(String[] args) {
        Account a = new Account("Kofi", "K1", 100);
        Account b = new Account("Ama", "K2", 600);

        a.deposit(25.5);
        check("deposit", a.getBalance() == 125.5);
        check("withdraw with fee", a.withdraw(20) && a.getBalance() == 104.0);
        check("withdraw too much", !a.withdraw(104.0) && a.getBalance() == 104.0);
        check("withdraw no fee", b.withdraw(100) && b.getBalance() == 500.0);
        check("transfer", b.transferTo(a, 50) && a.getBalance() == 154.0);
        b.addMonthlyInterest(0.12);
        check("interest", b.getBalance() == 454.5);
        check("history size", a.getHistory().size() == 3);
        try {
            a.deposit(0);
            check("deposit 0 throws", false);
        } catch (IllegalArgumentException e) {
            check("deposit 0 throws", true);
        }
    }
}
