import java.util.Scanner;
import java.util.List;
import java.util.ArrayList;
class Txn {
  public final String typ;
  public final double amt;
  public final double balAfter;
  public Txn(String typ, double amt, double balAfter) {
    this.typ = typ;
    this.amt = amt;
    this.balAfter = balAfter;
  }
  public String toString() {
    return typ+"\t"+amt+"\t"+balAfter;
  }
}

class Acct {
  private String name;
  int id;
  protected double bal;
  protected List<Txn> txns = new ArrayList<>();
  public Acct(String name, int id, double initBal) {
    this.name = name;
    this.id = id;
    this.bal = initBal;
    txns.add(new Txn("OPEN", initBal, bal)); // first line of history
  }
  public void dep(double amt) {
    if(amt <= 0) {
      System.out.println("Amount must be positive");
      return;
    }
    bal = bal+amt;
    txns.add(new Txn("DEPOSIT", amt, bal));
  }
  public boolean wdraw(double amt) {
    if(amt > bal) { // can't go below zero
      System.out.println("Not enough money in account "+id);
      return false;
    }
    bal = bal-amt;
    txns.add(new Txn("WITHDRAW", amt, bal));
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
    txns.add(new Txn("INTEREST", intr, bal));
  }
}

public class Main {
  public static final double RATE = 2.5;
  static final int QUIT = 0;
  static final String AMT_PROMPT = "Amount: ";
  private static final Scanner in = new Scanner(System.in);

  static Acct find(List<Acct> accts, int id) {
    for(Acct x : accts) {
      if(x.id == id) {
        return x;
      }
    }
    return null; // not found
  }
  static Acct readAcct(List<Acct> accts, String msg) {
    System.out.print(msg);
    int n = in.nextInt();
    Acct x = find(accts, n);
    if(x == null) System.out.println("No account with number "+n);
    return x;
  }
  static void xfer(Acct src, Acct dst, double amt) {
    if(src.wdraw(amt)) {
      dst.dep(amt);
      System.out.println("Moved "+amt+" from "+src.id+" to "+dst.id);
    }
  }

  public static void main(String[] args) {
    List<Acct> accts = new ArrayList<>();
    accts.add(new Acct("Alice", 1001, 500));
    accts.add(new SavAcct("Bob", 1002, 1000, RATE));
    int cnt = 0;
    int ch = -1;
    while(ch != QUIT) {
      System.out.println("1) Deposit 2) Withdraw 3) Transfer 4) Statement 5) Interest 0) Quit");
      System.out.print("Choice: ");
      ch = in.nextInt();
      Acct cur = null;
      switch(ch) {
      case 1:
        cur = readAcct(accts, "Account number: ");
        if(cur != null) {
          System.out.print(AMT_PROMPT);
          cur.dep(in.nextDouble());
        }
        break;
      case 2:
        cur = readAcct(accts, "Account number: ");
        if(cur != null) {
          System.out.print(AMT_PROMPT);
          cur.wdraw(in.nextDouble());
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
        for(Acct x : accts) {
          if(x instanceof SavAcct) {
            ((SavAcct) x).addInt();
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
