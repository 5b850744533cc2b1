import java.util.*;

/*
 * Assignment: queue simulation at a shop with several tills.
 */
public class Main {
  public static final int GAP_LIMIT = 4;
  public static final int SERVICE_LIMIT = 9;
  int peakLine = 0;
  int registers;
  Shopper[] shoppers;
  Scanner input = new Scanner(System.in);

  public static void main(String[] args) {
    Main shop = new Main();
    if (shop.setup()) {
      shop.process();
      shop.printTable();
      shop.printSummary();
    }
    shop.input.close();
  }

  /**
   * Asks for the tills and the number of customers and builds the shoppers.
   * @return false if the numbers are no good
   */
  boolean setup() {
    System.out.print("Number of tills: ");
    registers = input.nextInt();
    System.out.print("Number of customers: ");
    final int count = input.nextInt();
    if (registers < 1 || count < 1) {
      System.out.println("Need at least one till and one customer.");
      return false;
    }
    shoppers = generateShoppers(count, 42L);
    return true;
  }

  /**
   * Prints one row per shopper.
   */
  void printTable() {
    System.out.println();
    System.out.println("Cust  Arrive  Service  Start  Till  Wait");
    for (int j = 0; j < shoppers.length; j++) {
      Shopper s = shoppers[j];
      System.out.println(fmt(s.number, 4) + fmt(s.arrivedAt, 8) + fmt(s.duration, 9) + fmt(s.begin, 7) + fmt(s.register, 6) + fmt(s.waited(), 6));
    }
  }

  /**
   * Average and worst wait plus the peak queue length.
   */
  void printSummary() {
    int waitedSum = 0;
    int longest = 0;
    int longestNo = 0;
    for (int j = 0; j < shoppers.length; j++) {
      int waited = shoppers[j].waited();
      waitedSum += waited;
      if (waited > longest) {
        longest = waited;
        longestNo = shoppers[j].number;
      }
    }
    final double average = (double) waitedSum / shoppers.length;
    System.out.println();
    System.out.println("Average wait: " + Math.round(average * 100) / 100.0 + " min");
    System.out.println("Maximum wait: " + longest + " min (customer " + longestNo + ")");
    System.out.println("Longest queue: " + peakLine + " customers");
  }

  /**
   * Steps through time one minute at a time.
   */
  void process() {
    LinkedList<Shopper> waiting = new LinkedList<>();
    Shopper[] registerSlots = new Shopper[registers];
    int arrivedIdx = 0;
    int finished = 0;
    for (int tick = 0; finished < shoppers.length; tick++) {
      while (arrivedIdx < shoppers.length && shoppers[arrivedIdx].arrivedAt == tick) {
        waiting.add(shoppers[arrivedIdx]);
        arrivedIdx++;
      }
      for (int r = 0; r < registers; r++) {
        if (registerSlots[r] != null && registerSlots[r].end == tick) {
          registerSlots[r] = null;
          finished++;
        }
      }
      for (int r = 0; r < registers; r++) {
        if (registerSlots[r] == null && !waiting.isEmpty()) {
          final Shopper s = waiting.removeFirst();
          s.startAt(tick, r + 1);
          registerSlots[r] = s;
        }
      }
      if (waiting.size() > peakLine) peakLine = waiting.size();
    }
  }

  /**
   * Builds count shoppers using a fixed seed.
   * @param count how many shoppers
   * @param seed seed for the random numbers
   * @return the shoppers sorted by arrival time
   */
  Shopper[] generateShoppers(int count, long seed) {
    Random gen = new Random(seed);
    Shopper[] result = new Shopper[count];
    int now = 0;
    for (int j = 0; j < count; j++) {
      now = now + gen.nextInt(GAP_LIMIT + 1);
      int duration = 1 + gen.nextInt(SERVICE_LIMIT);
      result[j] = new Shopper(j + 1, now, duration);
    }
    return result;
  }

  /** Pads a number with leading spaces. */
  private static String fmt(int x, int w) {
    String out = "" + x;
    while (out.length() < w) out = " " + out;
    return out;
  }
}

/** Data for a single shopper. */
class Shopper {
  private static final int NOT_SET = -1;
  int number;
  int arrivedAt;
  int duration;
  int begin = NOT_SET;
  int end = NOT_SET;
  int register;

  Shopper(int number, int arrivedAt, int duration) {
    this.number = number; this.arrivedAt = arrivedAt; this.duration = duration;
  }

  /** Sends the shopper to a till at the given minute. */
  void startAt(int tick, int reg) {
    begin = tick;
    end = tick + duration;
    register = reg;
  }

  /** Minutes spent in the queue. */
  public int waited() { return begin - arrivedAt; }
}
