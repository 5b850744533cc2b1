package pi;

import java.util.ArrayList;
import java.util.List;

/** Partial sums of a series at every multiple of a step. */
public class PartialSums {
    private final Series series;

    public PartialSums(Series series) {
        this.series = series;
    }

    public List<double[]> every(int step, int last) {
        List<double[]> rows = new ArrayList<>();
        double sum = 0;
        for (int i = 1; i <= last; i++) {
            sum += series.term(i);
            if (i % step == 0) {
                rows.add(new double[] {i, sum});
            }
        }
        return rows;
    }
}
