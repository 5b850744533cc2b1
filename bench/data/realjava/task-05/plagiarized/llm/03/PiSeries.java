import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Leibniz series for pi, summed in pairs of terms
 * (1/(4k+1) - 1/(4k+3)) so that no power of -1 is needed.
 */
public class PiSeries {

    static Map<Integer, Double> checkpoints(int step, int last) {
        Map<Integer, Double> results = new LinkedHashMap<>();
        double quarterPi = 0;
        int terms = 0;
        for (int k = 0; terms < last; k++) {
            quarterPi += 1.0 / (4 * k + 1);
            terms++;
            if (terms % step == 0) {
                results.put(terms, 4 * quarterPi);
            }
            quarterPi -= 1.0 / (4 * k + 3);
            terms++;
            if (terms % step == 0) {
                results.put(terms, 4 * quarterPi);
            }
        }
        return results;
    }

    public static void main(String[] args) {
        for (Map.Entry<Integer, Double> e : checkpoints(10_000, 100_000).entrySet()) {
            System.out.printf("%6d terms -> %.10f%n", e.getKey(), e.getValue());
        }
    }
}
