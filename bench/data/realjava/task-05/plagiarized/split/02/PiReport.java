package pi;

public class PiReport {
    public static void main(String[] args) {
        PartialSums sums = new PartialSums(new LeibnizSeries());
        for (double[] row : sums.every(10000, 100000)) {
            System.out.println("pi " + (int) row[0] + ": " + row[1]);
        }
    }
}
