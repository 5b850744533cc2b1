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
    if (!shop.setup()) {
      shop.input.close();
      return;
    }
    shop.process();
    shop.printTable();
    shop.printSummary();
    shop.input.close();
  }

  /**
   * Asks for the tills and the number of customers and builds the shoppers.
   * @return false if the numbers are no good
   */
  boolean setup() {
    System.out.print("How many tills are open? ");
    registers = Integer.parseInt(input.nextLine());
    System.out.print("How many customers? ");
    final int count = Integer.parseInt(input.nextLine());
    if (registers > 0 && count > 0) {
      generateShoppers(count, 42L);
      return true;
    }
    System.out.println("Error: you need at least one till and one customer.");
    return false;
  }

  /**
   * Prints one row per shopper.
   */
  void printTable() {
    System.out.println();
    System.out.println("Cust  Arrive  Service  Start  Till  Wait");
    for (Shopper s : shoppers) {
      System.out.printf("%4d%8d%9d%7d%6d%6d%n", s.number, s.arrivedAt, s.duration, s.begin, s.register, s.waited());
    }
  }

  /**
   * Average and worst wait plus the peak queue length.
   */
  void printSummary() {
    int waitedSum = 0;
    for (Shopper s : shoppers) {
      waitedSum += s.waited();
    }
    Shopper worst = Collections.max(shoppers, Comparator.comparingInt(Shopper::waited));
    StringBuilder sb = new StringBuilder();
    sb.append("\nAverage waiting time: ")
      .append(String.format("%.2f", (double) waitedSum / shoppers.size())).append(" min\n");
    sb.append("Longest wait: ").append(worst.waited()).append(" min (customer #").append(worst.number).append(")\n");
    sb.append("Longest queue: ").append(peakLine).append(" people");
    System.out.println(sb);
  }

  /**
   * Steps through time one minute at a time. Each till just remembers
   * the minute it becomes free again.
   */
  void process() {
    Queue<Shopper> waiting = new LinkedList<>();
    int[] freeAt = new int[registers];
    int arrivedIdx = 0;
    int tick = 0;
    while (true) {
      while (arrivedIdx < shoppers.size() && shoppers.get(arrivedIdx).arrivedAt == tick) {
        waiting.offer(shoppers.get(arrivedIdx));
        arrivedIdx++;
      }
      for (int r = 0; r < registers && !waiting.isEmpty(); r++) {
        if (freeAt[r] > tick) {
          continue;
        }
        Shopper s = waiting.poll();
        s.startAt(tick, r + 1);
        freeAt[r] = s.end;
      }
      if (waiting.size() > peakLine) {
        peakLine = waiting.size();
      }
      if (arrivedIdx == shoppers.size() && waiting.isEmpty()) {
        break; // nobody left to serve, the rest are already at a till
      }
      tick++;
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
    for (int j = 1; j <= count; j++) {
      now += gen.nextInt(GAP_LIMIT + 1);
      shoppers.add(new Shopper(j, now, gen.nextInt(SERVICE_LIMIT) + 1));
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
