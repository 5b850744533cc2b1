import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

class InsufficientFundsException extends Exception {
    public InsufficientFundsException(String msg) {
        super(msg);
    }
}

interface Account {
    String getId();
    BigDecimal getBalance();
    void deposit(BigDecimal amount);
    void withdraw(BigDecimal amount) throws InsufficientFundsException;
    List<String> getHistory();
}

class StandardAccount implements Account {
    protected final String id;
    protected BigDecimal balance = BigDecimal.ZERO.setScale(2);
    protected final List<String> history = new ArrayList<>();

    StandardAccount(String id) {
        this.id = id;
    }

    public String getId() { return id; }
    public BigDecimal getBalance() { return balance; }
    public List<String> getHistory() { return history; }

    protected void record(String text) {
        history.add(String.format("T%03d %-28s balance %s", history.size() + 1, text, balance));
    }

    public void deposit(BigDecimal amount) {
        if (amount.signum() <= 0) {
            throw new IllegalArgumentException("Deposit must be greater than zero");
        }
        balance = balance.add(amount);
        record("deposit +" + amount);
    }

    public void withdraw(BigDecimal amount) throws InsufficientFundsException {
        if (balance.compareTo(amount) < 0) {
            throw new InsufficientFundsException(id + " has only " + balance + ", cannot take " + amount);
        }
        balance = balance.subtract(amount);
        record("withdrawal -" + amount);
    }
}

class CheckingAccount extends StandardAccount {
    private final BigDecimal fee;

    CheckingAccount(String id, BigDecimal fee) {
        super(id);
        this.fee = fee;
    }

    @Override
    public void withdraw(BigDecimal amount) throws InsufficientFundsException {
        super.withdraw(amount.add(fee));
        history.set(history.size() - 1, history.get(history.size() - 1).replace(
                "withdrawal -" + amount.add(fee), "withdrawal -" + amount + " fee " + fee));
    }
}

class SavingsAccount extends StandardAccount {
    private final BigDecimal monthlyRate;

    SavingsAccount(String id, String yearlyPercent) {
        super(id);
        monthlyRate = new BigDecimal(yearlyPercent).divide(new BigDecimal("1200"), 10, RoundingMode.HALF_EVEN);
    }

    public void payInterest() {
        BigDecimal interest = balance.multiply(monthlyRate).setScale(2, RoundingMode.HALF_EVEN);
        balance = balance.add(interest);
        record("interest +" + interest);
    }
}

public class Main {

    static void transfer(Account from, Account to, BigDecimal amount) {
        try {
            from.withdraw(amount);
            to.deposit(amount);
            System.out.println("OK   transfer " + amount + " " + from.getId() + " -> " + to.getId());
        } catch (InsufficientFundsException e) {
            System.out.println("FAIL transfer: " + e.getMessage());
        }
    }

    static void tryWithdraw(Account acc, String amount) {
        try {
            acc.withdraw(new BigDecimal(amount));
            System.out.println("OK   withdraw " + amount + " from " + acc.getId());
        } catch (InsufficientFundsException e) {
            System.out.println("FAIL withdraw: " + e.getMessage());
        }
    }

    static void printStatement(Account acc) {
        System.out.println();
        System.out.println("Statement: " + acc.getId() + " (" + acc.getClass().getSimpleName() + ")");
        acc.getHistory().forEach(line -> System.out.println("   " + line));
        System.out.println("   closing balance " + acc.getBalance());
    }

    public static void main(String[] args) {
        CheckingAccount everyday = new CheckingAccount("EVERYDAY-7", new BigDecimal("1.25"));
        SavingsAccount rainyDay = new SavingsAccount("RAINY-DAY-3", "3.6");

        everyday.deposit(new BigDecimal("820.00"));
        rainyDay.deposit(new BigDecimal("2500.00"));
        tryWithdraw(everyday, "60.00");
        transfer(everyday, rainyDay, new BigDecimal("300.00"));
        tryWithdraw(everyday, "459.00");
        transfer(rainyDay, everyday, new BigDecimal("99.99"));
        tryWithdraw(rainyDay, "5000");
        for (int m = 1; m <= 6; m++) {
            rainyDay.payInterest();
        }

        printStatement(everyday);
        printStatement(rainyDay);
    }
}
