import java.io.*;
import java.util.*;

public class Main
{
	// shop opens at 9:00
	static int OPEN_HOUR = 9;
	static ArrayList<Integer> line = new ArrayList<Integer>();     // holds the minute each person arrived
	static ArrayList<Integer> waits = new ArrayList<Integer>();
	static int[] till;       // minutes left at each till
	static Random rand = new Random(2023);

	public static void main(String[] args) throws IOException
	{
		BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
		System.out.println("How many tills are open?");
		int n = Integer.parseInt(br.readLine());
		System.out.println("How many customers will come today?");
		int people = Integer.parseInt(br.readLine());
		till = new int[n];

		int come = 0;   // how many have come in so far
		int biggest = 0;
		int minute = 0;
		boolean everyoneDone = false;

		while (!everyoneDone)
		{
			// every minute there is a 50% chance someone comes in
			if (come < people && rand.nextInt(100) < 50)
			{
				line.add(minute);
				come++;
				System.out.println(clock(minute) + " customer " + come + " comes in, queue is now " + line.size());
			}

			for (int i = 0; i < n; i++)
			{
				if (till[i] > 0)
				{
					till[i]--;
				}
				if (till[i] == 0 && line.size() > 0)
				{
					int arrived = line.remove(0);
					int w = minute - arrived;
					waits.add(w);
					till[i] = rand.nextInt(6) + 1;
					System.out.println(clock(minute) + " till " + (i + 1) + " takes the next customer (waited " + w + " mins)");
				}
			}

			if (line.size() > biggest)
			{
				biggest = line.size();
			}

			minute++;

			everyoneDone = come == people && line.size() == 0;
		}

		int total = 0;
		int max = 0;
		for (int i = 0; i < waits.size(); i++)
		{
			total = total + waits.get(i);
			if (waits.get(i) > max)
			{
				max = waits.get(i);
			}
		}

		System.out.println();
		System.out.println("RESULTS");
		System.out.println("Customers: " + waits.size());
		System.out.println("Average wait: " + total / waits.size() + " minutes");
		System.out.println("Longest wait: " + max + " minutes");
		System.out.println("Longest queue: " + biggest);
	}

	// turns minutes after opening into a time like 09:07
	public static String clock(int m)
	{
		int h = OPEN_HOUR + m / 60;
		int mm = m % 60;
		String s = "";
		if (h < 10) s = s + "0";
		s = s + h + ":";
		if (mm < 10) s = s + "0";
		s = s + mm;
		return s;
	}
}
