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
    txns.add(typ+"\t"+amt+"\t"+bal);
  }
  // isDep = true for deposit, false for withdraw
  public boolean change(double amt, boolean isDep) {
    if(isDep) {
      if(amt <= 0) {
        System.out.println("Amount must be positive");
        return false;
      }
      bal = bal+amt;
      log("DEPOSIT", amt);
      return true;
    }
    if(amt > bal) { // can't go below zero
      System.out.println("Not enough money in account "+id);
      return false;
    }
    bal = bal-amt;
    log("WITHDRAW", amt);
    return true;
  }
  public void printStmt() {
    System.out.println("Statement for account "+id+" ("+name+")");
    System.out.println("Type\tAmount\tBalance");
    for(int j = 0; j < txns.size(); j++) {
      System.out.println(txns.get(j));
    }
    System.out.println("Current balance: "+bal);
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
    bal += intr;
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
      System.out.println("Moved "+amt+" from "+src.id+" to "+dst.id);
    }
  }
  static Acct readAcct(List<Acct> accts, String msg) {
    System.out.print(msg);
    int n = in.nextInt();
    Acct x = find(accts, n);
    if(x == null) System.out.println("No account with number "+n);
    return x;
  }
  static Acct find(List<Acct> accts, int id) {
    for(Acct x : accts) {
      if(x.id == id) {
        return x;
      }
    }
    return null; // not found
  }
  static void payInterest(List<Acct> accts) {
    for(Acct x : accts) {
      if(x instanceof SavAcct) {
        ((SavAcct) x).addInt();
      }
    }
    System.out.println("Interest added");
  }
  static void printMenu() {
    System.out.println("1) Deposit 2) Withdraw 3) Transfer 4) Statement 5) Interest 0) Quit");
    System.out.print("Choice: ");
  }

  public static void main(String[] args) {
    List<Acct> accts = new ArrayList<>();
    accts.add(new Acct("Alice", 1001, 500));
    accts.add(new SavAcct("Bob", 1002, 1000, RATE));
    int cnt = 0;
    int ch = -1;
    while(ch != QUIT) {
      printMenu();
      ch = in.nextInt();
      Acct cur = null;
      switch(ch) {
      case 1:
      case 2:
        cur = readAcct(accts, "Account number: ");
        if(cur != null) {
          System.out.print(AMT_PROMPT);
          cur.change(in.nextDouble(), ch == 1);
        }
        break;
      case 3: // transfer
        Acct src = readAcct(accts, "From account: ");
        Acct dst = readAcct(accts, "To account: ");
        if(src != null && dst != null) {
          System.out.print(AMT_PROMPT);
          xfer(src, dst, in.nextDouble());
        }
        break;
      case 4:
        cur = readAcct(accts, "Account number: ");
        if(cur != null) cur.printStmt();
        break;
      case 5:
        payInterest(accts);
        break;
      default:
        System.out.println("Invalid choice");
      }
    }
  }
}
