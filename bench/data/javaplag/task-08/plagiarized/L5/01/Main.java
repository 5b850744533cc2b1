import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Random;
import java.util.Scanner;

// Till queue simulation - every time unit is one minute
public class Main
{
    private static final int MAX_ARRIVAL_GAP = 4;  // biggest gap between arrivals
    private static final int MAX_SERVE_TIME = 9;   // longest time at the till
    private static final String HEADER = "Cust  Arrive  Service  Start  Till  Wait";

    private static int askFor(Scanner sc, String prompt)
    {
        System.out.print(prompt);
        return Integer.parseInt(sc.nextLine().trim());
    }

    public static void main(String[] args)
    {
        Scanner sc = new Scanner(System.in);
        int tillCount, numClients, maxQueueLen;
        ArrayList<Client> clients;

        tillCount = askFor(sc, "Number of tills: ");
        numClients = askFor(sc, "Number of customers: ");

        // check the input makes sense
        if (!(tillCount > 0 && numClients > 0))
        {
            System.out.println("Need at least one till and one customer.");
            return;
        }

        clients = createClients(numClients);
        maxQueueLen = runSim(clients, tillCount);
        showResults(clients, maxQueueLen);
        sc.close();
    }

    // prints the table and then the stats
    private static void showResults(ArrayList<Client> clients, int maxQueueLen)
    {
        int totalWait = 0;
        int worstWait = 0;
        int worstId = 0;
        int w;
        double meanWait;

        System.out.println();
        System.out.println(HEADER);
        for (Client cl : clients)
        {
            w = cl.startAt - cl.arriveAt;
            System.out.println(String.format("%4d%8d%9d%7d%6d%6d",
                cl.num, cl.arriveAt, cl.serveTime, cl.startAt, cl.tillNo, w));
            totalWait = totalWait + w;
            if (w > worstWait)
            {
                worstWait = w;
                worstId = cl.num;
            }
        }

        meanWait = (double) totalWait / clients.size();
        System.out.println();
        System.out.printf("Average wait: %.2f min%n", meanWait);
        System.out.printf("Maximum wait: %d min (customer %d)%n", worstWait, worstId);
        System.out.printf("Longest queue: %d customers%n", maxQueueLen);
    }

    // main loop, one pass = one minute; gives back the longest queue
    private static int runSim(ArrayList<Client> clients, final int tillCount)
    {
        ArrayDeque<Client> line = new ArrayDeque<>();
        Client[] serving = new Client[tillCount];
        int minute = 0, nextIdx = 0, doneCount = 0;
        int maxQueueLen = 0;

        while (doneCount < clients.size())
        {
            nextIdx = admitArrivals(clients, nextIdx, minute, line);
            doneCount += releaseTills(serving, minute);
            fillTills(serving, line, minute);

            // remember the biggest queue we have seen
            maxQueueLen = Math.max(maxQueueLen, line.size());
            minute += 1;
        }
        return maxQueueLen;
    }

    // add new arrivals to the end of the line, returns where we got to
    private static int admitArrivals(ArrayList<Client> clients, int nextIdx, int minute, ArrayDeque<Client> line)
    {
        while (nextIdx < clients.size() && clients.get(nextIdx).arriveAt == minute)
        {
            line.addLast(clients.get(nextIdx));
            nextIdx += 1;
        }
        return nextIdx;
    }

    // anyone done at this minute leaves their till
    private static int releaseTills(Client[] serving, int minute)
    {
        int freed = 0;
        int k = 0;
        while (k < serving.length)
        {
            if (serving[k] != null)
            {
                if (serving[k].doneAt == minute)
                {
                    serving[k] = null;
                    freed = freed + 1;
                }
            }
            k++;
        }
        return freed;
    }

    // first in line goes to an empty till
    private static void fillTills(Client[] serving, ArrayDeque<Client> line, int minute)
    {
        Client cl;
        int k = 0;
        while (k < serving.length && !line.isEmpty())
        {
            if (serving[k] == null)
            {
                cl = line.pollFirst();
                cl.startAt = minute;
                cl.doneAt = minute + cl.serveTime;
                cl.tillNo = k + 1;
                serving[k] = cl;
            }
            k++;
        }
    }

    // random arrivals, seeded so every run is the same
    private static ArrayList<Client> createClients(final int numClients)
    {
        Random rng = new Random(42);
        ArrayList<Client> arr = new ArrayList<>();
        int t = 0;
        int serveSum = 0;
        int serve;

        int k = 1;
        do
        {
            t += rng.nextInt(MAX_ARRIVAL_GAP + 1);
            serve = 1 + rng.nextInt(MAX_SERVE_TIME);
            serveSum += serve;
            arr.add(new Client(k, t, serve));
            k++;
        } while (k <= numClients);
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
