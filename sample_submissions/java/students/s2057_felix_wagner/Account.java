import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Bank account for lab 9.
 * @author Felix Wagner
 */
public class Account
{
    public static final double WITHDRAWAL_FEE = 1.50;
    public static final double MIN_BALANCE_NO_FEE = 500.0;

    private final String owner;
    private final String id;
    private double balance;
    private StringBuilder log = new StringBuilder();   // one transaction per line

    public Account(String owner, String id, double openingBalance)
    {
        if (openingBalance < 0)
            throw new IllegalArgumentException("Opening balance must not be negative.");
        this.owner = owner;
        this.id = id;
        this.balance = openingBalance;
    }

    public String getOwner()
    {
        return owner;
    }

    public String getId()
    {
        return id;
    }

    public double getBalance()
    {
        return balance;
    }

    private void log(String type, double amt)
    {
        log.append(type).append(' ').append(String.format("%.2f", amt)).append('\n');
    }

    public void deposit(double amount)
    {
        if (!(amount > 0))
            throw new IllegalArgumentException("Deposit amount must be greater than zero.");
        balance = balance + amount;
        log("DEPOSIT", amount);
    }

    public boolean withdraw(double amount)
    {
        if (!(amount > 0))
            throw new IllegalArgumentException("Withdrawal amount must be greater than zero.");
        double fee = 0;
        if (balance < MIN_BALANCE_NO_FEE)
            fee = WITHDRAWAL_FEE;
        if (balance - amount - fee < 0)
            return false;
        balance = balance - amount - fee;
        log("WITHDRAW", amount);
        if (fee > 0)
            log("FEE", fee);
        return true;
    }

    public boolean transferTo(Account other, double amount)
    {
        if (amount <= 0 || balance < amount)
            return false;
        this.balance = this.balance - amount;
        other.balance = other.balance + amount;
        this.log("TRANSFER_OUT", amount);
        other.log("TRANSFER_IN", amount);
        return true;
    }

    public void addMonthlyInterest(double annualRate)
    {
        double i = balance * (annualRate / 12);
        balance = balance + i;
        log("INTEREST", i);
    }

    public List<String> getHistory()
    {
        if (log.length() == 0)
            return new ArrayList<>();
        return new ArrayList<>(Arrays.asList(log.toString().split("\n")));
    }

    @Override
    public String toString()
    {
        return String.format("%s (%s): $%.2f", owner, id, balance);
    }
}
