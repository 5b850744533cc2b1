class Scanner {
    static int firstMatch(String text, String pat, int[] failure) {
        int i = 0;
        int j = 0;
        while (i < text.length() && j < pat.length()) {
            if (text.charAt(i) == pat.charAt(j)) {
                i++;
                j++;
            } else if (j == 0) {
                i++;
            } else {
                j = failure[j - 1] + 1;
            }
        }
        return j == pat.length() ? i - pat.length() : -1;
    }
}
