import java.util.*;

/*
 * Assignment 4: Bank accounts
 * Supports regular accounts and savings accounts through a text menu.
 */
public class Main
{
    private static List<BankAccount> bank = new ArrayList<>();

    public static void main(String[] args)
    {
        Scanner input = new Scanner(System.in);
        int option = -1;
        int counter = 0;

        // two sample accounts to start with
        bank.add(new BankAccount("Alice", 1001, 500));
        bank.add(new InterestAccount("Bob", 1002, 1000, 2.5));

        // main menu loop
        while (option != 0)
        {
            System.out.println("1) Deposit 2) Withdraw 3) Transfer 4) Statement 5) Interest 0) Quit");
            System.out.print("Choice: ");
            option = input.nextInt();
            switch (option)
            {
                case 1:
                    handleAmount(input, true);
                    break;
                case 2:
                    handleAmount(input, false);
                    break;
                case 3:
                    handleTransfer(input);
                    break;
                case 4:
                    BankAccount current = promptForAccount(input, "Account number: ");
                    if (current != null) current.showStatement();
                    break;
                case 5:
                    payInterestToAll();
                    break;
                default:
                    System.out.println("Invalid choice");
            }
        }
    }

    /**
     * Deposit (depositing == true) or withdrawal (depositing == false) on one account.
     */
    private static void handleAmount(Scanner input, boolean depositing)
    {
        BankAccount current = promptForAccount(input, "Account number: ");
        if (current != null)
        {
            System.out.print("Amount: ");
            double sum = input.nextDouble();
            if (depositing)
                current.putIn(sum);
            else
                current.takeOut(sum);
        }
    }

    private static void handleTransfer(Scanner input)
    {
        BankAccount source = promptForAccount(input, "From account: ");
        BankAccount target = promptForAccount(input, "To account: ");
        if (source != null && target != null)
        {
            System.out.print("Amount: ");
            source.sendTo(target, input.nextDouble());
        }
    }

    // only savings accounts get interest
    private static void payInterestToAll()
    {
        for (BankAccount ba : bank)
        {
            if (ba instanceof InterestAccount)
            {
                ((InterestAccount) ba).applyInterest();
            }
        }
        System.out.println("Interest added");
    }

    /**
     * Reads an account number from the user and searches the bank for it
     * (prints a message if it does not exist).
     */
    private static BankAccount promptForAccount(Scanner input, String message)
    {
        System.out.print(message);
        int entered = input.nextInt();
        for (BankAccount ba : bank)
        {
            if (ba.accountNo == entered)
            {
                return ba;
            }
        }
        System.out.println("No account with number " + entered);
        return null;
    }
}

/**
 * Savings account, earns interest when applyInterest is called.
 */
class InterestAccount extends BankAccount
{
    private static final double PERCENT_BASE = 100.0;
    private final double percent; // yearly rate in %

    InterestAccount(String holder, int accountNo, double initialFunds, double percent)
    {
        super(holder, accountNo, initialFunds);
        this.percent = percent;
    }

    void applyInterest()
    {
        double earned = funds * percent / PERCENT_BASE;
        funds += earned;
        log.add(new Entry("INTEREST", earned, funds));
    }
}

/**
 * A basic bank account that keeps a list of its entries.
 */
class BankAccount
{
    final String holder;
    final int accountNo;
    double funds;
    List<Entry> log;

    BankAccount(String holder, int accountNo, double initialFunds)
    {
        this.holder = holder;
        this.accountNo = accountNo;
        funds = initialFunds;
        log = new ArrayList<>();
        log.add(new Entry("OPEN", initialFunds, funds));
    }

    /**
     * Prints every entry followed by the funds.
     */
    void showStatement()
    {
        int k;
        System.out.println("Statement for account " + accountNo + " (" + holder + ")");
        System.out.println("Type\tAmount\tBalance");
        for (k = 0; k < log.size(); k++)
        {
            System.out.println(log.get(k));
        }
        System.out.println("Current balance: " + funds);
    }

    /**
     * Moves money from this account to another one, only if taking it out succeeds.
     */
    void sendTo(BankAccount target, double sum)
    {
        if (takeOut(sum))
        {
            target.putIn(sum);
            System.out.println("Moved " + sum + " from " + accountNo + " to " + target.accountNo);
        }
    }

    /**
     * Takes money out of the account.
     * @param sum how much to take out
     * @return false if the funds are too low, true otherwise
     */
    boolean takeOut(final double sum)
    {
        if (sum > funds)
        {
            System.out.println("Not enough money in account " + accountNo);
            return false;
        }
        funds = funds - sum;
        log.add(new Entry("WITHDRAW", sum, funds));
        return true;
    }

    /**
     * Adds money to the account. Zero or negative sums are rejected.
     */
    void putIn(final double sum)
    {
        if (sum <= 0)
        {
            System.out.println("Amount must be positive");
            return;
        }
        funds = funds + sum;
        log.add(new Entry("DEPOSIT", sum, funds));
    }
}

/**
 * One entry in an account's log.
 */
class Entry
{
    private final String kind;
    private final double value;
    private final double resultingFunds;

    Entry(String kind, double value, double resultingFunds)
    {
        this.kind = kind;
        this.value = value;
        this.resultingFunds = resultingFunds;
    }

    @Override
    public String toString()
    {
        return kind + "\t" + value + "\t" + resultingFunds;
    }
}
