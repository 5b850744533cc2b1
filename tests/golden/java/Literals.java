public class Literals {
    static final long BIG = 10L;
    static final float RATE = 1.5f;
    static final double SMALL = 1e-3, AVOGADRO = 6.022E23d;
    static final int MASK = 0x1F, BITS = 0b1010_1010, OCT = 017, MILLION = 1_000_000;

    public static void main(String[] args) {
        char c = 'a';
        char nl = '\n';
        char q = '\'';
        char u = '\u0041';
        String s = "tab\there \"quoted\" \\ done";
        String block = """
            Hello, "world"!
              indented line
            """;
        int x = 5;
        x += 3; x -= 1; x *= 2; x /= 2; x %= 4;
        x <<= 1; x >>= 1; x >>>= 1; x &= MASK; x |= 1; x ^= 2;
        boolean ok = x == 3 || x != 4 && !(x < 0) && x <= 10 && x >= -1;
        int y = x++ + ++x - x-- - --x;
        System.out.println(s + block + c + nl + q + u + ok + y + (BIG > 5 ? RATE : SMALL));
        System.out.printf("%d %s%n", OCT, Integer.toHexString(~MASK));
    }
}
