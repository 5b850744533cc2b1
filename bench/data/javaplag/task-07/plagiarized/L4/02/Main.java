import java.util.Scanner;
import java.util.List;
import java.util.ArrayList;
abstract class Shp {
  private final String nm;
  Shp(String nm) { this.nm = nm; }
  abstract double ar();
  abstract double per();
  String getNm() { return nm; }
  static String f2(double v) { return String.format("%.2f", v); }
  public String toString() {
    return nm+" area="+f2(ar())+" perimeter="+f2(per());
  }
}

class Tri extends Shp {
  double x, y, z;
  Tri(double x, double y, double z) { super("triangle"); this.x = x; this.y = y; this.z = z; }
  double per() { return x+y+z; }
  double ar() {
    double hp = per()/2; // semi perimeter
    return Math.sqrt(hp*(hp-x)*(hp-y)*(hp-z));
  }
}

class Circ extends Shp {
  static final double TWO_PI = 2*Math.PI;
  double r;
  Circ(double rr) { super("circle"); r = rr; }
  double per() { return TWO_PI*r; }
  double ar() { return Math.PI*r*r; }
}

class Rect extends Shp {
  double w;
  double h;
  Rect(double ww, double hh) { super("rectangle"); w = ww; h = hh; }
  double per() { return 2*(w+h); }
  double ar() { return w*h; }
}

public class Main {
  Scanner in = new Scanner(System.in);
  List<Shp> lst = new ArrayList<Shp>();
  int ln = 0;
  int bad = 0;

  public static void main(String[] args) {
    new Main().run();
  }

  void run() {
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
    // total + biggest in one go
    double tot = 0;
    Shp m = lst.get(0);
    for (Shp sh : lst) {
      tot += sh.ar();
      if (sh.ar()>m.ar()) m = sh;
    }
    System.out.printf("Total area: %.2f\n", tot);
    System.out.println("Largest: "+m);

    srt();
    System.out.println("\nSorted by area:");
    for (Shp sh : lst) {
      System.out.println("  "+sh);
    }
    System.out.println(bad+" line(s) rejected");
  }

  // numbers after the name, null if one is not a positive number
  double[] nums(String[] p) {
    double[] d = new double[p.length-1];
    try {
      for (int i=1; i<p.length; i++) {
        d[i-1] = Double.parseDouble(p[i]);
        if (d[i-1]<=0) return null;
      }
    } catch (NumberFormatException e) {
      return null;
    }
    return d;
  }

  // format: <type> <numbers...>, gives back null for bad input
  Shp parse(String str) {
    String[] p = str.split("\\s+");
    double[] d = nums(p);
    if (d==null) return null;
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

  void srt() {
    int n = lst.size();
    for (int i=0; i<n-1; i++) {
      int mi = i;
      for (int j=i+1; j<n; j++) {
        if (lst.get(j).ar()<lst.get(mi).ar()) mi = j;
      }
      // swap
      Shp t2 = lst.get(i);
      lst.set(i, lst.get(mi));
      lst.set(mi, t2);
    }
  }
}
