import java.util.*;
import java.util.stream.*;

// M/M/c style: exponential gaps and service times, FIFO, c tills.
public class Main {
    static final double MEAN_GAP = 2.0, MEAN_SERVICE = 5.0;

    static double exp(Random r, double mean) { return -mean * Math.log(1 - r.nextDouble()); }

    public static void main(String[] args) {
        System.out.print("tills customers [seed]: ");
        int[] in = Arrays.stream(new Scanner(System.in).nextLine().trim().split("\\s+"))
                .mapToInt(Integer::parseInt).toArray();
        int c = in[0], n = in[1];
        Random r = new Random(in.length > 2 ? in[2] : 17);

        double[] arrive = new double[n], service = new double[n];
        double t = 0;
        for (int i = 0; i < n; i++) {
            arrive[i] = t += exp(r, MEAN_GAP);
            service[i] = exp(r, MEAN_SERVICE);
        }

        // FIFO => each customer just takes whichever till frees up first
        PriorityQueue<Double> free = Stream.generate(() -> 0.0).limit(c)
                .collect(Collectors.toCollection(PriorityQueue::new));
        double[] start = new double[n];
        for (int i = 0; i < n; i++) {
            start[i] = Math.max(arrive[i], free.poll());
            free.add(start[i] + service[i]);
        }

        double[] wait = IntStream.range(0, n).mapToDouble(i -> start[i] - arrive[i]).toArray();
        // queue length seen by customer i = earlier customers not yet at a till (plus i itself if it waits)
        int longest = IntStream.range(0, n)
                .map(i -> (int) IntStream.rangeClosed(0, i).filter(j -> start[j] > arrive[i]).count())
                .max().orElse(0);

        IntStream.range(0, n).forEach(i -> System.out.printf(
                "%3d  arrive %7.2f  service %6.2f  start %7.2f  wait %6.2f%n",
                i + 1, arrive[i], service[i], start[i], wait[i]));

        DoubleSummaryStatistics s = Arrays.stream(wait).summaryStatistics();
        System.out.printf("%nmean wait %.2f, max wait %.2f, longest queue %d, share who waited %.0f%%%n",
                s.getAverage(), s.getMax(), longest,
                100.0 * Arrays.stream(wait).filter(w -> w > 1e-9).count() / n);
    }
}
