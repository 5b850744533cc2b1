import java.util.Arrays;

public class Trie {
    private static final int ALPHABET = 26;

    private static final class TrieNode {
        private final TrieNode[] kids = new TrieNode[ALPHABET];
        private boolean complete;

        TrieNode child(int i) {
            return kids[i];
        }

        TrieNode childOrCreate(int i) {
            if (kids[i] == null) {
                kids[i] = new TrieNode();
            }
            return kids[i];
        }
    }

    private final TrieNode root;

    public Trie() {
        root = new TrieNode();
    }

    private static int indexOf(char c) {
        int i = c - 'a';
        if (i < 0 || i >= ALPHABET) {
            throw new IllegalArgumentException("only 'a'..'z' are supported: " + c);
        }
        return i;
    }

    /**
     * Walks the tree along {@code key}. Returns the node reached, or null if
     * some character has no matching child.
     */
    private TrieNode locate(String key) {
        TrieNode node = root;
        int pos = 0;
        while (node != null && pos < key.length()) {
            node = node.child(indexOf(key.charAt(pos)));
            pos++;
        }
        return node;
    }

    public boolean startsWith(String prefix) {
        return locate(prefix) != null;
    }

    public boolean search(String word) {
        TrieNode end = locate(word);
        if (end == null) {
            return false;
        }
        return end.complete;
    }

    public void insert(String word) {
        TrieNode node = root;
        for (int pos = 0; pos < word.length(); pos++) {
            node = node.childOrCreate(indexOf(word.charAt(pos)));
        }
        node.complete = true;
    }

    public static void main(String[] args) {
        Trie trie = new Trie();
        for (String w : Arrays.asList("apple", "app", "bat")) {
            trie.insert(w);
        }
        System.out.println(trie.search("apple"));     // true
        System.out.println(trie.search("ap"));        // false
        System.out.println(trie.startsWith("ap"));    // true
        System.out.println(trie.startsWith("cat"));   // false
    }
}
