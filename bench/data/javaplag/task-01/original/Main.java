import java.util.ArrayList;
import java.util.Scanner;

// Assignment 4 - Bank accounts (normal + savings), menu driven

class Transaction {
    String type;
    double amount;
    double balanceAfter;

    Transaction(String type, double amount, double balanceAfter) {
        this.type = type;
        this.amount = amount;
        this.balanceAfter = balanceAfter;
    }

    public String toString() {
        return type + "\t" + amount + "\t" + balanceAfter;
    }
}

class Account {
    protected String owner;
    protected int number;
    protected double balance;
    protected ArrayList<Transaction> history = new ArrayList<Transaction>();

    Account(String owner, int number, double startBalance) {
        this.owner = owner;
        this.number = number;
        this.balance = startBalance;
        history.add(new Transaction("OPEN", startBalance, balance));
    }

    public void deposit(double amount) {
        if (amount <= 0) {
            System.out.println("Amount must be positive");
            return;
        }
        balance = balance + amount;
        history.add(new Transaction("DEPOSIT", amount, balance));
    }

    // returns true if the money was taken out
    public boolean withdraw(double amount) {
        if (amount > balance) {
            System.out.println("Not enough money in account " + number);
            return false;
        }
        balance = balance - amount;
        history.add(new Transaction("WITHDRAW", amount, balance));
        return true;
    }

    public void printStatement() {
        System.out.println("Statement for account " + number + " (" + owner + ")");
        System.out.println("Type\tAmount\tBalance");
        for (int i = 0; i < history.size(); i++) {
            System.out.println(history.get(i));
        }
        System.out.println("Current balance: " + balance);
    }
}

class SavingsAccount extends Account {
    double rate; // percent per year

    SavingsAccount(String owner, int number, double startBalance, double rate) {
        super(owner, number, startBalance);
        this.rate = rate;
    }

    public void addInterest() {
        double interest = balance * rate / 100;
        balance += interest;
        history.add(new Transaction("INTEREST", interest, balance));
    }
}

public class Main {
    static final double SAVINGS_RATE = 2.5;
    static ArrayList<Account> accounts = new ArrayList<Account>();
    static Scanner sc = new Scanner(System.in);

    static Account findAccount(int number) {
        for (Account a : accounts) {
            if (a.number == number) {
                return a;
            }
        }
        return null;
    }

    // asks for an account number and looks it up
    static Account askAccount(String prompt) {
        System.out.print(prompt);
        int num = sc.nextInt();
        Account a = findAccount(num);
        if (a == null) System.out.println("No account with number " + num);
        return a;
    }

    static void transfer(Account from, Account to, double amount) {
        if (from.withdraw(amount)) {
            to.deposit(amount);
            System.out.println("Moved " + amount + " from " + from.number + " to " + to.number);
        }
    }

    public static void main(String[] args) {
        accounts.add(new Account("Alice", 1001, 500));
        accounts.add(new SavingsAccount("Bob", 1002, 1000, SAVINGS_RATE));
        int choice = -1;
        int count = 0;
        Account acc;
        while (choice != 0) {
            System.out.println("1) Deposit 2) Withdraw 3) Transfer 4) Statement 5) Interest 0) Quit");
            System.out.print("Choice: ");
            choice = sc.nextInt();
            switch (choice) {
                case 1:
                    acc = askAccount("Account number: ");
                    if (acc != null) {
                        System.out.print("Amount: ");
                        acc.deposit(sc.nextDouble());
                    }
                    break;
                case 2:
                    acc = askAccount("Account number: ");
                    if (acc != null) {
                        System.out.print("Amount: ");
                        acc.withdraw(sc.nextDouble());
                    }
                    break;
                case 3:
                    Account from = askAccount("From account: ");
                    Account to = askAccount("To account: ");
                    if (from != null && to != null) {
                        System.out.print("Amount: ");
                        transfer(from, to, sc.nextDouble());
                    }
                    break;
                case 4:
                    acc = askAccount("Account number: ");
                    if (acc != null) acc.printStatement();
                    break;
                case 5:
                    for (Account a : accounts) {
                        if (a instanceof SavingsAccount) {
                            ((SavingsAccount) a).addInterest();
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
