import java.util.Scanner;
import java.util.List;
import java.util.ArrayList;
abstract class Shp {
  private final String nm;
  Shp(String nm) { this.nm = nm; }
  abstract double ar();
  abstract double per();
  String getNm() { return nm; }
  public String toString() {
    return nm+" area="+String.format("%.2f",ar())+" perimeter="+String.format("%.2f",per());
  }
}

class Circ extends Shp {
  static final double TWO_PI = 2*Math.PI;
  double r;
  Circ(double rr) { super("circle"); r = rr; }
  double ar() { return Math.PI*r*r; }
  double per() { return TWO_PI*r; }
}

class Rect extends Shp {
  double w;
  double h;
  Rect(double ww, double hh) { super("rectangle"); w = ww; h = hh; }
  double ar() { return w*h; }
  double per() { return 2*(w+h); }
}

class Tri extends Shp {
  double x, y, z;
  Tri(double x, double y, double z) { super("triangle"); this.x = x; this.y = y; this.z = z; }
  double ar() {
    double hp = per()/2; // semi perimeter
    return Math.sqrt(hp*(hp-x)*(hp-y)*(hp-z));
  }
  double per() { return x+y+z; }
}

public class Main {
  static Scanner in = new Scanner(System.in);
  static int ln = 0;
  static int bad = 0;

  public static void main(String[] args) {
    List<Shp> lst = new ArrayList<Shp>();

    System.out.println("Enter shapes (circle r / rect w h / square s / triangle a b c), 'end' to stop:");
    while (in.hasNextLine() && lst.size()<100) {
      String str = in.nextLine().trim();
      ln++;
      if (str.equals("end")) break;
      if (str.length()==0) continue;
      Shp sh = parse(str);
      if (sh==null) {
        System.out.println("Invalid shape on line "+ln+": "+str);
        bad++;
      } else {
        lst.add(sh);
      }
    }
    if (lst.size()==0) {
      System.out.println("No valid shapes.");
      return;
    }

    System.out.println("\nShapes:");
    int i;
    for (i=0; i<lst.size(); i++) {
      System.out.println((i+1)+". "+lst.get(i));
    }
    double tot = 0;
    for (Shp sh : lst) {
      tot += sh.ar();
    }
    System.out.printf("Total area: %.2f\n", tot);
    System.out.println("Largest: "+maxOf(lst));

    srt(lst);
    System.out.println("\nSorted by area:");
    for (Shp sh : lst) {
      System.out.println("  "+sh);
    }
    System.out.println(bad+" line(s) rejected");
  }

  // format: <type> <numbers...>, gives back null for bad input
  public static Shp parse(String str) {
    String[] p = str.split("\\s+");
    double[] d = new double[p.length-1];
    try {
      for (int i=1; i<p.length; i++) {
        d[i-1] = Double.parseDouble(p[i]);
        if (d[i-1]<=0) return null;
      }
    } catch (NumberFormatException e) {
      return null;
    }
    String t = p[0].toLowerCase();
    if (t.equals("circle") && d.length==1) {
      return new Circ(d[0]);
    } else if (t.equals("rect") && d.length==2) {
      return new Rect(d[0], d[1]);
    } else if (t.equals("square") && d.length==1) {
      return new Rect(d[0], d[0]);
    } else if (t.equals("triangle") && d.length==3) {
      if (d[0]+d[1]<=d[2] || d[0]+d[2]<=d[1] || d[1]+d[2]<=d[0]) {
        return null;
      }
      return new Tri(d[0], d[1], d[2]);
    }
    return null;
  }

  public static Shp maxOf(List<Shp> l) {
    Shp m = l.get(0);
    for (int i=1; i<l.size(); i++) {
      if (l.get(i).ar()>m.ar()) m = l.get(i);
    }
    return m;
  }

  public static void srt(List<Shp> l) {
    int n = l.size();
    for (int i=0; i<n-1; i++) {
      int mi = i;
      for (int j=i+1; j<n; j++) {
        if (l.get(j).ar()<l.get(mi).ar()) mi = j;
      }
      // swap
      Shp t2 = l.get(i);
      l.set(i, l.get(mi));
      l.set(mi, t2);
    }
  }
}
