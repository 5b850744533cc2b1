/** Searches a text with a precomputed {@link FailureTable}. */
public class KmpSearch {

	private int[] failure;

	public KmpSearch() {
	}

	public boolean Search(String text, String pat) {
		KmpSearch ks = new KmpSearch();
		ks.failure = FailureTable.build(pat);
		int pos = ks.posMatch(text, pat);
		if (pos == -1)
			return false;
		else
			return true;
	}

	public KmpSearch(String text, String pat) {
		failure = FailureTable.build(pat);
		int pos = posMatch(text, pat);
		if (pos == -1)
			System.out.println("No match found");
		else
			System.out.println("Match found at index " + pos);
	}

	private int posMatch(String text, String pat) {
		int i = 0, j = 0;
		int lens = text.length();
		int lenp = pat.length();
		while (i < lens && j < lenp) {
			if (text.charAt(i) == pat.charAt(j)) {
				i++;
				j++;
			} else if (j == 0)
				i++;
			else
				j = failure[j - 1] + 1;
		}
		return ((j == lenp) ? (i - lenp) : -1);
	}
}
