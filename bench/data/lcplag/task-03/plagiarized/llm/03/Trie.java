/**
 * Trie supporting insert, exact lookup and prefix lookup, written recursively.
 */
class Trie {
    private final Vertex root = new Vertex();

    public boolean startsWith(String prefix) {
        return reach(root, prefix, 0) != null;
    }

    public boolean search(String word) {
        Vertex v = reach(root, word, 0);
        return v == null ? false : v.isTerminal;
    }

    public void insert(String word) {
        add(root, word, 0);
    }

    /** Recursively creates the path for {@code word[pos..]} below {@code v}. */
    private static void add(Vertex v, String word, int pos) {
        if (pos == word.length()) {
            v.isTerminal = true;
            return;
        }
        int edge = word.charAt(pos) - 'a';
        Vertex child = v.edges[edge];
        if (child == null) {
            child = new Vertex();
            v.edges[edge] = child;
        }
        add(child, word, pos + 1);
    }

    /** The vertex at the end of {@code s[pos..]} starting from {@code v}, or null. */
    private static Vertex reach(Vertex v, String s, int pos) {
        if (v == null || pos == s.length()) {
            return v;
        }
        return reach(v.edges[s.charAt(pos) - 'a'], s, pos + 1);
    }

    private static final class Vertex {
        final Vertex[] edges = new Vertex[26];
        boolean isTerminal;
    }
}
