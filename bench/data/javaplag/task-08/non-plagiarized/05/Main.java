import java.util.*;

public class Main {

    static int tills = 1, customers = 10, seed = 7, maxGap = 5, maxService = 8;

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        boolean running = true;
        while (running) {
            System.out.println("\n--- Till Simulator ---");
            System.out.println("1) tills        [" + tills + "]");
            System.out.println("2) customers    [" + customers + "]");
            System.out.println("3) seed         [" + seed + "]");
            System.out.println("4) max gap / max service [" + maxGap + " / " + maxService + "]");
            System.out.println("5) run simulation");
            System.out.println("0) quit");
            System.out.print("> ");
            String choice = sc.next();
            switch (choice) {
                case "1": tills = readPositive(sc, "tills"); break;
                case "2": customers = readPositive(sc, "customers"); break;
                case "3": System.out.print("seed: "); seed = sc.nextInt(); break;
                case "4":
                    maxGap = readPositive(sc, "max gap");
                    maxService = readPositive(sc, "max service");
                    break;
                case "5": runSimulation(); break;
                case "0": running = false; break;
                default: System.out.println("unknown option");
            }
        }
        System.out.println("bye");
    }

    static int readPositive(Scanner sc, String what) {
        int v;
        do {
            System.out.print(what + ": ");
            while (!sc.hasNextInt()) { sc.next(); System.out.print(what + " (a number please): "); }
            v = sc.nextInt();
        } while (v <= 0);
        return v;
    }

    // fixed size circular buffer holding customer numbers
    static class IntQueue {
        int[] buf; int front = 0, count = 0;
        IntQueue(int cap) { buf = new int[cap]; }
        void push(int x) { buf[(front + count) % buf.length] = x; count++; }
        int pop() { int x = buf[front]; front = (front + 1) % buf.length; count--; return x; }
        boolean empty() { return count == 0; }
    }

    static void runSimulation() {
        Random rng = new Random(seed);
        int[] arr = new int[customers], svc = new int[customers], waited = new int[customers];
        for (int i = 0, t = 0; i < customers; i++) {
            t += rng.nextInt(maxGap + 1);
            arr[i] = t;
            svc[i] = 1 + rng.nextInt(maxService);
        }

        IntQueue q = new IntQueue(customers);
        int[] busyFor = new int[tills];   // minutes left at each till, 0 = free
        int next = 0, done = 0, maxLen = 0, time = 0;
        StringBuilder log = new StringBuilder();

        while (done < customers) {
            while (next < customers && arr[next] == time) {
                q.push(next);
                log.append(String.format("t=%3d  customer %d joins queue (length %d)%n", time, next + 1, q.count));
                next++;
            }
            for (int k = 0; k < tills; k++) {
                if (busyFor[k] == 0 && !q.empty()) {
                    int c = q.pop();
                    waited[c] = time - arr[c];
                    busyFor[k] = svc[c];
                    log.append(String.format("t=%3d  customer %d -> till %d, waited %d%n", time, c + 1, k + 1, waited[c]));
                }
            }
            maxLen = Math.max(maxLen, q.count);
            for (int k = 0; k < tills; k++) {
                if (busyFor[k] > 0) {
                    busyFor[k]--;
                    if (busyFor[k] == 0) done++;
                }
            }
            time++;
        }

        System.out.print(log);
        int sum = 0, max = 0;
        for (int w : waited) { sum += w; max = Math.max(max, w); }
        System.out.println("finished at t=" + time);
        System.out.printf("avg wait %.2f | max wait %d | max queue length %d%n",
                (double) sum / customers, max, maxLen);
    }
}
