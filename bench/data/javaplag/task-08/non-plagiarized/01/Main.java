import java.util.Scanner;
import java.util.Random;

public class Main {
    public static void main(String[] args) {
        Scanner kb = new Scanner(System.in);
        System.out.println("=== Shop simulation ===");
        System.out.print("How many tills? ");
        int numTills = kb.nextInt();
        System.out.print("How many customers? ");
        int numCust = kb.nextInt();
        System.out.print("Random seed? ");
        long seed = kb.nextLong();

        Random r = new Random(seed);
        int[] arrive = new int[numCust];
        int[] serve = new int[numCust];
        int[] begin = new int[numCust];
        int[] wait = new int[numCust];
        int[] tillUsed = new int[numCust];
        int[] tillFreeAt = new int[numTills]; // when each till is next free

        // make the customers, arrival time goes up by 0 to 5 each time
        int t = 0;
        for (int i = 0; i < numCust; i++) {
            t = t + r.nextInt(6);
            arrive[i] = t;
            serve[i] = r.nextInt(7) + 2;
        }

        // each customer goes to whichever till is free first
        for (int i = 0; i < numCust; i++) {
            int best = 0;
            for (int k = 1; k < numTills; k++) {
                if (tillFreeAt[k] < tillFreeAt[best]) {
                    best = k;
                }
            }
            if (tillFreeAt[best] > arrive[i]) {
                begin[i] = tillFreeAt[best];
            } else {
                begin[i] = arrive[i];
            }
            wait[i] = begin[i] - arrive[i];
            tillFreeAt[best] = begin[i] + serve[i];
            tillUsed[i] = best + 1;
        }

        // queue length when customer i arrives = people before him still waiting
        int longest = 0;
        for (int i = 0; i < numCust; i++) {
            int inLine = 0;
            for (int j = 0; j <= i; j++) {
                if (arrive[j] <= arrive[i] && begin[j] > arrive[i]) {
                    inLine++;
                }
            }
            if (inLine > longest) {
                longest = inLine;
            }
        }

        int total = 0;
        int most = 0;
        System.out.println("customer | arrives | service | till | waited");
        for (int i = 0; i < numCust; i++) {
            System.out.println("   " + (i + 1) + "     |   " + arrive[i] + "    |   " + serve[i]
                    + "     |  " + tillUsed[i] + "   |  " + wait[i]);
            total = total + wait[i];
            if (wait[i] > most) most = wait[i];
        }
        System.out.println("average wait = " + (double) total / numCust);
        System.out.println("longest wait = " + most);
        System.out.println("longest queue = " + longest);
    }
}
