import java.util.Scanner;
abstract class Shp {
  private final String nm;
  Shp(String nm) { this.nm = nm; }
  abstract double ar();
  abstract double per();
  String getNm() { return nm; }
  static String f2(double v) { return String.format("%.2f", v); }
  public String toString() {
    return String.format("%s area=%s perimeter=%s", nm, f2(ar()), f2(per()));
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
  Shp[] arr = new Shp[100];
  int cnt = 0;
  int ln = 0;
  int bad = 0;

  public static void main(String[] args) {
    new Main().run();
  }

  void run() {
    System.out.println("Enter shapes (circle r / rect w h / square s / triangle a b c), 'end' to stop:");
    while (in.hasNextLine() && cnt<arr.length) {
      String str = in.nextLine().trim();
      ln+=1;
      if ("end".equals(str)) break;
      if ("".equals(str)) continue;
      Shp sh = parse(str);
      if (sh!=null) {
        arr[cnt++] = sh;
      } else {
        System.out.printf("Invalid shape on line %d: %s%n", ln, str);
        bad+=1;
      }
    }
    if (cnt==0) {
      System.out.println("No valid shapes.");
      return;
    }

    System.out.println("\nShapes:");
    for (int i=0; i<cnt; i+=1) {
      System.out.printf("%d. %s%n", i+1, arr[i]);
    }
    // total + biggest in one go
    double tot = 0;
    Shp m = arr[0];
    for (int i=0; i<cnt; i+=1) {
      tot += arr[i].ar();
      m = arr[i].ar()>m.ar() ? arr[i] : m;
    }
    System.out.printf("Total area: %.2f%n", tot);
    System.out.printf("Largest: %s%n", m);

    srt();
    System.out.println("\nSorted by area:");
    for (int i=0; i<cnt; i+=1) {
      System.out.printf("  %s%n", arr[i]);
    }
    System.out.printf("%d line(s) rejected%n", bad);
  }

  // numbers after the name, null if one is not a positive number
  double[] nums(String[] p) {
    double[] d = new double[p.length-1];
    int i = 1;
    try {
      while (i<p.length) {
        d[i-1] = Double.parseDouble(p[i]);
        if (!(d[i-1]>0)) return null;
        i+=1;
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
    return switch (p[0].toLowerCase()) {
      case "circle" -> d.length==1 ? new Circ(d[0]) : null;
      case "rect" -> d.length==2 ? new Rect(d[0], d[1]) : null;
      case "square" -> d.length==1 ? new Rect(d[0], d[0]) : null;
      case "triangle" -> {
        if (d.length!=3) yield null;
        boolean ok = d[0]+d[1]>d[2] && d[0]+d[2]>d[1] && d[1]+d[2]>d[0];
        yield ok ? new Tri(d[0], d[1], d[2]) : null;
      }
      default -> null;
    };
  }

  void srt() {
    int i = 0;
    while (i<cnt-1) {
      int mi = i;
      int j = i+1;
      while (j<cnt) {
        if (arr[j].ar()<arr[mi].ar()) mi = j;
        j+=1;
      }
      // swap
      Shp t2 = arr[i];
      arr[i] = arr[mi];
      arr[mi] = t2;
      i+=1;
    }
  }
}
