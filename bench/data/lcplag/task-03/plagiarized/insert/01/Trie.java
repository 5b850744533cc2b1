import java.util.*;

class TrieNode {
  public TrieNode[] children = new TrieNode[26];
  public boolean isWord = false;
  public int passCount = 0;
}

class Trie {
  private int wordCount = 0;

  public void insert(String word) {
    if (word == null || word.isEmpty())
      return;
    TrieNode node = root;
    for (final char c : word.toCharArray()) {
      if (!isLowercase(c))
        throw new IllegalArgumentException("unexpected character: " + c);
      if (node.children[c - 'a'] == null)
        node.children[c - 'a'] = new TrieNode();
      node = node.children[c - 'a'];
      node.passCount++;
    }
    if (!node.isWord)
      wordCount++;
    node.isWord = true;
  }

  public boolean search(String word) {
    TrieNode node = find(word);
    return node != null && node.isWord;
  }

  public boolean startsWith(String prefix) {
    return find(prefix) != null;
  }

  public int size() {
    return wordCount;
  }

  public int countWithPrefix(String prefix) {
    TrieNode node = find(prefix);
    return node == null ? 0 : node.passCount;
  }

  private TrieNode root = new TrieNode();

  private static boolean isLowercase(char c) {
    return c >= 'a' && c <= 'z';
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

  private List<String> collect(TrieNode node, StringBuilder path, List<String> out) {
    if (node.isWord)
      out.add(path.toString());
    for (int i = 0; i < 26; i++) {
      if (node.children[i] != null) {
        path.append((char) ('a' + i));
        collect(node.children[i], path, out);
        path.deleteCharAt(path.length() - 1);
      }
    }
    return out;
  }
}
