/** Operations of a dictionary that can answer prefix queries. */
public interface WordDictionary {
    void insert(String word);

    boolean search(String word);

    boolean startsWith(String prefix);
}
