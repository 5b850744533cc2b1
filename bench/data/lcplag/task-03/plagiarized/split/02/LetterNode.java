/** Node of a prefix tree over 'a'..'z'. */
final class LetterNode {
    static final int LETTERS = 26;

    private final LetterNode[] children = new LetterNode[LETTERS];
    private boolean wordEnd;

    LetterNode get(char c) {
        return children[c - 'a'];
    }

    LetterNode getOrAdd(char c) {
        LetterNode child = children[c - 'a'];
        if (child == null) {
            child = new LetterNode();
            children[c - 'a'] = child;
        }
        return child;
    }

    boolean isWordEnd() {
        return wordEnd;
    }

    void markWordEnd() {
        wordEnd = true;
    }
}
