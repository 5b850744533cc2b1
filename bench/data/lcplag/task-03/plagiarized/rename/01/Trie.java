import java.util.*;

class PrefixNode {
  public PrefixNode[] next = new PrefixNode[26];
  public boolean terminal = false;
}

class Trie {
  public void insert(String s) {
    PrefixNode cur = top;
    for (final char ch : s.toCharArray()) {
      if (cur.next[ch - 'a'] == null)
        cur.next[ch - 'a'] = new PrefixNode();
      cur = cur.next[ch - 'a'];
    }
    cur.terminal = true;
  }

  public boolean search(String s) {
    PrefixNode cur = walk(s);
    return cur != null && cur.terminal;
  }

  public boolean startsWith(String p) {
    return walk(p) != null;
  }

  private PrefixNode top = new PrefixNode();

  private PrefixNode walk(String p) {
    PrefixNode cur = top;
    for (final char ch : p.toCharArray()) {
      if (cur.next[ch - 'a'] == null)
        return null;
      cur = cur.next[ch - 'a'];
    }
    return cur;
  }
}
