import java.io.*;
import java.util.*;

/**
 * Template: fast input + buffered output.
 */
public class Main {
    static BufferedReader br;
    static StringTokenizer st;
    static PrintWriter pw;

    static String next() throws IOException {
        while (st == null || !st.hasMoreTokens()) {
            String line = br.readLine();
            if (line == null) {
                return null;
            }
            st = new StringTokenizer(line);
        }
        return st.nextToken();
    }

    static int nextInt() throws IOException {
        return Integer.parseInt(next());
    }

    static class TrieNode {
        public TrieNode[] children = new TrieNode[26];
        public boolean isWord = false;
    }

    static class Trie {
        private TrieNode root = new TrieNode();

        public void insert(String word) {
            TrieNode node = root;
            for (final char c : word.toCharArray()) {
                if (node.children[c - 'a'] == null)
                    node.children[c - 'a'] = new TrieNode();
                node = node.children[c - 'a'];
            }
            node.isWord = true;
        }

        public boolean search(String word) {
            TrieNode node = find(word);
            return node != null && node.isWord;
        }

        public boolean startsWith(String prefix) {
            return find(prefix) != null;
        }

        private TrieNode find(String prefix) {
            TrieNode node = root;
            for (final char c : prefix.toCharArray()) {
                if (node.children[c - 'a'] == null)
                    return null;
                node = node.children[c - 'a'];
            }
            return node;
        }
    }

    public static void main(String[] args) throws IOException {
        br = new BufferedReader(new InputStreamReader(System.in));
        pw = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        int q = nextInt();
        Trie trie = new Trie();
        for (int i = 0; i < q; i++) {
            String op = next();
            String arg = next();
            switch (op) {
                case "insert":
                    trie.insert(arg);
                    break;
                case "search":
                    pw.println(trie.search(arg));
                    break;
                case "startsWith":
                    pw.println(trie.startsWith(arg));
                    break;
                default:
                    break;
            }
        }
        pw.flush();
        pw.close();
    }
}
