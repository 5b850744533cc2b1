public class Kmp {
    public static boolean contains(String text, String pat) {
        return Scanner.firstMatch(text, pat, Failure.of(pat)) != -1;
    }

    public static void main(String[] args) {
        String text = "algorithm";
        String pat = "algo";
        int pos = Scanner.firstMatch(text, pat, Failure.of(pat));
        System.out.println(Report.describe(pos));
    }
}
