import java.util.ArrayList;
import java.util.Comparator;
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
    for (int m : mks)
    {
      s = s + m;
    }
    return (double) s / mks.length;
  }

  public String grd()
  {
    return avg >= 90 ? "A"
         : avg >= 80 ? "B"
         : avg >= 70 ? "C"
         : avg >= 60 ? "D"
         : "F";
  }
}

public class Main
{
  static final String HEAD = "%-15s %6s %8s %6s%n";
  static final String ROW = "%-15s %6d %8.2f %6s%n";

  List<Rec> recs = new ArrayList<>();
  BufferedReader br;
  int ln = 0;

  public static void main(String[] args)
  {
    new Main().run(args);
  }

  void run(String[] args)
  {
    String str;
    Rec r;
    try
    {
      if (args.length > 0)
        br = new BufferedReader(new FileReader(args[0]));
      else
      {
        System.out.println("Enter students as name,id,mark1,mark2,... (empty line to stop)");
        br = new BufferedReader(new InputStreamReader(System.in));
      }
    }
    catch (IOException fnf)
    {
      System.out.println("Could not open file " + args[0]);
      return;
    }
    try
    {
      while ((str = br.readLine()) != null)
      {
        str = str.trim();
        ln = ln + 1;
        if (str.isEmpty())
        {
          if (args.length == 0)
            break;
          continue;
        }
        if (str.charAt(0) == '#')
          continue;
        r = parse(str);
        if (r != null)
          recs.add(r);
      }
      br.close();
    }
    catch (IOException ioe)
    {
      System.out.println("Read error: " + ioe.getMessage());
    }
    if (recs.isEmpty())
    {
      System.out.println("No valid students.");
      return;
    }
    sortAvg();
    System.out.println("\n--- Sorted by average ---");
    prt();
    sortNm();
    System.out.println("\n--- Sorted by name ---");
    prt();
    stats();
  }

  Rec parse(String str)
  {
    String[] tok = str.split(",");
    if (tok.length < 4)
    {
      System.out.println("Line " + ln + " rejected: not enough fields");
      return null;
    }
    final String nm = tok[0].trim();
    if (nm.length() == 0)
    {
      System.out.println("Line " + ln + " rejected: missing name");
      return null;
    }
    int sid;
    int[] mks;
    try
    {
      sid = Integer.parseInt(tok[1].trim());
      mks = marks(tok);
    }
    catch (NumberFormatException nfe)
    {
      // id or one of the marks is not an integer
      System.out.println("Line " + ln + " rejected: bad number");
      return null;
    }
    return mks == null ? null : new Rec(nm, sid, mks);
  }

  // marks start at column 2, null if one is outside 0..100
  int[] marks(String[] tok)
  {
    int[] mks = new int[tok.length - 2];
    int i = 2;
    while (i < tok.length)
    {
      int v = Integer.parseInt(tok[i].trim());
      if (v < 0 || v > 100)
      {
        System.out.println("Line " + ln + " rejected: mark out of range");
        return null;
      }
      mks[i - 2] = v;
      i = i + 1;
    }
    return mks;
  }

  void sortNm()
  {
    recs.sort(Comparator.comparing((Rec x) -> x.nm, String.CASE_INSENSITIVE_ORDER));
  }

  void sortAvg()
  {
    int i = 0, j;
    Rec t;
    while (i < recs.size() - 1)
    {
      for (j = 0; j < recs.size() - 1 - i; j = j + 1)
      {
        if (recs.get(j + 1).avg > recs.get(j).avg)
        {
          t = recs.get(j);
          recs.set(j, recs.get(j + 1));
          recs.set(j + 1, t);
        }
      }
      i = i + 1;
    }
  }

  Rec best()
  {
    Rec bst = recs.get(0);
    for (int k = 1; k < recs.size(); k++)
    {
      if (recs.get(k).avg > bst.avg)
        bst = recs.get(k);
    }
    return bst;
  }

  // summary at the bottom of the report
  void stats()
  {
    double tot = 0;
    int nFail = 0;
    int cnt = 0;
    for (int k = 0; k < recs.size(); k++)
    {
      tot += recs.get(k).avg;
      nFail += recs.get(k).avg < 50.0 ? 1 : 0;
    }
    Rec bst = best();
    System.out.println("\nClass average: " + String.format("%.2f", tot / recs.size()));
    System.out.printf("Best student: %s (%d) with %s%n", bst.nm, bst.sid, bst.avg);
    System.out.printf("Number failing: %d%n", nFail);
  }

  void prt()
  {
    System.out.print(String.format(HEAD, "Name", "ID", "Average", "Grade"));
    int k = 0;
    while (k < recs.size())
    {
      Rec r = recs.get(k++);
      System.out.print(String.format(ROW, r.nm, r.sid, r.avg, r.grd()));
    }
  }
}
