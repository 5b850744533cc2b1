public class Matcher {
    private int[] f;

    public Matcher() {}

    public boolean find(String s, String w) {
        Matcher m = new Matcher();
        m.f = new int[w.length()];
        m.table(w);
        int r = m.scan(s, w);
        if (r == -1) return false;
        else return true;
    }

    public Matcher(String s, String w) {
        f = new int[w.length()];
        table(w);
        int r = scan(s, w);
        if (r == -1) System.out.println("No match found");
        else System.out.println("Match found at index " + r);
    }

    private void table(String w) {
        int len = w.length();
        f[0] = -1;
        for (int x = 1; x < len; x++) {
            int y = f[x - 1];
            while ((w.charAt(x) != w.charAt(y + 1)) && y >= 0) y = f[y];
            if (w.charAt(x) == w.charAt(y + 1)) f[x] = y + 1;
            else f[x] = -1;
        }
    }

    private int scan(String s, String w) {
        int x = 0, y = 0;
        int ls = s.length();
        int lw = w.length();
        while (x < ls && y < lw) {
            if (s.charAt(x) == w.charAt(y)) {
                x++;
                y++;
            } else if (y == 0) x++;
            else y = f[y - 1] + 1;
        }
        return ((y == lw) ? (x - lw) : -1);
    }

    public static void main(String[] args) {
        Matcher m = new Matcher("algorithm", "algo");
    }
}
