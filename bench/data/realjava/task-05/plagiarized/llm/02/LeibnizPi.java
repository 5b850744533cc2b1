public class LeibnizPi {

    private static final int STEP = 10000;
    private static final int LAST = 100000;

    public static void main(String[] args) {
        double[] estimates = new double[LAST / STEP];
        double total = 0;
        int i = 1;
        while (i <= LAST) {
            double sign = (i % 2 == 1) ? 1.0 : -1.0;
            total += sign / (2.0 * i - 1.0);
            if (i % STEP == 0) {
                estimates[i / STEP - 1] = 4 * total;
            }
            i++;
        }
        print(estimates);
    }

    // One line per checkpoint, in the order they were reached
    private static void print(double[] estimates) {
        for (int k = 0; k < estimates.length; k++) {
            System.out.println("pi " + (k + 1) * STEP + ": " + estimates[k]);
        }
    }
}
