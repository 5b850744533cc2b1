import java.util.*;

/*
 * Assignment: queue simulation at a shop with several tills.
 */
public class Main {
  public static final int GAP_LIMIT = 4;
  public static final int SERVICE_LIMIT = 9;
  int peakLine = 0;
  int registers;
  List<Shopper> shoppers = new ArrayList<>();
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
    registers = Integer.parseInt(input.nextLine());
    System.out.print("Number of customers: ");
    final int count = Integer.parseInt(input.nextLine());
    if (registers <= 0 || count <= 0) {
      System.out.println("Need at least one till and one customer.");
      return false;
    }
    generateShoppers(count, 42L);
    return true;
  }

  /**
   * Prints one row per shopper.
   */
  void printTable() {
    System.out.println();
    System.out.println("Cust  Arrive  Service  Start  Till  Wait");
    int j = 0;
    while (j < shoppers.size()) {
      Shopper s = shoppers.get(j);
      System.out.printf("%4d%8d%9d%7d%6d%6d%n", s.number, s.arrivedAt, s.duration, s.begin, s.register, s.waited());
      j = j + 1;
    }
  }

  /**
   * Average and worst wait plus the peak queue length.
   */
  void printSummary() {
    int waitedSum = 0;
    int longest = 0;
    int longestNo = 0;
    for (Shopper s : shoppers) {
      int waited = s.waited();
      waitedSum = waitedSum + waited;
      if (waited > longest) {
        longest = waited;
        longestNo = s.number;
      }
    }
    final double average = (double) waitedSum / shoppers.size();
    StringBuilder sb = new StringBuilder();
    sb.append("\nAverage wait: ").append(Math.round(average * 100) / 100.0).append(" min\n");
    sb.append("Maximum wait: ").append(longest).append(" min (customer ").append(longestNo).append(")\n");
    sb.append("Longest queue: ").append(peakLine).append(" customers");
    System.out.println(sb);
  }

  /**
   * Steps through time one minute at a time.
   */
  void process() {
    Queue<Shopper> waiting = new LinkedList<>();
    Shopper[] registerSlots = new Shopper[registers];
    int arrivedIdx = 0;
    int finished = 0;
    int tick = 0;
    while (finished < shoppers.size()) {
      while (arrivedIdx < shoppers.size() && shoppers.get(arrivedIdx).arrivedAt == tick) {
        waiting.offer(shoppers.get(arrivedIdx));
        arrivedIdx = arrivedIdx + 1;
      }
      for (int r = 0; r < registers; r = r + 1) {
        boolean done = registerSlots[r] != null && registerSlots[r].end == tick;
        if (done) {
          registerSlots[r] = null;
          finished = finished + 1;
        }
      }
      for (int r = 0; r < registers; r = r + 1) {
        if (registerSlots[r] == null && waiting.peek() != null) {
          final Shopper s = waiting.poll();
          s.startAt(tick, r + 1);
          registerSlots[r] = s;
        }
      }
      peakLine = waiting.size() > peakLine ? waiting.size() : peakLine;
      tick = tick + 1;
    }
  }

  /**
   * Fills the shopper list using a fixed seed.
   * @param count how many shoppers
   * @param seed seed for the random numbers
   */
  void generateShoppers(int count, long seed) {
    Random gen = new Random(seed);
    int now = 0;
    for (int j = 1; j <= count; j = j + 1) {
      now += gen.nextInt(GAP_LIMIT + 1);
      int duration = gen.nextInt(SERVICE_LIMIT) + 1;
      shoppers.add(new Shopper(j, now, duration));
    }
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
