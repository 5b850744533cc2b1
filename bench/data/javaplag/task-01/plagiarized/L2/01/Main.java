import java.util.ArrayList;
import java.util.Scanner;

/*
 * Assignment 4: Bank accounts
 * Supports regular accounts and savings accounts through a text menu.
 */

/**
 * One entry in an account's log.
 */
class Entry
{
    String kind;
    double value;
    double resultingFunds;

    Entry(String kind, double value, double resultingFunds)
    {
        this.kind = kind;
        this.value = value;
        this.resultingFunds = resultingFunds;
    }

    public String toString()
    {
        return kind + "\t" + value + "\t" + resultingFunds;
    }
}

/**
 * A basic bank account that keeps a list of its entries.
 */
class BankAccount
{
    protected String holder;
    protected int accountNo;
    protected double funds;
    protected ArrayList<Entry> log = new ArrayList<Entry>();

    BankAccount(String holder, int accountNo, double initialFunds)
    {
        this.holder = holder;
        this.accountNo = accountNo;
        this.funds = initialFunds;
        log.add(new Entry("OPEN", initialFunds, funds));
    }

    /**
     * Adds money to the account. Zero or negative sums are rejected.
     */
    public void putIn(double sum)
    {
        if (sum <= 0)
        {
            System.out.println("Amount must be positive");
            return;
        }
        funds = funds + sum;
        log.add(new Entry("DEPOSIT", sum, funds));
    }

    /**
     * Takes money out of the account.
     * @param sum how much to take out
     * @return false if the funds are too low, true otherwise
     */
    public boolean takeOut(double sum)
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
     * Prints every entry followed by the funds.
     */
    public void showStatement()
    {
        System.out.println("Statement for account " + accountNo + " (" + holder + ")");
        System.out.println("Type\tAmount\tBalance");
        for (int k = 0; k < log.size(); k++)
        {
            System.out.println(log.get(k));
        }
        System.out.println("Current balance: " + funds);
    }
}

/**
 * Savings account, earns interest when applyInterest is called.
 */
class InterestAccount extends BankAccount
{
    double percent; // yearly rate in %

    InterestAccount(String holder, int accountNo, double initialFunds, double percent)
    {
        super(holder, accountNo, initialFunds);
        this.percent = percent;
    }

    public void applyInterest()
    {
        double earned = funds * percent / 100;
        funds += earned;
        log.add(new Entry("INTEREST", earned, funds));
    }
}

public class Main
{
    static final double INTEREST_PERCENT = 2.5;
    static ArrayList<BankAccount> bank = new ArrayList<BankAccount>();
    static Scanner input = new Scanner(System.in);

    /**
     * Linear search through the bank.
     * @return the account or null when there is none with that number
     */
    static BankAccount lookup(int accountNo)
    {
        for (BankAccount ba : bank)
        {
            if (ba.accountNo == accountNo)
            {
                return ba;
            }
        }
        return null;
    }

    /**
     * Reads an account number from the user and returns the matching account
     * (prints a message if it does not exist).
     */
    static BankAccount promptForAccount(String message)
    {
        System.out.print(message);
        int entered = input.nextInt();
        BankAccount ba = lookup(entered);
        if (ba == null) System.out.println("No account with number " + entered);
        return ba;
    }

    /**
     * Moves money from one account to another, only if taking it out succeeds.
     */
    static void moveMoney(BankAccount source, BankAccount target, double sum)
    {
        if (source.takeOut(sum))
        {
            target.putIn(sum);
            System.out.println("Moved " + sum + " from " + source.accountNo + " to " + target.accountNo);
        }
    }

    public static void main(String[] args)
    {
        // two sample accounts to start with
        bank.add(new BankAccount("Alice", 1001, 500));
        bank.add(new InterestAccount("Bob", 1002, 1000, INTEREST_PERCENT));

        int option = -1;
        int counter = 0;
        BankAccount current;

        // main menu loop
        while (option != 0)
        {
            System.out.println("1) Deposit 2) Withdraw 3) Transfer 4) Statement 5) Interest 0) Quit");
            System.out.print("Choice: ");
            option = input.nextInt();
            switch (option)
            {
                case 1:
                    current = promptForAccount("Account number: ");
                    if (current != null)
                    {
                        System.out.print("Amount: ");
                        current.putIn(input.nextDouble());
                    }
                    break;
                case 2:
                    current = promptForAccount("Account number: ");
                    if (current != null)
                    {
                        System.out.print("Amount: ");
                        current.takeOut(input.nextDouble());
                    }
                    break;
                case 3:
                    BankAccount source = promptForAccount("From account: ");
                    BankAccount target = promptForAccount("To account: ");
                    if (source != null && target != null)
                    {
                        System.out.print("Amount: ");
                        moveMoney(source, target, input.nextDouble());
                    }
                    break;
                case 4:
                    current = promptForAccount("Account number: ");
                    if (current != null) current.showStatement();
                    break;
                case 5:
                    // only savings accounts get interest
                    for (BankAccount ba : bank)
                    {
                        if (ba instanceof InterestAccount)
                        {
                            ((InterestAccount) ba).applyInterest();
                        }
                    }
                    System.out.println("Interest added");
                    break;
                default:
                    System.out.println("Invalid choice");
            }
        }
    }
}
