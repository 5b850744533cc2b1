import java.util.Random;
import java.util.Scanner;

// Supermarket model where every till has its OWN line (like a real supermarket).
// A new customer always joins the shortest line.
public class Main
{
    // my own linked list queue, we had to write one for lab 6 anyway
    static class LinkedQueue<T>
    {
        private class Node
        {
            T data;
            Node next;
            Node(T d) { data = d; }
        }

        private Node head, tail;
        private int size;

        void enqueue(T item)
        {
            Node n = new Node(item);
            if (tail == null) head = n; else tail.next = n;
            tail = n;
            size++;
        }

        T dequeue()
        {
            if (head == null) throw new IllegalStateException("queue empty");
            T d = head.data;
            head = head.next;
            if (head == null) tail = null;
            size--;
            return d;
        }

        T peek() { return head == null ? null : head.data; }
        int size() { return size; }
        boolean isEmpty() { return size == 0; }
    }

    static class Shopper
    {
        int num, arrivesAt, needs, servedAt = -1, lane;
        Shopper(int num, int arrivesAt, int needs) { this.num = num; this.arrivesAt = arrivesAt; this.needs = needs; }
    }

    public static void main(String[] args)
    {
        Scanner sc = new Scanner(System.in);
        System.out.print("tills: ");
        int lanes = sc.nextInt();
        System.out.print("customers: ");
        int total = sc.nextInt();
        System.out.print("seed: ");
        Random rnd = new Random(sc.nextInt());

        Shopper[] all = new Shopper[total];
        int when = 0;
        for (int i = 0; i < total; i++)
        {
            when += rnd.nextInt(4);            // 0-3 minutes after the last one
            all[i] = new Shopper(i + 1, when, 1 + rnd.nextInt(10));
        }

        LinkedQueue<Shopper>[] lines = new LinkedQueue[lanes];
        int[] remaining = new int[lanes];      // minutes left for the person at the front
        int[] longestAt = new int[lanes];
        for (int l = 0; l < lanes; l++) lines[l] = new LinkedQueue<>();

        int arrived = 0, left = 0, minute = 0;
        while (left < total)
        {
            // 1. arrivals pick the shortest line (people being served count as in the line)
            while (arrived < total && all[arrived].arrivesAt == minute)
            {
                int pick = 0;
                for (int l = 1; l < lanes; l++)
                    if (lines[l].size() < lines[pick].size()) pick = l;
                all[arrived].lane = pick + 1;
                lines[pick].enqueue(all[arrived]);
                arrived++;
            }
            // 2. each till works on the front of its own line
            for (int l = 0; l < lanes; l++)
            {
                Shopper front = lines[l].peek();
                if (front == null) continue;
                if (front.servedAt < 0)
                {
                    front.servedAt = minute;
                    remaining[l] = front.needs;
                }
                int waitingBehind = lines[l].size() - 1;
                if (waitingBehind > longestAt[l]) longestAt[l] = waitingBehind;
                remaining[l]--;
                if (remaining[l] == 0)
                {
                    lines[l].dequeue();
                    left++;
                }
            }
            minute++;
        }

        System.out.println();
        System.out.println("#   arr  svc  till  wait");
        double sum = 0;
        Shopper worst = all[0];
        for (Shopper s : all)
        {
            int w = s.servedAt - s.arrivesAt;
            sum += w;
            if (w > worst.servedAt - worst.arrivesAt) worst = s;
            System.out.printf("%-3d %4d %4d %5d %5d%n", s.num, s.arrivesAt, s.needs, s.lane, w);
        }
        System.out.printf("%nMean wait %.2f, worst wait %d (shopper %d)%n",
                sum / total, worst.servedAt - worst.arrivesAt, worst.num);
        int overall = 0;
        for (int l = 0; l < lanes; l++)
        {
            System.out.println("Till " + (l + 1) + " longest line: " + longestAt[l]);
            overall = Math.max(overall, longestAt[l]);
        }
        System.out.println("Longest line anywhere: " + overall);
        System.out.println("Simulation finished after " + minute + " minutes");
    }
}
