import java.util.*;
import java.util.stream.IntStream;

/**
 * Discrete-event simulation of a shop with k identical tills sharing one FIFO line.
 * Usage: java Main <tills> <customers> [seed]
 */
public class Main {

    /** Departures sort before arrivals at the same instant so a till freed at t can take someone arriving at t. */
    enum Kind { DEPARTURE, ARRIVAL }

    record Event(int time, Kind kind, int customer, int till) {}

    record Customer(int id, int arrival, int service) {}

    record Served(Customer customer, int start, int till) {
        int waited() { return start - customer.arrival(); }
    }

    record Outcome(List<Served> served, int peakQueue, int endTime) {}

    private static final Comparator<Event> EVENT_ORDER = Comparator.comparingInt(Event::time)
            .thenComparing(Event::kind)
            .thenComparingInt(Event::customer);

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: java Main <tills> <customers> [seed]");
            System.exit(2);
        }
        int tills = Integer.parseInt(args[0]);
        int n = Integer.parseInt(args[1]);
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1234L;
        if (tills <= 0 || n <= 0) {
            System.err.println("tills and customers must both be positive");
            System.exit(2);
        }

        List<Customer> customers = generate(n, new Random(seed));
        Outcome out = run(customers, tills);
        report(out, tills);
    }

    static List<Customer> generate(int n, Random rng) {
        List<Customer> list = new ArrayList<>(n);
        int clock = 0;
        for (int id = 1; id <= n; id++) {
            clock += rng.nextInt(0, 6);               // inter-arrival gap 0..5
            list.add(new Customer(id, clock, rng.nextInt(2, 11)));  // service 2..10
        }
        return list;
    }

    static Outcome run(List<Customer> customers, int tills) {
        PriorityQueue<Event> events = new PriorityQueue<>(EVENT_ORDER);
        customers.forEach(c -> events.add(new Event(c.arrival(), Kind.ARRIVAL, c.id(), -1)));

        Deque<Customer> line = new ArrayDeque<>();
        NavigableSet<Integer> freeTills = new TreeSet<>();
        IntStream.rangeClosed(1, tills).forEach(freeTills::add);

        List<Served> served = new ArrayList<>();
        int peak = 0;
        int now = 0;
        while (!events.isEmpty()) {
            Event e = events.poll();
            now = e.time();
            switch (e.kind()) {
                case ARRIVAL -> line.addLast(customers.get(e.customer() - 1));
                case DEPARTURE -> freeTills.add(e.till());
            }
            while (!line.isEmpty() && !freeTills.isEmpty()) {
                Customer c = line.pollFirst();
                int till = freeTills.pollFirst();
                served.add(new Served(c, now, till));
                events.add(new Event(now + c.service(), Kind.DEPARTURE, c.id(), till));
            }
            peak = Math.max(peak, line.size());
        }
        served.sort(Comparator.comparingInt(s -> s.customer().id()));
        return new Outcome(served, peak, now);
    }

    static void report(Outcome out, int tills) {
        System.out.printf("%-6s %-8s %-8s %-6s %-5s %-5s%n", "id", "arrival", "service", "start", "till", "wait");
        for (Served s : out.served()) {
            Customer c = s.customer();
            System.out.printf("%-6d %-8d %-8d %-6d %-5d %-5d%n",
                    c.id(), c.arrival(), c.service(), s.start(), s.till(), s.waited());
        }

        IntSummaryStatistics waits = out.served().stream().mapToInt(Served::waited).summaryStatistics();
        Served worst = out.served().stream().max(Comparator.comparingInt(Served::waited)).orElseThrow();
        long neverWaited = out.served().stream().filter(s -> s.waited() == 0).count();

        System.out.println();
        System.out.printf("customers served   : %d%n", waits.getCount());
        System.out.printf("mean wait          : %.3f min%n", waits.getAverage());
        System.out.printf("max wait           : %d min (customer %d)%n", waits.getMax(), worst.customer().id());
        System.out.printf("served immediately : %d%n", neverWaited);
        System.out.printf("longest queue      : %d%n", out.peakQueue());
        System.out.printf("shop closed at     : t=%d%n", out.endTime());

        // extra: how busy each till was
        Map<Integer, Integer> busy = new TreeMap<>();
        out.served().forEach(s -> busy.merge(s.till(), s.customer().service(), Integer::sum));
        for (int t = 1; t <= tills; t++) {
            int b = busy.getOrDefault(t, 0);
            System.out.printf("till %d utilisation: %5.1f%%%n", t, out.endTime() == 0 ? 0.0 : 100.0 * b / out.endTime());
        }
    }
}
