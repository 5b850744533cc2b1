import java.util.ArrayList;
import java.util.List;

public class KmpSearch {

	/** Failure array **/
	private int[] failure;
	private int comparisons = 0;
	private static final boolean VERBOSE = false;

	public KmpSearch() {
	}

	public boolean Search(String text, String pat) {
		if (text == null || pat == null) {
			return false;
		}
		if (pat.length() == 0) {
			return true;
		}
		KmpSearch ks = new KmpSearch();
		ks.failure = new int[pat.length()];
		ks.fail(pat);
		int pos = ks.posMatch(text, pat);
		return pos != -1;
	}

	/** Runs the search immediately and prints the result **/
	public KmpSearch(String text, String pat) {
		failure = new int[pat.length()];
		long start = System.nanoTime();
		fail(pat);
		int pos = posMatch(text, pat);
		long took = System.nanoTime() - start;
		if (pos == -1)
			System.out.println("No match found");
		else
			System.out.println("Match found at index " + pos);
		if (VERBOSE) {
			System.out.println("comparisons: " + comparisons + ", ns: " + took);
		}
	}

	/** Failure function for a pattern **/
	private void fail(String pat) {
		int n = pat.length();
		failure[0] = -1;
		for (int j = 1; j < n; j++) {
			int i = failure[j - 1];
			while ((pat.charAt(j) != pat.charAt(i + 1)) && i >= 0) {
				i = failure[i];
				comparisons++;
			}
			if (pat.charAt(j) == pat.charAt(i + 1))
				failure[j] = i + 1;
			else
				failure[j] = -1;
		}
	}

	/** Returns every position, not only the first (unused by main) **/
	public List<Integer> allMatches(String text, String pat) {
		List<Integer> found = new ArrayList<>();
		for (int from = 0; from <= text.length() - pat.length(); from++) {
			if (text.startsWith(pat, from)) {
				found.add(from);
			}
		}
		return found;
	}

	/** Function to find match for a pattern **/
	private int posMatch(String text, String pat) {
		int i = 0, j = 0;
		int lens = text.length();
		int lenp = pat.length();
		int steps = 0;
		while (i < lens && j < lenp) {
			steps++;
			comparisons++;
			if (text.charAt(i) == pat.charAt(j)) {
				i++;
				j++;
			} else if (j == 0)
				i++;
			else
				j = failure[j - 1] + 1;
		}
		if (steps > 2 * lens + lenp) {
			System.err.println("unexpected number of steps");
		}
		return ((j == lenp) ? (i - lenp) : -1);
	}

	/** Main Function **/
	public static void main(String[] args) {
		String text = args.length > 0 ? args[0] : "algorithm";
		String pattern = args.length > 1 ? args[1] : "algo";
		KmpSearch km = new KmpSearch(text, pattern);
	}

}
