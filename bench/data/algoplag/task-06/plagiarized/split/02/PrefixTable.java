/**
 * For each position j of the pattern, the end index of the longest proper
 * prefix of pattern[0..j] that is also its suffix (-1 if none).
 */
public class PrefixTable {

    private final int[] entries;

    public PrefixTable(String pattern) {
        entries = new int[pattern.length()];
        entries[0] = -1;
        int j = 1;
        while (j < pattern.length()) {
            int i = entries[j - 1];
            while (i >= 0 && pattern.charAt(j) != pattern.charAt(i + 1)) {
                i = entries[i];
            }
            if (pattern.charAt(j) == pattern.charAt(i + 1)) {
                entries[j] = i + 1;
            } else {
                entries[j] = -1;
            }
            j++;
        }
    }

    public int resumeAfter(int matched) {
        return entries[matched - 1] + 1;
    }
}
