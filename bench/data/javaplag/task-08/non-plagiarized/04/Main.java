import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/*
 * Queue simulation driven by a script file.
 *
 *   java Main script.txt [tills] [maxCustomers]
 *
 * Script format (one customer per line, # starts a comment):
 *   name  arrivalMinute  serviceMinutes
 * Without a file a small built-in script is used.
 */
public class Main {

    static final String[] DEMO = {
        "Ann 0 5", "Bob 1 3", "Cat 1 6", "Dan 2 2", "Eve 4 4",
        "Fay 4 1", "Gus 5 7", "Hal 9 2", "Ivy 9 3", "Jon 10 5"
    };

    public static void main(String[] args) throws IOException {
        List<String> lines;
        if (args.length > 0) {
            lines = Files.readAllLines(Path.of(args[0]));
        } else {
            System.out.println("(no script given, using demo data)");
            lines = List.of(DEMO);
        }
        int tills = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int limit = args.length > 2 ? Integer.parseInt(args[2]) : Integer.MAX_VALUE;

        // name -> {arrival, service, start, till}
        Map<String, int[]> people = new LinkedHashMap<>();
        for (String raw : lines) {
            String line = raw.trim();
            if (line.isEmpty() || line.startsWith("#")) continue;
            if (people.size() >= limit) break;
            String[] p = line.split("\\s+");
            people.put(p[0], new int[] {Integer.parseInt(p[1]), Integer.parseInt(p[2]), -1, -1});
        }
        if (people.isEmpty()) {
            System.out.println("Nothing to simulate.");
            return;
        }

        List<String> arrivals = new ArrayList<>(people.keySet());
        arrivals.sort((a, b) -> people.get(a)[0] - people.get(b)[0]); // script may be out of order

        ArrayDeque<String> waiting = new ArrayDeque<>();
        int[] freeAt = new int[tills];
        int next = 0;
        int longest = 0;
        int now = people.get(arrivals.get(0))[0];

        while (next < arrivals.size() || !waiting.isEmpty()) {
            while (next < arrivals.size() && people.get(arrivals.get(next))[0] <= now) {
                waiting.add(arrivals.get(next++));
            }
            for (int t = 0; t < tills && !waiting.isEmpty(); t++) {
                if (freeAt[t] <= now) {
                    int[] c = people.get(waiting.poll());
                    c[2] = now;
                    c[3] = t + 1;
                    freeAt[t] = now + c[1];
                }
            }
            longest = Math.max(longest, waiting.size());

            // jump straight to the next moment something can change
            int jump = Integer.MAX_VALUE;
            if (next < arrivals.size()) jump = people.get(arrivals.get(next))[0];
            if (!waiting.isEmpty()) {
                for (int f : freeAt) if (f > now) jump = Math.min(jump, f);
            }
            if (jump == Integer.MAX_VALUE) break;
            now = jump;
        }

        HashMap<String, Integer> waits = new HashMap<>();
        int total = 0;
        String worst = null;
        System.out.println("name  arrived  started  till  waited");
        for (Map.Entry<String, int[]> e : people.entrySet()) {
            int[] c = e.getValue();
            int w = c[2] - c[0];
            waits.put(e.getKey(), w);
            total += w;
            if (worst == null || w > waits.get(worst)) worst = e.getKey();
            System.out.printf("%-5s %7d %8d %5d %7d%n", e.getKey(), c[0], c[2], c[3], w);
        }
        System.out.println("------------------------------------");
        System.out.printf("average wait  %.2f%n", (double) total / people.size());
        System.out.printf("maximum wait  %d (%s)%n", waits.get(worst), worst);
        System.out.printf("longest queue %d%n", longest);
    }
}
