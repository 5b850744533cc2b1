/**
 * Prefix tree over the lowercase letters a-z.
 */
class Trie {

    /** A single node: one optional child per letter plus an end-of-word flag. */
    private static class Node {
        Node[] next = new Node[26];
        boolean endsWord;
    }

    private final Node rootNode = new Node();

    /** Adds a word, creating any missing nodes along its path. */
    public void insert(String word) {
        Node current = rootNode;
        for (char letter : word.toCharArray()) {
            int slot = letter - 'a';
            if (current.next[slot] == null) {
                current.next[slot] = new Node();
            }
            current = current.next[slot];
        }
        current.endsWord = true;
    }

    /** True only if the exact word was inserted before. */
    public boolean search(String word) {
        Node last = descend(word);
        return last != null && last.endsWord;
    }

    /** True if some inserted word begins with the given prefix. */
    public boolean startsWith(String prefix) {
        return descend(prefix) != null;
    }

    /** Follows the characters of {@code text}; returns null when the path breaks off. */
    private Node descend(String text) {
        Node current = rootNode;
        for (char letter : text.toCharArray()) {
            int slot = letter - 'a';
            if (current.next[slot] == null) {
                return null;
            }
            current = current.next[slot];
        }
        return current;
    }
}
