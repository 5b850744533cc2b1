import java.util.*;

/*
 * Assignment: queue simulation at a shop with several tills.
 */
public class Main {
  static final int SEED = 42;
  static final int MAX_GAP = 4;
  static final int MAX_SERVICE = 9;
  static int longestQueue = 0;

  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    System.out.print("Number of tills: ");
    int tills = in.nextInt();
    System.out.print("Number of customers: ");
    int n = in.nextInt();
    if (tills < 1 || n < 1) {
      System.out.println("Need at least one till and one customer.");
      return;
    }
    Customer[] customers = makeCustomers(n);
    simulate(customers, tills);
    printReport(customers);
    in.close();
  }

  /**
   * Builds n customers using a fixed seed.
   * @param n how many customers
   * @return the customers sorted by arrival time
   */
  static Customer[] makeCustomers(int n) {
    Random rand = new Random(SEED);
    Customer[] list = new Customer[n];
    int time = 0;
    int totalService = 0;
    for (int i = 0; i < n; i++) {
      time = time + rand.nextInt(MAX_GAP + 1);
      int service = 1 + rand.nextInt(MAX_SERVICE);
      totalService += service;
      list[i] = new Customer(i + 1, time, service);
    }
    return list;
  }

  /**
   * Steps through time one minute at a time.
   * @param customers all customers in arrival order
   * @param tills number of open tills
   */
  static void simulate(Customer[] customers, int tills) {
    LinkedList<Customer> queue = new LinkedList<Customer>();
    Customer[] atTill = new Customer[tills];
    int clock = 0;
    int next = 0;
    int served = 0;
    int total = customers.length;
    while (served < total) {
      while (next < total && customers[next].arrival == clock) {
        queue.add(customers[next]);
        next++;
      }
      for (int t = 0; t < tills; t++) {
        if (atTill[t] != null && atTill[t].finish == clock) {
          atTill[t] = null;
          served++;
        }
      }
      for (int t = 0; t < tills; t++) {
        if (atTill[t] == null && !queue.isEmpty()) {
          Customer c = queue.removeFirst();
          c.start = clock;
          c.finish = clock + c.service;
          c.till = t + 1;
          atTill[t] = c;
        }
      }
      if (queue.size() > longestQueue) longestQueue = queue.size();
      clock++;
    }
  }

  /**
   * Prints one row per customer and the summary.
   */
  static void printReport(Customer[] customers) {
    System.out.println();
    System.out.println("Cust  Arrive  Service  Start  Till  Wait");
    int sum = 0;
    int max = 0;
    int maxId = 0;
    for (int i = 0; i < customers.length; i++) {
      Customer c = customers[i];
      int wait = c.waitTime();
      System.out.println(pad(c.id, 4) + pad(c.arrival, 8) + pad(c.service, 9) + pad(c.start, 7) + pad(c.till, 6) + pad(wait, 6));
      sum += wait;
      if (wait > max) {
        max = wait;
        maxId = c.id;
      }
    }
    double avg = (double) sum / customers.length;
    System.out.println();
    System.out.println("Average wait: " + Math.round(avg * 100) / 100.0 + " min");
    System.out.println("Maximum wait: " + max + " min (customer " + maxId + ")");
    System.out.println("Longest queue: " + longestQueue + " customers");
  }

  /** Pads a number with leading spaces. */
  static String pad(int value, int width) {
    String s = "" + value;
    while (s.length() < width) s = " " + s;
    return s;
  }
}

/** Data for a single customer. */
class Customer {
  int id;
  int arrival;
  int service;
  int start;
  int finish;
  int till;

  Customer(int id, int arrival, int service) {
    this.id = id; this.arrival = arrival; this.service = service;
  }

  /** Minutes spent in the queue. */
  int waitTime() { return start - arrival; }
}
