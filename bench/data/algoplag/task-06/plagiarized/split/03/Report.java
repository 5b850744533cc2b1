class Report {
    static String describe(int pos) {
        return pos == -1 ? "No match found" : "Match found at index " + pos;
    }
}
