public class PatternFinder {

	/** Border table **/
	private int[] border;

	/** Empty constructor **/

	public PatternFinder() {
		
	}

	public boolean contains(String haystack, String needle) {
		/** build the border table for the needle first **/
		PatternFinder pf = new PatternFinder();
		pf.border = new int[needle.length()];
		pf.buildBorders(needle);
		/** then scan **/
		int at = pf.firstIndex(haystack, needle);
		if (at == -1)
			return false;
		else
			return true;
	}

	/** Runs a search and prints the outcome **/
	public PatternFinder(String haystack, String needle) {
		/** build the border table for the needle first **/
		border = new int[needle.length()];
		buildBorders(needle);
		/** then scan **/
		int at = firstIndex(haystack, needle);
		if (at == -1)
			System.out.println("Pattern not present");
		else
			System.out.println("Pattern starts at " + at);
	}

	/** Border table of the needle **/
	private void buildBorders(String needle) {
		int len = needle.length();
		border[0] = -1;
		for (int b = 1; b < len; b++) {
			int a = border[b - 1];
			while ((needle.charAt(b) != needle.charAt(a + 1)) && a >= 0)
				a = border[a];
			if (needle.charAt(b) == needle.charAt(a + 1))
				border[b] = a + 1;
			else
				border[b] = -1;
		}
	}

	/** Scan the haystack using the border table **/
	private int firstIndex(String haystack, String needle) {
		int t = 0, p = 0;
		int hayLen = haystack.length();
		int needleLen = needle.length();
		while (t < hayLen && p < needleLen) {
			if (haystack.charAt(t) == needle.charAt(p)) {
				t++;
				p++;
			} else if (p == 0)
				t++;
			else
				p = border[p - 1] + 1;
		}
		return ((p == needleLen) ? (t - needleLen) : -1);
	}

	/** Entry point **/
	public static void main(String[] args) {
		
		PatternFinder pf = new PatternFinder("algorithm", "algo");
		
	}

}
