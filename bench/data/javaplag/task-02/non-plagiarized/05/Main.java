import java.util.*;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        TreeMap<String, double[]> tm = new TreeMap<>();
        int ln = 0;
        while (sc.hasNextLine()) {
            String l = sc.nextLine().trim();
            ln++;
            if (l.equalsIgnoreCase("end")) break;
            if (l.isEmpty()) continue;
            String[] t = l.split("\\s+");
            if (t.length < 3) { System.out.println("#" + ln + ": too short"); continue; }
            double s = 0;
            boolean ok = true;
            for (int i = 2; i < t.length && ok; i++) {
                try {
                    double v = Double.parseDouble(t[i]);
                    if (v < 0 || v > 100) ok = false; else s += v;
                } catch (NumberFormatException e) { ok = false; }
            }
            if (!ok || !t[0].matches("\\d+")) { System.out.println("#" + ln + ": bad data"); continue; }
            String key = t[1] + " #" + t[0];
            if (tm.containsKey(key)) { System.out.println("#" + ln + ": duplicate"); continue; }
            tm.put(key, new double[]{Integer.parseInt(t[0]), s / (t.length - 2)});
        }
        if (tm.isEmpty()) { System.out.println("no data"); return; }

        TreeMap<Double, List<String>> rank = new TreeMap<>(Comparator.reverseOrder());
        double sum = 0;
        int fail = 0;
        for (Map.Entry<String, double[]> e : tm.entrySet()) {
            double a = e.getValue()[1];
            rank.computeIfAbsent(a, k -> new ArrayList<>()).add(e.getKey());
            sum += a;
            if (a < 50) fail++;
        }

        System.out.println("-- by average --");
        for (Map.Entry<Double, List<String>> e : rank.entrySet())
            for (String n : e.getValue())
                System.out.printf("%-24s %6.2f %s%n", n, e.getKey(), g(e.getKey()));
        System.out.println("-- by name --");
        tm.forEach((n, v) -> System.out.printf("%-24s %6.2f %s%n", n, v[1], g(v[1])));
        System.out.printf("avg %.2f | best %s | failing %d/%d%n",
                sum / tm.size(), String.join(", ", rank.firstEntry().getValue()), fail, tm.size());
    }

    static char g(double a) {
        return a >= 85 ? 'A' : a >= 70 ? 'B' : a >= 55 ? 'C' : a >= 50 ? 'D' : 'F';
    }
}
