/** Array-backed trie implementation of {@link WordDictionary}. */
public class Trie implements WordDictionary {
    private final LetterNode root = new LetterNode();

    @Override
    public void insert(String word) {
        LetterNode node = root;
        for (char c : word.toCharArray()) {
            node = node.getOrAdd(c);
        }
        node.markWordEnd();
    }

    @Override
    public boolean search(String word) {
        LetterNode node = PathWalker.follow(root, word);
        return node != null && node.isWordEnd();
    }

    @Override
    public boolean startsWith(String prefix) {
        return PathWalker.follow(root, prefix) != null;
    }
}
