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
        int option;
        int counter = 0;

        // two sample accounts to start with
        bank.add(new BankAccount("Alice", 1001, 500));
        bank.add(new InterestAccount("Bob", 1002, 1000, 2.5));

        // main menu loop, leaves on 0
        while (true)
        {
            System.out.println("1) Deposit 2) Withdraw 3) Transfer 4) Statement 5) Interest 0) Quit");
            System.out.print("Choice: ");
            option = Integer.parseInt(input.nextLine().trim());
            if (option == 0)
            {
                System.out.println("Goodbye");
                break;
            }
            if (option == 1 || option == 2)
            {
                handleAmount(input, option == 1);
            }
            else if (option == 3)
            {
                handleTransfer(input);
            }
            else if (option == 4)
            {
                BankAccount current = promptForAccount(input, "Account number: ");
                if (current != null) current.showStatement();
            }
            else if (option == 5)
            {
                payInterestToAll();
            }
            else
            {
                System.out.println("Invalid choice, try again");
            }
        }
    }

    /**
     * Deposit (depositing == true) or withdrawal (depositing == false) on one account.
     */
    private static void handleAmount(Scanner input, boolean depositing)
    {
        BankAccount current = promptForAccount(input, "Account number: ");
        if (current == null)
        {
            return;
        }
        System.out.print("Amount: ");
        double sum = Double.parseDouble(input.nextLine().trim());
        if (depositing)
        {
            current.putIn(sum);
            return;
        }
        current.takeOut(sum);
    }

    private static void handleTransfer(Scanner input)
    {
        BankAccount source = promptForAccount(input, "From account: ");
        if (source == null) return;
        BankAccount target = promptForAccount(input, "To account: ");
        if (target == null) return;
        System.out.print("Amount: ");
        source.sendTo(target, Double.parseDouble(input.nextLine().trim()));
    }

    // only savings accounts get interest
    private static void payInterestToAll()
    {
        int paid = 0;
        for (int i = 0; i < bank.size(); i++)
        {
            if (!(bank.get(i) instanceof InterestAccount))
            {
                continue;
            }
            ((InterestAccount) bank.get(i)).applyInterest();
            paid++;
        }
        System.out.println("Interest added to " + paid + " account(s)");
    }

    /**
     * Reads an account number from the user and searches the bank for it
     * (prints a message if it does not exist).
     */
    private static BankAccount promptForAccount(Scanner input, String message)
    {
        System.out.print(message);
        int entered = Integer.parseInt(input.nextLine().trim());
        BankAccount found = null;
        int idx = bank.size() - 1;
        while (idx >= 0 && found == null)
        {
            if (bank.get(idx).accountNo == entered)
            {
                found = bank.get(idx);
            }
            idx = idx - 1;
        }
        if (found == null)
        {
            System.out.printf("No account with number %d%n", entered);
        }
        return found;
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
        double before = funds;
        funds = funds * (1 + percent / PERCENT_BASE);
        log.add(new Entry("INTEREST", funds - before, funds));
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
        System.out.printf("--- Statement for account %d (%s) ---%n", accountNo, holder);
        System.out.println("Type\tAmount\tBalance");
        for (Entry e : log)
        {
            System.out.println(e);
        }
        System.out.println("Balance now: " + funds);
    }

    /**
     * Moves money from this account to another one, only if taking it out succeeds.
     */
    void sendTo(BankAccount target, double sum)
    {
        if (!takeOut(sum))
        {
            return;
        }
        target.putIn(sum);
        System.out.println(String.format("Moved %s from %d to %d", sum, accountNo, target.accountNo));
    }

    /**
     * Takes money out of the account.
     * @param sum how much to take out
     * @return false if the funds are too low, true otherwise
     */
    boolean takeOut(final double sum)
    {
        if (sum <= funds)
        {
            funds -= sum;
            log.add(new Entry("WITHDRAW", sum, funds));
            return true;
        }
        System.out.println("Sorry, not enough money in account " + accountNo);
        return false;
    }

    /**
     * Adds money to the account. Zero or negative sums are rejected.
     */
    void putIn(final double sum)
    {
        if (sum > 0)
        {
            funds += sum;
            log.add(new Entry("DEPOSIT", sum, funds));
        }
        else
        {
            System.out.println("Amount must be positive");
        }
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
        StringBuilder sb = new StringBuilder();
        sb.append(kind).append('\t').append(value).append('\t').append(resultingFunds);
        return sb.toString();
    }
}
