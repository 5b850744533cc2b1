import java.util.*;

public class Main {
    static abstract class S {
        final String tag;
        S(String tag) { this.tag = tag; }
        abstract double a();
        abstract double p();
        public String toString() { return String.format("%s[a=%.1f p=%.1f]", tag, a(), p()); }
    }
    static class C extends S { double r; C(double r) { super("C"); this.r = r; } double a() { return Math.PI*r*r; } double p() { return 2*Math.PI*r; } }
    static class R extends S { double w, h; R(double w, double h) { super(w==h ? "SQ" : "R"); this.w = w; this.h = h; } double a() { return w*h; } double p() { return 2*w+2*h; } }
    static class T extends S {
        double x, y, z;
        T(double x, double y, double z) { super("T"); this.x = x; this.y = y; this.z = z; }
        double p() { return x+y+z; }
        double a() { double s = p()/2; return Math.sqrt(s*(s-x)*(s-y)*(s-z)); }
    }

    static double num(Scanner sc) {
        if (!sc.hasNextDouble()) { if (sc.hasNext()) sc.next(); return -1; }
        return sc.nextDouble();
    }

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        List<S> all = new ArrayList<>();
        Map<String, Integer> tally = new HashMap<>();
        int bad = 0;
        // shapes are read token by token, so "circle 1 rect 2 3" on one line works too
        while (sc.hasNext()) {
            String w = sc.next().toLowerCase();
            S s = null;
            switch (w) {
                case "c": case "circle": { double r = num(sc); if (r > 0) s = new C(r); break; }
                case "r": case "rect": { double a = num(sc), b = num(sc); if (a > 0 && b > 0) s = new R(a, b); break; }
                case "sq": case "square": { double a = num(sc); if (a > 0) s = new R(a, a); break; }
                case "t": case "triangle": {
                    double a = num(sc), b = num(sc), c = num(sc);
                    if (a > 0 && b > 0 && c > 0 && a+b > c && b+c > a && a+c > b) s = new T(a, b, c);
                    break;
                }
                case "q": case "quit": sc.close(); sc = new Scanner(""); break;
                default: break;
            }
            if (s == null) { if (!w.startsWith("q")) bad++; continue; }
            all.add(s);
            tally.merge(s.tag, 1, Integer::sum);
        }
        if (all.isEmpty()) { System.out.println("no shapes (" + bad + " bad)"); return; }

        all.forEach(System.out::println);
        double sum = 0;
        for (S s : all) sum += s.a();
        System.out.printf("sum=%.2f max=%s bad=%d counts=%s%n", sum,
                Collections.max(all, Comparator.comparingDouble(S::a)), bad, new TreeMap<>(tally));

        PriorityQueue<S> pq = new PriorityQueue<>((u, v) -> Double.compare(u.a(), v.a()));
        pq.addAll(all);
        StringBuilder sb = new StringBuilder("sorted:");
        while (!pq.isEmpty()) sb.append(' ').append(pq.poll());
        System.out.println(sb);
    }
}
