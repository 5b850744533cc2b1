import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Random;
import java.util.Scanner;

// Till queue simulation - every time unit is one minute
public class Main
{
    private static final int MAX_ARRIVAL_GAP = 4;  // biggest gap between arrivals
    private static final int MAX_SERVE_TIME = 9;   // longest time at the till
    private static final String HEADER = "  No Arrived Service Started Till Waited";

    // keeps asking until the user types a number above zero
    private static int askFor(Scanner sc, String prompt)
    {
        int value = 0;
        while (value < 1)
        {
            System.out.print(prompt);
            value = Integer.parseInt(sc.nextLine().trim());
            if (value < 1)
            {
                System.out.println("Must be at least 1, try again.");
            }
        }
        return value;
    }

    public static void main(String[] args)
    {
        Scanner sc = new Scanner(System.in);
        int tillCount = askFor(sc, "Number of tills: ");
        int numClients = askFor(sc, "Number of customers: ");

        ArrayList<Client> clients = createClients(numClients);
        int maxQueueLen = runSim(clients, tillCount);
        showResults(clients, maxQueueLen);
        sc.close();
    }

    // prints the table and then the stats
    private static void showResults(ArrayList<Client> clients, int maxQueueLen)
    {
        int totalWait = 0;
        Client worst = clients.get(0);

        System.out.println();
        System.out.println(HEADER);
        for (Client cl : clients)
        {
            int w = cl.startAt - cl.arriveAt;
            System.out.println(String.format("%4d%8d%8d%8d%5d%7d",
                cl.num, cl.arriveAt, cl.serveTime, cl.startAt, cl.tillNo, w));
            totalWait += w;
            if (w <= worst.startAt - worst.arriveAt)
            {
                continue;
            }
            worst = cl;
        }

        System.out.println();
        System.out.printf("Average wait: %.2f min%n", totalWait / (double) clients.size());
        System.out.printf("Maximum wait: %d min (customer %d)%n", worst.startAt - worst.arriveAt, worst.num);
        System.out.printf("Longest queue: %d customers%n", maxQueueLen);
    }

    // main loop, one pass = one minute; gives back the longest queue
    private static int runSim(ArrayList<Client> clients, final int tillCount)
    {
        ArrayDeque<Client> line = new ArrayDeque<>();
        Client[] serving = new Client[tillCount];
        int minute = 0, nextIdx = 0, doneCount = 0;
        int maxQueueLen = 0;

        while (true)
        {
            nextIdx = admitArrivals(clients, nextIdx, minute, line);
            doneCount += releaseTills(serving, minute);
            if (doneCount == clients.size())
            {
                break;
            }
            fillTills(serving, line, minute);

            // remember the biggest queue we have seen
            maxQueueLen = Math.max(maxQueueLen, line.size());
            minute += 1;
        }
        return maxQueueLen;
    }

    // add everybody who turns up this minute (recursive, one per call)
    private static int admitArrivals(ArrayList<Client> clients, int nextIdx, int minute, ArrayDeque<Client> line)
    {
        if (nextIdx >= clients.size() || clients.get(nextIdx).arriveAt != minute)
        {
            return nextIdx;
        }
        line.addLast(clients.get(nextIdx));
        return admitArrivals(clients, nextIdx + 1, minute, line);
    }

    // anyone done at this minute leaves their till
    private static int releaseTills(Client[] serving, int minute)
    {
        int freed = 0;
        for (int k = serving.length - 1; k >= 0; k--)
        {
            if (serving[k] == null || serving[k].doneAt != minute)
            {
                continue;
            }
            serving[k] = null;
            freed++;
        }
        return freed;
    }

    // lowest numbered empty till, or -1 if they are all busy
    private static int firstFreeTill(Client[] serving)
    {
        for (int k = 0; k < serving.length; k++)
        {
            if (serving[k] == null)
            {
                return k;
            }
        }
        return -1;
    }

    // keep sending the front of the line to a till while one is free
    private static void fillTills(Client[] serving, ArrayDeque<Client> line, int minute)
    {
        int k = firstFreeTill(serving);
        while (k != -1 && !line.isEmpty())
        {
            Client cl = line.pollFirst();
            cl.startAt = minute;
            cl.doneAt = minute + cl.serveTime;
            cl.tillNo = k + 1;
            serving[k] = cl;
            k = firstFreeTill(serving);
        }
    }

    // random arrivals, seeded so every run is the same
    private static ArrayList<Client> createClients(final int numClients)
    {
        Random rng = new Random(42);
        ArrayList<Client> arr = new ArrayList<>();
        int t = 0;

        while (arr.size() < numClients)
        {
            t += rng.nextInt(MAX_ARRIVAL_GAP + 1);
            int serve = 1 + rng.nextInt(MAX_SERVE_TIME);
            arr.add(new Client(arr.size() + 1, t, serve));
        }
        return arr;
    }
}

// one person in the shop
class Client
{
    final int num;
    final int arriveAt;
    final int serveTime;
    int startAt;
    int doneAt;
    int tillNo;

    Client(int num, int arriveAt, int serveTime)
    {
        this.num = num;
        this.arriveAt = arriveAt;
        this.serveTime = serveTime;
    }
}
