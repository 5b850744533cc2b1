import java.io.*;
import java.util.*;

public class Main {
    static final String DELIMS = " \t\r\n.,;:!?\"'()[]{}<>-_/\\*&%$#@~`|+=";

    static class P { String w; int n; P(String w, int n) { this.w = w; this.n = n; } }

    // text comes from the file in args[0], or from standard input if there is no argument
    public static void main(String[] args) throws IOException {
        BufferedReader in = args.length > 0
            ? new BufferedReader(new FileReader(args[0]))
            : new BufferedReader(new InputStreamReader(System.in));
        Map<String, Integer> m = new HashMap<>();
        int[] byLen = new int[64];
        int nl = 0, nw = 0, nc = 0;
        for (String s = in.readLine(); s != null; s = in.readLine()) {
            nl++;
            nc += s.length() + 1;
            StringTokenizer st = new StringTokenizer(s.toLowerCase(), DELIMS);
            while (st.hasMoreTokens()) {
                String w = st.nextToken();
                nw++;
                m.put(w, m.containsKey(w) ? m.get(w) + 1 : 1);
                if (w.length() >= byLen.length) byLen = Arrays.copyOf(byLen, w.length() * 2);
                byLen[w.length()]++;
            }
        }
        in.close();

        P[] a = new P[m.size()];
        int k = 0;
        for (String w : m.keySet()) a[k++] = new P(w, m.get(w));
        sort(a, 0, a.length);

        int max = byLen.length - 1;
        while (max > 0 && byLen[max] == 0) max--;
        long sum = 0;
        for (int i = 1; i <= max; i++) sum += (long) i * byLen[i];

        System.out.println(nl + " lines, " + nw + " words, " + nc + " chars");
        for (int i = 0; i < Math.min(10, a.length); i++)
            System.out.println("#" + (i + 1) + " " + a[i].w + " (" + a[i].n + ")");
        StringBuilder lw = new StringBuilder();
        for (P p : a)
            if (p.w.length() == max) lw.append(lw.length() > 0 ? ", " : "").append(p.w);
        System.out.println("longest: " + lw);
        System.out.println("avg len: " + (nw == 0 ? "0" : String.format("%.2f", sum / (double) nw)));
    }

    // merge sort on [lo, hi): higher count first, ties alphabetical
    static void sort(P[] a, int lo, int hi) {
        if (hi - lo < 2) return;
        int mid = (lo + hi) >>> 1;
        sort(a, lo, mid);
        sort(a, mid, hi);
        P[] t = new P[hi - lo];
        int i = lo, j = mid, o = 0;
        while (i < mid && j < hi) t[o++] = before(a[j], a[i]) ? a[j++] : a[i++];
        while (i < mid) t[o++] = a[i++];
        while (j < hi) t[o++] = a[j++];
        System.arraycopy(t, 0, a, lo, t.length);
    }

    static boolean before(P x, P y) {
        return x.n != y.n ? x.n > y.n : x.w.compareTo(y.w) < 0;
    }
}
