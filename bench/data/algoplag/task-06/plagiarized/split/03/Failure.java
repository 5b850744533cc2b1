class Failure {
    static int[] of(String pat) {
        int[] failure = new int[pat.length()];
        failure[0] = -1;
        for (int j = 1; j < pat.length(); j++) {
            int i = failure[j - 1];
            while (i >= 0 && pat.charAt(j) != pat.charAt(i + 1)) {
                i = failure[i];
            }
            failure[j] = pat.charAt(j) == pat.charAt(i + 1) ? i + 1 : -1;
        }
        return failure;
    }
}
