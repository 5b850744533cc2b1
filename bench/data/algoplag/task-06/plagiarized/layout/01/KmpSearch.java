// Knuth-Morris-Pratt search: the failure table lets the scan skip ahead
// instead of re-reading text characters.
public class KmpSearch
{
    private int[] failure;   // failure[j]: end of the longest border of pat[0..j], or -1

    public KmpSearch()
    {
    }

    // true when pat occurs somewhere in text
    public boolean Search(String text, String pat)
    {
        KmpSearch ks = new KmpSearch();
        ks.failure = new int[pat.length()];
        ks.fail(pat);
        int pos = ks.posMatch(text, pat);
        if (pos == -1)
            return false;
        else
            return true;
    }

    // searches right away and prints the result
    public KmpSearch(String text, String pat)
    {
        failure = new int[pat.length()];
        fail(pat);
        int pos = posMatch(text, pat);
        if (pos == -1)
            System.out.println("No match found");
        else
            System.out.println("Match found at index " + pos);
    }

    private void fail(String pat)
    {
        int n = pat.length();
        failure[0] = -1;
        for (int j = 1; j < n; j++)
        {
            int i = failure[j - 1];
            while ((pat.charAt(j) != pat.charAt(i + 1)) && i >= 0)
                i = failure[i];
            if (pat.charAt(j) == pat.charAt(i + 1))
                failure[j] = i + 1;
            else
                failure[j] = -1;
        }
    }

    private int posMatch(String text, String pat)
    {
        int i = 0, j = 0;
        int lens = text.length();
        int lenp = pat.length();
        while (i < lens && j < lenp)
        {
            if (text.charAt(i) == pat.charAt(j))
            {
                i++;
                j++;
            }
            else if (j == 0)
                i++;
            else
                j = failure[j - 1] + 1;
        }
        return ((j == lenp) ? (i - lenp) : -1);
    }

    public static void main(String[] args)
    {
        KmpSearch km = new KmpSearch("algorithm", "algo");
    }
}
