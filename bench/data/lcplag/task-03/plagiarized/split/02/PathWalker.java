/** Helper that follows a string down a trie. */
final class PathWalker {
    private PathWalker() {
    }

    /** Returns the node reached after consuming {@code text}, or null if the path does not exist. */
    static LetterNode follow(LetterNode start, String text) {
        LetterNode node = start;
        int i = 0;
        while (i < text.length()) {
            node = node.get(text.charAt(i));
            if (node == null) {
                return null;
            }
            i++;
        }
        return node;
    }
}
