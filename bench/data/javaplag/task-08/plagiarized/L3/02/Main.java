import java.util.*;

/*
 * Assignment: queue simulation at a shop with several tills.
 */
public class Main {
  public static final int GAP_LIMIT = 4;
  public static final int SERVICE_LIMIT = 9;
  static int peakLine = 0;
  static int registers;
  static Scanner input = new Scanner(System.in);

  public static void main(String[] args) {
    System.out.print("Number of tills: ");
    registers = input.nextInt();
    System.out.print("Number of customers: ");
    final int count = input.nextInt();
    if (registers < 1 || count < 1) {
      System.out.println("Need at least one till and one customer.");
      return;
    }
    final Shopper[] shoppers = generateShoppers(count, 42L);
    process(shoppers);
    report(shoppers);
    input.close();
  }

  /**
   * Builds count shoppers using a fixed seed.
   * @param count how many shoppers
   * @param seed seed for the random numbers
   * @return the shoppers sorted by arrival time
   */
  public static Shopper[] generateShoppers(int count, long seed) {
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

  /**
   * Steps through time one minute at a time.
   * @param shoppers all shoppers in arrival order
   */
  public static void process(Shopper[] shoppers) {
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
          s.begin = tick;
          s.end = tick + s.duration;
          s.register = r + 1;
          registerSlots[r] = s;
        }
      }
      if (waiting.size() > peakLine) peakLine = waiting.size();
    }
  }

  /**
   * Prints one row per shopper and the summary.
   */
  public static void report(Shopper[] shoppers) {
    System.out.println();
    System.out.println("Cust  Arrive  Service  Start  Till  Wait");
    int waitedSum = 0;
    int longest = 0;
    int longestNo = 0;
    for (int j = 0; j < shoppers.length; j++) {
      Shopper s = shoppers[j];
      int waited = s.waited();
      System.out.println(fmt(s.number, 4) + fmt(s.arrivedAt, 8) + fmt(s.duration, 9) + fmt(s.begin, 7) + fmt(s.register, 6) + fmt(waited, 6));
      waitedSum += waited;
      if (waited > longest) {
        longest = waited;
        longestNo = s.number;
      }
    }
    final double average = (double) waitedSum / shoppers.length;
    System.out.println();
    System.out.println("Average wait: " + Math.round(average * 100) / 100.0 + " min");
    System.out.println("Maximum wait: " + longest + " min (customer " + longestNo + ")");
    System.out.println("Longest queue: " + peakLine + " customers");
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

  /** Minutes spent in the queue. */
  public int waited() { return begin - arrivedAt; }
}
