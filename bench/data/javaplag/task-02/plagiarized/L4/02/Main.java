import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Scanner;
import java.io.File;
import java.io.FileNotFoundException;

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
    for (int i = 0; i < mks.length; i++)
    {
      s += mks[i];
    }
    return (double) s / mks.length;
  }

  public String grd()
  {
    if (avg >= 90)
      return "A";
    else if (avg >= 80)
      return "B";
    else if (avg >= 70)
      return "C";
    else if (avg >= 60)
      return "D";
    return "F";
  }
}

public class Main
{
  static final String HEAD = "%-15s %6s %8s %6s%n";
  static final String ROW = "%-15s %6d %8.2f %6s%n";

  List<Rec> recs = new ArrayList<>();
  Scanner sc;
  int ln = 0;

  public static void main(String[] args)
  {
    new Main().run(args);
  }

  void run(String[] args)
  {
    String str;
    Rec r;
    if (args.length > 0)
    {
      try
      {
        sc = new Scanner(new File(args[0]));
      }
      catch (FileNotFoundException fnf)
      {
        System.out.println("Could not open file " + args[0]);
        return;
      }
    }
    else
    {
      System.out.println("Enter students as name,id,mark1,mark2,... (empty line to stop)");
      sc = new Scanner(System.in);
    }
    while (sc.hasNextLine())
    {
      str = sc.nextLine().trim();
      ln++;
      if (str.length() == 0)
      {
        if (args.length == 0)
          break;
        continue;
      }
      if (str.startsWith("#"))
        continue;
      r = parse(str);
      if (r != null)
        recs.add(r);
    }
    sc.close();
    if (recs.size() == 0)
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
    if (nm.isEmpty())
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
    if (mks == null)
      return null;
    return new Rec(nm, sid, mks);
  }

  // marks start at column 2, null if one is outside 0..100
  int[] marks(String[] tok)
  {
    int[] mks = new int[tok.length - 2];
    for (int i = 2; i < tok.length; i++)
    {
      mks[i - 2] = Integer.parseInt(tok[i].trim());
      if (mks[i - 2] < 0 || mks[i - 2] > 100)
      {
        System.out.println("Line " + ln + " rejected: mark out of range");
        return null;
      }
    }
    return mks;
  }

  void sortNm()
  {
    Collections.sort(recs, new Comparator<Rec>()
    {
      public int compare(Rec x, Rec y)
      {
        return x.nm.compareToIgnoreCase(y.nm);
      }
    });
  }

  void sortAvg()
  {
    int i, j;
    Rec t;
    for (i = 0; i < recs.size() - 1; i++)
    {
      for (j = 0; j < recs.size() - 1 - i; j++)
      {
        if (recs.get(j).avg < recs.get(j + 1).avg)
        {
          t = recs.get(j);
          recs.set(j, recs.get(j + 1));
          recs.set(j + 1, t);
        }
      }
    }
  }

  Rec best()
  {
    Rec bst = recs.get(0);
    for (Rec r : recs)
    {
      if (r.avg > bst.avg)
      {
        bst = r;
      }
    }
    return bst;
  }

  // summary at the bottom of the report
  void stats()
  {
    double tot = 0;
    int nFail = 0;
    int cnt = 0;
    for (Rec r : recs)
    {
      tot += r.avg;
      if (r.avg < 50.0)
        nFail++;
    }
    Rec bst = best();
    System.out.printf("\nClass average: %.2f%n", tot / recs.size());
    System.out.println("Best student: " + bst.nm + " (" + bst.sid + ") with " + bst.avg);
    System.out.println("Number failing: " + nFail);
  }

  void prt()
  {
    System.out.printf(HEAD, "Name", "ID", "Average", "Grade");
    for (Rec r : recs)
    {
      System.out.printf(ROW, r.nm, r.sid, r.avg, r.grd());
    }
  }
}
