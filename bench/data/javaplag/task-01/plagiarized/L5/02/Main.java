import java.util.Scanner;
import java.util.List;
import java.util.ArrayList;

class Acct {
  private String name;
  int id;
  protected double bal;
  protected List<String> txns = new ArrayList<>();
  public Acct(String name, int id, double initBal) {
    this.name = name;
    this.id = id;
    this.bal = initBal;
    log("OPEN", initBal); // first line of history
  }
  protected void log(String typ, double amt) {
    txns.add(String.format("%s\t%s\t%s", typ, amt, bal));
  }
  // isDep = true for deposit, false for withdraw
  public boolean change(double amt, boolean isDep) {
    if(isDep && amt <= 0) {
      System.out.println("Amount must be positive");
      return false;
    }
    if(!isDep && amt > bal) { // can't go below zero
      System.out.println("Not enough money in account "+id);
      return false;
    }
    bal += isDep ? amt : -amt;
    log(isDep ? "DEPOSIT" : "WITHDRAW", amt);
    return true;
  }
  public void printStmt() {
    StringBuilder sb = new StringBuilder();
    sb.append("Statement for account ").append(id).append(" (").append(name).append(")\n");
    sb.append("Type\tAmount\tBalance\n");
    for(String line : txns) {
      sb.append(line).append("\n");
    }
    sb.append("Current balance: ").append(bal);
    System.out.println(sb);
  }
}

class SavAcct extends Acct {
  private final double r;
  public SavAcct(String name, int id, double initBal, double r) {
    super(name, id, initBal);
    this.r = r;
  }
  public void addInt() {
    double intr = bal*r/100;
    bal = bal + intr;
    log("INTEREST", intr);
  }
}

public class Main {
  public static final double RATE = 2.5;
  static final int QUIT = 0;
  static final String AMT_PROMPT = "Amount: ";
  private static final Scanner in = new Scanner(System.in);

  static void xfer(Acct src, Acct dst, double amt) {
    if(src.change(amt, false)) {
      dst.change(amt, true);
      System.out.printf("Moved %s from %d to %d%n", amt, src.id, dst.id);
    }
  }
  static Acct readAcct(Acct[] accts, String msg) {
    System.out.print(msg);
    int n = Integer.parseInt(in.next());
    Acct x = find(accts, n);
    if(x == null) System.out.println("No account with number "+n);
    return x;
  }
  static Acct find(Acct[] accts, int id) {
    int j = 0;
    while(j < accts.length) {
      if(accts[j].id == id) {
        return accts[j];
      }
      j += 1;
    }
    return null; // not found
  }
  static void payInterest(Acct[] accts) {
    for(int j = 0; j < accts.length; j += 1) {
      if(accts[j] instanceof SavAcct) {
        ((SavAcct) accts[j]).addInt();
      }
    }
    System.out.println("Interest added");
  }
  static void printMenu() {
    System.out.println("1) Deposit 2) Withdraw 3) Transfer 4) Statement 5) Interest 0) Quit");
    System.out.print("Choice: ");
  }

  public static void main(String[] args) {
    Acct[] accts = {
      new Acct("Alice", 1001, 500),
      new SavAcct("Bob", 1002, 1000, RATE)
    };
    int cnt = 0;
    int ch = -1;
    while(ch != QUIT) {
      printMenu();
      ch = Integer.parseInt(in.next());
      switch(ch) {
        case 1, 2 -> {
          Acct cur = readAcct(accts, "Account number: ");
          if(cur != null) {
            System.out.print(AMT_PROMPT);
            cur.change(Double.parseDouble(in.next()), ch == 1);
          }
        }
        case 3 -> { // transfer
          Acct src = readAcct(accts, "From account: ");
          Acct dst = readAcct(accts, "To account: ");
          if(src != null && dst != null) {
            System.out.print(AMT_PROMPT);
            xfer(src, dst, Double.parseDouble(in.next()));
          }
        }
        case 4 -> {
          Acct cur = readAcct(accts, "Account number: ");
          if(cur != null) cur.printStmt();
        }
        case 5 -> payInterest(accts);
        default -> System.out.println("Invalid choice");
      }
    }
  }
}
