import java.util.ArrayList;
import java.util.List;
import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.io.InputStreamReader;

class Rec
{
  final String nm;
  final int sid;
  final int[] mks;
  double avg;

  public Rec(String nm, int sid, int[] mks)
  {
    this.nm = nm;
    this.sid = sid;
    this.mks = mks;
    this.avg = calcAvg();
  }

  public double calcAvg()
  {
    int s = 0;
    for (int i = mks.length - 1; i >= 0; i--)
      s += mks[i];
    return (double) s / mks.length;
  }

  // index = tens digit of the average (0..10)
  public String grd()
  {
    return String.valueOf("FFFFFFDCBAA".charAt((int) (avg / 10)));
  }
}

public class Main
{
  static final String HEAD = "%-15s %6s %8s %6s%n";
  static final String ROW = "%-15s %6d %8.2f %6s%n";

  List<Rec> recs = new ArrayList<>();
  BufferedReader br;
  int ln = 0;
  Rec top;

  public static void main(String[] args)
  {
    new Main().run(args);
  }

  void run(String[] args)
  {
    boolean keyboard = args.length == 0;
    try
    {
      if (keyboard)
      {
        System.out.println("Enter students as name,id,mark1,mark2,... (empty line to stop)");
        br = new BufferedReader(new InputStreamReader(System.in));
      }
      else
        br = new BufferedReader(new FileReader(args[0]));
    }
    catch (IOException fnf)
    {
      System.out.println("Could not open file " + args[0]);
      return;
    }
    try
    {
      for (;;)
      {
        String str = br.readLine();
        if (str == null)
          break;
        str = str.trim();
        ln++;
        if (str.isEmpty() && keyboard)
          break;
        if (!str.isEmpty() && !str.startsWith("#"))
        {
          Rec r = parse(str);
          if (r != null)
            recs.add(r);
        }
      }
      br.close();
    }
    catch (IOException ioe)
    {
      System.out.println("Read error: " + ioe.getMessage());
    }
    if (!recs.isEmpty())
      report();
    else
      System.out.println("No valid students.");
  }

  void report()
  {
    sortAvg();
    top = recs.get(0);
    System.out.println("\n--- Sorted by average ---");
    prt();
    sortNm();
    System.out.println("\n--- Sorted by name ---");
    prt();
    stats();
  }

  Rec reject(String why)
  {
    System.out.println("Line " + ln + " rejected: " + why);
    return null;
  }

  Rec parse(String str)
  {
    String[] tok = str.split(",");
    if (tok.length < 4)
      return reject("not enough fields");
    final String nm = tok[0].trim();
    if (nm.length() == 0)
      return reject("missing name");
    int[] mks = new int[tok.length - 2];
    int sid;
    try
    {
      sid = Integer.parseInt(tok[1].trim());
      for (int i = 0; i < mks.length; i++)
      {
        mks[i] = Integer.parseInt(tok[i + 2].trim());
        if (mks[i] > 100 || mks[i] < 0)
          return reject("mark out of range");
      }
    }
    catch (NumberFormatException nfe)
    {
      return reject("bad number");
    }
    return new Rec(nm, sid, mks);
  }

  // alphabetical, case ignored
  void sortNm()
  {
    recs.sort((x, y) -> x.nm.toLowerCase().compareTo(y.nm.toLowerCase()));
  }

  // selection sort: biggest average to the front
  void sortAvg()
  {
    for (int i = 0; i < recs.size() - 1; i++)
    {
      int max = i;
      for (int j = i + 1; j < recs.size(); j++)
        if (recs.get(j).avg > recs.get(max).avg)
          max = j;
      if (max != i)
      {
        Rec t = recs.get(i);
        recs.set(i, recs.get(max));
        recs.set(max, t);
      }
    }
  }

  // summary at the bottom of the report
  void stats()
  {
    double tot = 0;
    int nFail = 0;
    for (Rec r : recs)
    {
      tot += r.avg;
      if (!(r.avg >= 50.0))
        nFail++;
    }
    System.out.printf("%nClass average: %.2f%n", tot / recs.size());
    System.out.printf("Best student: %s (%d) with %.2f%n", top.nm, top.sid, top.avg);
    System.out.printf("Failing: %d of %d%n", nFail, recs.size());
  }

  void prt()
  {
    System.out.printf(HEAD, "Name", "ID", "Average", "Grade");
    for (Rec r : recs)
      System.out.printf(ROW, r.nm, r.sid, r.avg, r.grd());
  }
}
