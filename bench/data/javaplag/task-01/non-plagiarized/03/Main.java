import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/*
 Commands (one per line):
   open checking|savings <name> <initial>
   dep <id> <amount>      wd <id> <amount>
   xfer <from> <to> <amount>
   print <id>             list
   month                  (end of month: fees and interest)
   quit
*/
abstract class BankAccount {
    private static int counter = 1;
    final int id;
    final String name;
    protected double balance;
    private final List<String> lines = new ArrayList<>();

    BankAccount(String name, double initial) {
        this.id = counter++;
        this.name = name;
        this.balance = initial;
        note("opened", initial);
    }

    protected void note(String what, double amount) {
        lines.add(String.format("%-20s %10.2f %10.2f", what, amount, balance));
    }

    void deposit(double amt, String why) {
        balance += amt;
        note(why, amt);
    }

    boolean withdraw(double amt, String why) {
        if (amt > balance + overdraft()) return false;
        balance -= amt;
        note(why, -amt);
        return true;
    }

    double overdraft() { return 0; }

    abstract void monthEnd();
    abstract String kind();

    void print() {
        System.out.println("#" + id + " " + kind() + " - " + name);
        for (String l : lines) System.out.println("  " + l);
        System.out.printf("  %-20s %21.2f%n", "balance", balance);
    }
}

class CheckingAccount extends BankAccount {
    static final double MONTHLY_FEE = 4.50;
    CheckingAccount(String n, double init) { super(n, init); }
    double overdraft() { return 200; }
    String kind() { return "checking"; }
    void monthEnd() {
        // fee is always charged, even into the overdraft
        balance -= MONTHLY_FEE;
        note("monthly fee", -MONTHLY_FEE);
    }
}

class SavingsAccount extends BankAccount {
    static final double YEARLY = 0.04;
    SavingsAccount(String n, double init) { super(n, init); }
    String kind() { return "savings"; }
    void monthEnd() {
        double i = Math.round(balance * YEARLY / 12 * 100) / 100.0;
        if (i > 0) deposit(i, "interest");
    }
}

public class Main {
    static Map<Integer, BankAccount> bank = new TreeMap<>();

    static BankAccount get(String s) {
        BankAccount a = bank.get(Integer.parseInt(s));
        if (a == null) throw new IllegalArgumentException("no such account " + s);
        return a;
    }

    static void run(String[] w) {
        switch (w[0]) {
            case "open": {
                double init = Double.parseDouble(w[3]);
                BankAccount a = w[1].equals("savings") ? new SavingsAccount(w[2], init) : new CheckingAccount(w[2], init);
                bank.put(a.id, a);
                System.out.println("opened #" + a.id);
                break;
            }
            case "dep":
                get(w[1]).deposit(Double.parseDouble(w[2]), "deposit");
                break;
            case "wd":
                if (!get(w[1]).withdraw(Double.parseDouble(w[2]), "withdrawal")) System.out.println("declined");
                break;
            case "xfer": {
                BankAccount from = get(w[1]), to = get(w[2]);
                double amt = Double.parseDouble(w[3]);
                if (from.withdraw(amt, "transfer to #" + to.id)) to.deposit(amt, "transfer from #" + from.id);
                else System.out.println("declined");
                break;
            }
            case "print":
                get(w[1]).print();
                break;
            case "list":
                for (BankAccount a : bank.values())
                    System.out.printf("#%d %-9s %-10s %9.2f%n", a.id, a.kind(), a.name, a.balance);
                break;
            case "month":
                bank.values().forEach(BankAccount::monthEnd);
                System.out.println("month closed");
                break;
            default:
                System.out.println("unknown command: " + w[0]);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        System.out.print("bank> ");
        while ((line = in.readLine()) != null) {
            line = line.trim();
            if (line.equals("quit")) break;
            if (!line.isEmpty()) {
                try {
                    run(line.split("\\s+"));
                } catch (ArrayIndexOutOfBoundsException e) {
                    System.out.println("missing argument");
                } catch (IllegalArgumentException e) {
                    System.out.println("error: " + e.getMessage());
                }
            }
            System.out.print("bank> ");
        }
    }
}
