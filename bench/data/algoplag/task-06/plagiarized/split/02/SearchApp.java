public class SearchApp {

    public static void main(String[] args) {
        PatternMatcher matcher = new KmpMatcher("algo");
        int position = matcher.indexIn("algorithm");
        if (position == -1) {
            System.out.println("No match found");
        } else {
            System.out.println("Match found at index " + position);
        }
    }
}
