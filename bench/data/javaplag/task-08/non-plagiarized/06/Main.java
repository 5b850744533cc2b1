import java.util.*;

/** Entry point: asks how the shop is set up, then hands over to {@link Shop}. */
public class Main {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        System.out.print("Enter the number of tills: ");
        int tillCount = scanner.nextInt();
        System.out.print("Enter the number of customers: ");
        int customerCount = scanner.nextInt();
        System.out.print("Random (r) or typed-in (t) arrivals? ");
        String mode = scanner.next();

        ArrivalSource source = mode.equalsIgnoreCase("t")
                ? new ScriptedArrivals(scanner, customerCount)
                : new RandomArrivals(99L, customerCount);
        Shop shop = new Shop(tillCount);
        shop.run(source.customers());
        shop.getStats().print();
    }
}

/** Anything that can produce the list of customers for a simulation run. */
interface ArrivalSource {
    List<Customer> customers(); // ordered by arrival time
}

/** Generates customers with a seeded random number generator. */
class RandomArrivals implements ArrivalSource {
    private final Random random; private final int count;

    RandomArrivals(long seed, int count) {
        this.random = new Random(seed);
        this.count = count;
    }

    public List<Customer> customers() {
        List<Customer> result = new ArrayList<>();
        int time = 0;
        for (int i = 1; i <= count; i++) {
            time += random.nextInt(3) + random.nextInt(3); // gap of 0 to 4, more often 2
            result.add(new Customer(i, time, 3 + random.nextInt(6)));
        }
        return result;
    }
}

/** Reads arrival and service times typed in by the user. */
class ScriptedArrivals implements ArrivalSource {
    private final Scanner in; private final int count;

    ScriptedArrivals(Scanner in, int count) {
        this.in = in;
        this.count = count;
    }

    public List<Customer> customers() {
        List<Customer> result = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            System.out.print("Customer " + i + " arrival time and service time: ");
            result.add(new Customer(i, in.nextInt(), in.nextInt()));
        }
        result.sort(Comparator.comparingInt(c -> c.arrivalTime)); // the user might type them out of order
        return result;
    }
}

/** A single customer and what happened to them. */
class Customer {
    final int number, arrivalTime, serviceTime;
    int serviceStart = -1;

    Customer(int number, int arrivalTime, int serviceTime) {
        this.number = number;
        this.arrivalTime = arrivalTime;
        this.serviceTime = serviceTime;
    }

    int waitingTime() { return serviceStart - arrivalTime; }
}

/** One till; it counts down the service time of its current customer. */
class Till {
    private Customer current;
    private int timeLeft;
    boolean isFree() { return current == null; }

    void serve(Customer c, int now) {
        current = c;
        c.serviceStart = now;
        timeLeft = c.serviceTime;
    }

    /** Advances one minute. */
    void tick() { if (current != null && --timeLeft <= 0) current = null; }
}

/** Collects the numbers we have to report. */
class Stats {
    private final List<Customer> done = new ArrayList<>();
    private int longestQueue;
    void record(Customer c) { done.add(c); }
    void queueLength(int len) { longestQueue = Math.max(longestQueue, len); }

    void print() {
        int total = 0, max = 0;
        for (Customer c : done) {
            System.out.println("Customer " + c.number + " arrived at " + c.arrivalTime
                    + ", was served at " + c.serviceStart + " and waited " + c.waitingTime() + " minute(s).");
            total += c.waitingTime();
            max = Math.max(max, c.waitingTime());
        }
        System.out.println("Average waiting time: " + (done.isEmpty() ? 0 : (double) total / done.size()));
        System.out.println("Maximum waiting time: " + max);
        System.out.println("Longest queue: " + longestQueue);
    }
}

/** The shop itself: a single queue in front of several tills. */
class Shop {
    private final Till[] tills;
    private final Queue<Customer> queue = new LinkedList<>();
    private final Stats stats = new Stats();

    Shop(int tillCount) {
        tills = new Till[Math.max(1, tillCount)];
        for (int i = 0; i < tills.length; i++) tills[i] = new Till();
    }

    Stats getStats() { return stats; }

    /** Runs until every customer has at least started being served. */
    void run(List<Customer> arrivals) {
        int index = 0;
        for (int minute = 0; index < arrivals.size() || !queue.isEmpty(); minute++) {
            while (index < arrivals.size() && arrivals.get(index).arrivalTime <= minute) {
                queue.add(arrivals.get(index++));
            }
            for (Till t : tills) {
                if (t.isFree() && !queue.isEmpty()) {
                    Customer c = queue.remove();
                    t.serve(c, minute);
                    stats.record(c);
                }
            }
            stats.queueLength(queue.size());
            for (Till t : tills) t.tick();
        }
    }
}
