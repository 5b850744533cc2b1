import java.util.*;

/*
 * Assignment: queue simulation at a shop with several tills.
 */
public class Main {
  static final int SEED_VALUE = 42;
  static final int GAP_LIMIT = 4;
  static final int SERVICE_LIMIT = 9;
  static int peakLine = 0;

  public static void main(String[] args) {
    Scanner input = new Scanner(System.in);
    System.out.print("Number of tills: ");
    int registers = input.nextInt();
    System.out.print("Number of customers: ");
    int count = input.nextInt();
    if (registers < 1 || count < 1) {
      System.out.println("Need at least one till and one customer.");
      return;
    }
    Shopper[] shoppers = generateShoppers(count);
    process(shoppers, registers);
    report(shoppers);
    input.close();
  }

  /**
   * Builds count shoppers using a fixed seed.
   * @param count how many shoppers
   * @return the shoppers sorted by arrival time
   */
  static Shopper[] generateShoppers(int count) {
    Random gen = new Random(SEED_VALUE);
    Shopper[] result = new Shopper[count];
    int now = 0;
    int durationTotal = 0;
    for (int j = 0; j < count; j++) {
      now = now + gen.nextInt(GAP_LIMIT + 1);
      int duration = 1 + gen.nextInt(SERVICE_LIMIT);
      durationTotal += duration;
      result[j] = new Shopper(j + 1, now, duration);
    }
    return result;
  }

  /**
   * Steps through time one minute at a time.
   * @param shoppers all shoppers in arrival order
   * @param registers number of open tills
   */
  static void process(Shopper[] shoppers, int registers) {
    LinkedList<Shopper> waiting = new LinkedList<Shopper>();
    Shopper[] registerSlots = new Shopper[registers];
    int tick = 0;
    int arrivedIdx = 0;
    int finished = 0;
    int howMany = shoppers.length;
    while (finished < howMany) {
      while (arrivedIdx < howMany && shoppers[arrivedIdx].arrivedAt == tick) {
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
          Shopper s = waiting.removeFirst();
          s.begin = tick;
          s.end = tick + s.duration;
          s.register = r + 1;
          registerSlots[r] = s;
        }
      }
      if (waiting.size() > peakLine) peakLine = waiting.size();
      tick++;
    }
  }

  /**
   * Prints one row per shopper and the summary.
   */
  static void report(Shopper[] shoppers) {
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
    double average = (double) waitedSum / shoppers.length;
    System.out.println();
    System.out.println("Average wait: " + Math.round(average * 100) / 100.0 + " min");
    System.out.println("Maximum wait: " + longest + " min (customer " + longestNo + ")");
    System.out.println("Longest queue: " + peakLine + " customers");
  }

  /** Pads a number with leading spaces. */
  static String fmt(int x, int w) {
    String out = "" + x;
    while (out.length() < w) out = " " + out;
    return out;
  }
}

/** Data for a single shopper. */
class Shopper {
  int number;
  int arrivedAt;
  int duration;
  int begin;
  int end;
  int register;

  Shopper(int number, int arrivedAt, int duration) {
    this.number = number; this.arrivedAt = arrivedAt; this.duration = duration;
  }

  /** Minutes spent in the queue. */
  int waited() { return begin - arrivedAt; }
}
