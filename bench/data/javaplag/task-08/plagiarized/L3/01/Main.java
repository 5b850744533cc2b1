import java.util.LinkedList;
import java.util.Random;
import java.util.Scanner;

// Till queue simulation - every time unit is one minute
public class Main
{
    private static final int MAX_ARRIVAL_GAP = 4;  // biggest gap between arrivals
    private static final int MAX_SERVE_TIME = 9;   // longest time at the till
    private static final String HEADER = "Cust  Arrive  Service  Start  Till  Wait";

    public static void main(String[] args)
    {
        Scanner sc = new Scanner(System.in);
        int tillCount, numClients, maxQueueLen;
        Client[] clients;

        System.out.print("Number of tills: ");
        tillCount = sc.nextInt();
        System.out.print("Number of customers: ");
        numClients = sc.nextInt();

        // check the input makes sense
        if (tillCount < 1 || numClients < 1)
        {
            System.out.println("Need at least one till and one customer.");
            return;
        }

        clients = createClients(numClients);
        maxQueueLen = runSim(clients, tillCount);
        showResults(clients, maxQueueLen);
        sc.close();
    }

    // random arrivals, seeded so every run is the same
    private static Client[] createClients(final int numClients)
    {
        Random rng = new Random(42);
        Client[] arr = new Client[numClients];
        int t = 0;
        int serveSum = 0;
        int serve;

        for (int k = 0; k < numClients; k++)
        {
            t = t + rng.nextInt(MAX_ARRIVAL_GAP + 1);
            serve = 1 + rng.nextInt(MAX_SERVE_TIME);
            serveSum += serve;
            arr[k] = new Client(k + 1, t, serve);
        }
        return arr;
    }

    // main loop, one pass = one minute; gives back the longest queue
    private static int runSim(Client[] clients, final int tillCount)
    {
        LinkedList<Client> line = new LinkedList<>();
        Client[] serving = new Client[tillCount];
        int minute = 0, nextIdx = 0, doneCount = 0;
        int maxQueueLen = 0;
        final int numClients = clients.length;
        Client cl;

        while (doneCount < numClients)
        {
            // add new arrivals to the end of the line
            while (nextIdx < numClients && clients[nextIdx].arriveAt == minute)
            {
                line.add(clients[nextIdx]);
                nextIdx++;
            }

            // anyone done at this minute leaves their till
            for (int k = 0; k < tillCount; k++)
            {
                if (serving[k] != null && serving[k].doneAt == minute)
                {
                    serving[k] = null;
                    doneCount++;
                }
            }

            // first in line goes to an empty till
            for (int k = 0; k < tillCount; k++)
            {
                if (serving[k] == null && !line.isEmpty())
                {
                    cl = line.removeFirst();
                    cl.startAt = minute;
                    cl.doneAt = minute + cl.serveTime;
                    cl.tillNo = k + 1;
                    serving[k] = cl;
                }
            }

            // remember the biggest queue we have seen
            if (line.size() > maxQueueLen)
            {
                maxQueueLen = line.size();
            }
            minute++;
        }
        return maxQueueLen;
    }

    // prints the table and then the stats
    private static void showResults(Client[] clients, int maxQueueLen)
    {
        int totalWait = 0;
        int worstWait = 0;
        int worstId = 0;
        int w;
        double meanWait;

        System.out.println();
        System.out.println(HEADER);
        for (int k = 0; k < clients.length; k++)
        {
            Client cl = clients[k];
            w = cl.getWait();
            System.out.println(padLeft(cl.num, 4) + padLeft(cl.arriveAt, 8) + padLeft(cl.serveTime, 9)
                + padLeft(cl.startAt, 7) + padLeft(cl.tillNo, 6) + padLeft(w, 6));
            totalWait += w;
            if (w > worstWait)
            {
                worstWait = w;
                worstId = cl.num;
            }
        }

        meanWait = (double) totalWait / clients.length;
        System.out.println();
        System.out.println("Average wait: " + Math.round(meanWait * 100) / 100.0 + " min");
        System.out.println("Maximum wait: " + worstWait + " min (customer " + worstId + ")");
        System.out.println("Longest queue: " + maxQueueLen + " customers");
    }

    // adds spaces in front until the text is width long
    public static String padLeft(int num, int len)
    {
        String str = "" + num;
        while (str.length() < len)
        {
            str = " " + str;
        }
        return str;
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

    public int getWait()
    {
        return startAt - arriveAt;
    }
}
