import java.util.Arrays;
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

  // next non blank line, or null when input is over / "end" typed
  String next() {
    while (in.hasNextLine()) {
      String s = in.nextLine().trim();
      ln+=1;
      if (s.equals("end")) return null;
      if (!s.isEmpty()) return s;
    }
    return null;
  }

  void run() {
    System.out.println("Enter shapes (circle r / rect w h / square s / triangle a b c), 'end' to stop:");
    String str;
    while (cnt<arr.length && (str = next())!=null) {
      Shp sh = parse(str);
      if (sh==null) {
        System.out.printf("Skipping bad input (line %d): %s%n", ln, str);
        bad+=1;
        continue;
      }
      arr[cnt++] = sh;
    }
    if (cnt<1) {
      System.out.println("No valid shapes.");
      return;
    }

    System.out.println("\nShapes:");
    double tot = 0;
    int big = 0;
    for (int i=0; i<cnt; i+=1) {
      System.out.printf("%d. %s%n", i+1, arr[i]);
      tot += arr[i].ar();
      if (arr[i].ar()>arr[big].ar()) big = i;
    }
    System.out.printf("Total area: %.2f%n", tot);
    System.out.printf("Largest: %s%n", arr[big]);

    srt();
    System.out.println("\nSorted by area:");
    int i = 0;
    do {
      System.out.printf("  %s%n", arr[i]);
      i+=1;
    } while (i<cnt);
    if (bad>0) System.out.printf("%d line(s) rejected%n", bad);
  }

  // numbers after the name, null if one is not a positive number
  double[] nums(String[] p) {
    double[] d = new double[p.length-1];
    for (int i=1; i<p.length; i+=1) {
      try {
        d[i-1] = Double.parseDouble(p[i]);
      } catch (NumberFormatException e) {
        return null;
      }
    }
    for (double v : d) {
      if (v<=0) return null;
    }
    return d;
  }

  // format: <type> <numbers...>, gives back null for bad input
  Shp parse(String str) {
    String[] p = str.split("\\s+");
    double[] d = nums(p);
    if (d==null) return null;
    String t = p[0].toLowerCase();
    if (d.length==1) {
      if (t.equals("circle")) return new Circ(d[0]);
      if (t.equals("square")) return new Rect(d[0], d[0]);
      return null;
    }
    if (d.length==2) {
      return t.equals("rect") ? new Rect(d[0], d[1]) : null;
    }
    if (d.length!=3 || !t.equals("triangle")) return null;
    double[] s = d.clone();
    Arrays.sort(s);
    if (s[0]+s[1]<=s[2]) return null; // two short sides must beat the long one
    return new Tri(d[0], d[1], d[2]);
  }

  // bubble sort, stops early when nothing moved
  void srt() {
    boolean moved = true;
    for (int pass=cnt-1; pass>0 && moved; pass--) {
      moved = false;
      for (int j=0; j<pass; j++) {
        if (arr[j].ar()>arr[j+1].ar()) {
          Shp t2 = arr[j];
          arr[j] = arr[j+1];
          arr[j+1] = t2;
          moved = true;
        }
      }
    }
  }
}
